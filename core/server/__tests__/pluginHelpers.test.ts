import fs from 'node:fs';
import path from 'node:path';
import { makeLoadContext } from '../../../test-utils/loadContext';
import { z } from 'zod';
import { QuireAggregateError, QuireError } from '../../errors';
import { definePlugin, validatePluginOptions } from '../plugins/definePlugin';
import { initPlugins } from '../plugins/initPlugins';
import { pluginHookError } from '../plugins/hookError';

/** definePlugin helpers listed by package name, and the errors of plugins' hooks. */

describe('a definePlugin helper exported by a package', () => {
  test('can be listed by name, alone or with options, as well as called', async () => {
    const context = makeLoadContext();
    const pkg = path.join(context.siteDir, 'node_modules', 'quire-plugin-hello');
    fs.mkdirSync(pkg, { recursive: true });
    fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'quire-plugin-hello', main: 'index.js' }));
    fs.writeFileSync(
      path.join(pkg, 'index.js'),
      "const { definePlugin } = require('quire');\nmodule.exports = definePlugin((context, options) => ({ name: 'hello', greeting: (options && options.greeting) || 'hi' }));\n",
    );
    const helper = definePlugin((_context, options: { greeting: string }) => ({ name: 'called', greeting: options.greeting }));
    context.siteConfig.plugins = ['quire-plugin-hello', helper({ greeting: 'yo' })];
    const byName = await initPlugins({ context, builtins: [] });
    expect(byName.map(({ plugin }) => [plugin.name, (plugin as unknown as { greeting: string }).greeting])).toEqual([
      ['hello', 'hi'],
      ['called', 'yo'],
    ]);
    context.siteConfig.plugins = [['quire-plugin-hello', { greeting: 'hey' }]];
    const withOptions = await initPlugins({ context, builtins: [] });
    expect((withOptions[0]!.plugin as unknown as { greeting: string }).greeting).toBe('hey');
  });
});

describe('plugins whose options do not validate', () => {
  test('are all reported at once, each with its entry in the config', async () => {
    const context = makeLoadContext();
    context.siteConfigPath = path.join(process.cwd(), 'quire.config.ts');
    const strict = (name: string) =>
      definePlugin((_context, options: unknown) => ({ name, ...validatePluginOptions(name, z.strictObject({ size: z.number() }), options) }));
    context.siteConfig.plugins = [strict('one')({ size: 'big' }), () => ({ name: 'fine' }), strict('two')({ size: 1, colour: 'red' })];
    const error = (await initPlugins({ context, builtins: [] }).catch((e: unknown) => e)) as QuireAggregateError;
    expect(error).toBeInstanceOf(QuireAggregateError);
    expect(error.format()).toBe(
      [
        '2 plugins could not be set up:',
        '  - quire.config.ts: plugins[0]: Invalid options for plugin "one":',
        '      - size: expected a number, received the string "big"',
        '  - quire.config.ts: plugins[2]: Invalid options for plugin "two":',
        '      - colour: unknown key',
        'Fix the options of each plugin above; its documentation lists them.',
      ].join('\n'),
    );
  });
});

describe('pluginHookError', () => {
  test('names the plugin and the hook, and lets a QuireError through as it is', () => {
    const wrapped = pluginHookError({ pluginName: 'sitemap', hook: 'postBuild', error: new Error('disk full') });
    expect(wrapped).toBeInstanceOf(QuireError);
    expect(wrapped.message).toBe('Plugin "sitemap" failed in postBuild: disk full');
    const own = new QuireError('docs/a.md:3:1: something precise');
    expect(pluginHookError({ pluginName: 'sitemap', hook: 'postBuild', error: own })).toBe(own);
  });
});
