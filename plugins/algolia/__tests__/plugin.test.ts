import fs from 'node:fs';
import type { Configuration } from 'webpack';
import { renderHtmlTag } from 'quire/plugin-utils';
import { createPluginActions } from '../../../core/server/plugins/actions';
import { builtinPlugins } from '../../../core/server/plugins/builtinPlugins';
import { initPlugins } from '../../../core/server/plugins/initPlugins';
import { definePlugin } from '../../../core/server/plugins/definePlugin';
import { makeLoadContext } from '../../../test-utils/loadContext';
import algoliaPlugin, { OPTIONS_MODULE } from '..';

const options = { appId: 'R2IYF7ETH7', apiKey: 'search-only-key', indexName: 'quire', searchParameters: { facetFilters: ['version:2'] } };

/** The names of the plugins a site with these config plugins gets, built-ins first. */
async function pluginNames(config: Record<string, unknown>): Promise<string[]> {
  const context = makeLoadContext({ config });
  const plugins = await initPlugins({ context, builtins: builtinPlugins(context) });
  return plugins.map(({ plugin }) => plugin.name);
}

describe('algolia plugin', () => {
  test('a preconnect to the application host on every page', () => {
    const plugin = algoliaPlugin(makeLoadContext(), options);
    const tags = plugin.injectHtmlTags!({ content: undefined }).headTags!.map(renderHtmlTag);
    expect(tags).toEqual(['<link rel="preconnect" href="https://R2IYF7ETH7-dsn.algolia.net" crossorigin>']);
  });

  test('the validated options are a JSON module that the modal imports through a webpack alias', async () => {
    const context = makeLoadContext();
    const plugin = algoliaPlugin(context, options);
    const { actions } = createPluginActions({ pluginName: 'algolia', generatedFilesDir: context.generatedFilesDir, plugins: [plugin] });
    await plugin.contentLoaded!({ content: undefined, actions, pageData: async () => [] });
    const config = plugin.configureWebpack!({ config: {}, utils: {} as never, content: undefined }) as Configuration;
    const file = (config.resolve!.alias as Record<string, string>)[`${OPTIONS_MODULE}$`]!;
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ ...options, contextualSearch: true });
    expect(file.startsWith(context.generatedFilesDir)).toBe(true);
  });

  test('invalid options fail when the site loads, naming the plugin', () => {
    expect(() => algoliaPlugin(makeLoadContext(), { appId: 'x' } as never)).toThrow(/Invalid options for plugin "algolia"[\s\S]*apiKey/);
  });

  test('the theme layer gives @theme/Search', () => {
    expect(algoliaPlugin(makeLoadContext(), options).getThemePath!()).toMatch(/plugins[\\/]algolia[\\/]theme$/);
  });
});

describe('the local search steps aside', () => {
  test('a site without the plugin has the local search', async () => {
    expect(await pluginNames({})).toContain('search');
  });

  test('listed as [factory, options], as a definePlugin helper or inline, there is no local search', async () => {
    expect(await pluginNames({ plugins: [[algoliaPlugin, options]] })).toEqual(expect.arrayContaining(['algolia']));
    expect(await pluginNames({ plugins: [[algoliaPlugin, options]] })).not.toContain('search');
    expect(await pluginNames({ plugins: [definePlugin(algoliaPlugin)(options)] })).not.toContain('search');
  });

  test('listed by module name (quire/plugins/algolia, the compiled lib/), there is no local search', async () => {
    const names = await pluginNames({ plugins: [['quire/plugins/algolia', options]] });
    expect(names).toContain('algolia');
    expect(names).not.toContain('search');
  });

  test('search: false with the plugin still shows DocSearch (only the local search is off)', async () => {
    const names = await pluginNames({ search: false, plugins: [[algoliaPlugin, options]] });
    expect(names).toContain('algolia');
    expect(names).not.toContain('search');
  });
});
