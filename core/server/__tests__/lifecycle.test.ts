import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, QuirePlugin } from '../../types';
import { initPlugins } from '../plugins/initPlugins';
import { collectGlobalData, collectRoutes, reloadPluginContent, runContentLifecycle } from '../plugins/lifecycle';
import { makeSite } from '../../../test-utils/fixtures';
import { makeLoadContext } from '../../../test-utils/loadContext';

const contextFor = (siteDir: string, plugins: unknown[]): LoadContext => makeLoadContext({ siteDir, config: { plugins } });

/** A plugin that records every hook call into a shared log. */
function recorder(name: string, log: string[], delay: number): QuirePlugin<string> {
  return {
    name,
    async loadContent() {
      log.push(`${name}:loadContent:start`);
      await new Promise((r) => setTimeout(r, delay));
      log.push(`${name}:loadContent:end`);
      return `${name}-content`;
    },
    async contentLoaded({ content, actions }) {
      log.push(`${name}:contentLoaded(${content})`);
      const data = await actions.createData('info.json', { from: name });
      actions.addRoute({ path: `/${name}`, component: '@theme/Layout', modules: { data }, metadata: {} });
      actions.setGlobalData({ name });
    },
    async allContentLoaded({ allContent }) {
      log.push(`${name}:allContentLoaded(${Object.keys(allContent).join(',')})`);
    },
  };
}

describe('plugin lifecycle', () => {
  test('loadContent runs in parallel, then contentLoaded and allContentLoaded in plugin order', async () => {
    const log: string[] = [];
    const siteDir = makeSite({});
    const context = contextFor(siteDir, [() => recorder('slow', log, 60), [(_: LoadContext, options: { delay: number }) => recorder('fast', log, options.delay), { delay: 5 }]]);
    const plugins = await runContentLifecycle({ plugins: await initPlugins({ context, builtins: [] }), generatedFilesDir: context.generatedFilesDir });
    expect(log).toEqual([
      'slow:loadContent:start',
      'fast:loadContent:start',
      'fast:loadContent:end',
      'slow:loadContent:end',
      'slow:contentLoaded(slow-content)',
      'fast:contentLoaded(fast-content)',
      'slow:allContentLoaded(slow,fast)',
      'fast:allContentLoaded(slow,fast)',
    ]);
    const routes = collectRoutes(plugins);
    expect(routes.map((r) => [r.path, r.plugin])).toEqual([
      ['/slow', 'slow'],
      ['/fast', 'fast'],
    ]);
    expect(JSON.parse(fs.readFileSync(routes[0]!.modules.data!, 'utf8'))).toEqual({ from: 'slow' });
    expect(routes[0]!.modules.data).toBe(path.join(siteDir, '.quire', 'slow', 'info.json'));
    expect(collectGlobalData(plugins)).toEqual({ slow: { name: 'slow' }, fast: { name: 'fast' } });
  });

  test('reloading one plugin re-runs its content hooks only, then every allContentLoaded', async () => {
    const log: string[] = [];
    const siteDir = makeSite({});
    const context = contextFor(siteDir, [() => recorder('a', log, 1), () => recorder('b', log, 1)]);
    const plugins = await runContentLifecycle({ plugins: await initPlugins({ context, builtins: [] }), generatedFilesDir: context.generatedFilesDir });
    log.length = 0;
    await reloadPluginContent({ plugins, name: 'b', generatedFilesDir: context.generatedFilesDir });
    expect(log).toEqual(['b:loadContent:start', 'b:loadContent:end', 'b:contentLoaded(b-content)', 'a:allContentLoaded(a,b)', 'b:allContentLoaded(a,b)']);
  });

  test('duplicate plugin names are rejected, naming both entries', async () => {
    const context = contextFor(makeSite({}), [{ name: 'same' }, () => ({ name: 'same' })]);
    await expect(initPlugins({ context, builtins: [] })).rejects.toThrow('Two plugins are named "same": plugins[0] and plugins[1].');
  });

  test('a plugin module is loaded by name from the site', async () => {
    const siteDir = makeSite({ 'node_modules/quire-plugin-hello/index.js': `module.exports = (context, options) => ({ name: 'hello-' + options.who });\n` });
    const context = contextFor(siteDir, [['quire-plugin-hello', { who: 'world' }], false, null]);
    const plugins = await initPlugins({ context, builtins: [] });
    expect(plugins.map((p) => [p.plugin.name, p.source])).toEqual([['hello-world', 'plugins[0]']]);
  });

  test('a factory that returns no name is a clear error', async () => {
    const context = contextFor(makeSite({}), [() => ({})]);
    await expect(initPlugins({ context, builtins: [] })).rejects.toThrow('The plugin at plugins[0] did not return an object with a "name" string.');
  });

  test('an error in a hook names the plugin and the hook', async () => {
    const context = contextFor(makeSite({}), [{ name: 'broken', loadContent: () => Promise.reject(new Error('no such file')) }]);
    const plugins = await initPlugins({ context, builtins: [] });
    await expect(runContentLifecycle({ plugins, generatedFilesDir: context.generatedFilesDir })).rejects.toThrow('Plugin "broken" failed in loadContent: no such file');
  });

  test('deferredModules must name keys of modules', async () => {
    const plugin: QuirePlugin = {
      name: 'deferring',
      contentLoaded({ actions }) {
        actions.addRoute({ path: '/a', component: '@theme/Layout', modules: { content: '/a.md' }, deferredModules: ['sidebar'], metadata: {} });
      },
    };
    const context = contextFor(makeSite({}), [() => plugin]);
    const plugins = await initPlugins({ context, builtins: [] });
    await expect(runContentLifecycle({ plugins, generatedFilesDir: context.generatedFilesDir })).rejects.toThrow(
      'Plugin "deferring" added route /a with deferredModules that are not among its modules: sidebar.',
    );
  });

  test('a lazy component loads with the route, under a key plugins may not use themselves', async () => {
    const addRoutes = (modules: Record<string, string>): QuirePlugin => ({
      name: 'demos',
      contentLoaded({ actions }) {
        actions.addRoute({ path: '/demo', component: '/plugin/Demo.tsx', lazyComponent: true, modules, metadata: {} });
      },
    });
    const run = async (plugin: QuirePlugin) => {
      const context = contextFor(makeSite({}), [() => plugin]);
      return runContentLifecycle({ plugins: await initPlugins({ context, builtins: [] }), generatedFilesDir: context.generatedFilesDir });
    };
    const routes = collectRoutes(await run(addRoutes({ data: '/demo.json' })));
    expect(routes.find((r) => r.path === '/demo')?.modules).toEqual({ data: '/demo.json', $component: '/plugin/Demo.tsx' });
    await expect(run(addRoutes({ $component: '/x.json' }))).rejects.toThrow('Plugin "demos" added route /demo with a module key "$component", which Quire reserves');
  });
});
