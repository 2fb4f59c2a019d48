import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isQuireError } from 'quire/plugin-utils';
import apiDocgenPlugin from '..';
import { readApiDocgenOptions } from '../options';
import { resolveEntries } from '../resolveEntries';
import { makeLoadContext } from '../../../test-utils/loadContext';

const messageOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(isQuireError(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error('expected a throw');
};

describe('options', () => {
  test('every problem at once, each with its path', () => {
    const message = messageOf(() => readApiDocgenOptions({ entries: { '1bad': 'a.tsx', Good: '', Obj: { path: 'x.tsx', extra: true } }, tsconfig: 3, other: 1 }));
    expect(message).toContain('Invalid options for plugin "api-docgen"');
    expect(message.split('\n').slice(1).sort()).toEqual(
      [
        '  - entries["1bad"]: must be a name such as "Badge" or "Tabs.Tab" (letters, digits, "_", "$", "." and "-", not starting with a digit)',
        '  - entries.Good: must be the path of the component file',
        '  - entries.Obj.extra: unknown key',
        '  - other: unknown key',
        '  - tsconfig: expected a string, received a number (3)',
      ].sort(),
    );
  });

  test('entries are required and must list a component', () => {
    expect(messageOf(() => readApiDocgenOptions({}))).toMatch(/entries/);
    expect(messageOf(() => readApiDocgenOptions({ entries: {} }))).toMatch(/entries.*must list at least one component/);
  });

  test('a path and { path, exportName } are both entries', () => {
    expect(readApiDocgenOptions({ entries: { Badge: 'theme/Badge.tsx', Tab: { path: 'theme/Tabs.tsx', exportName: 'Tab' } } }).entries).toEqual({
      Badge: 'theme/Badge.tsx',
      Tab: { path: 'theme/Tabs.tsx', exportName: 'Tab' },
    });
  });

  test('missing files are reported together, naming the entry and where they were looked for', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docgen-'));
    fs.writeFileSync(path.join(siteDir, 'Here.tsx'), 'export default function Here() { return null; }');
    const message = messageOf(() => resolveEntries({ siteDir, entries: { Here: 'Here.tsx', Gone: 'src/Gone.tsx', Away: { path: 'Away.tsx' } } }));
    expect(message).toContain(`entries.Gone: no file at ${path.join(siteDir, 'src/Gone.tsx')}`);
    expect(message).toContain(`entries.Away: no file at ${path.join(siteDir, 'Away.tsx')}`);
    expect(message).not.toContain('entries.Here');
    expect(resolveEntries({ siteDir, entries: { Here: 'Here.tsx' } })).toEqual([{ moduleName: 'Here', file: fs.realpathSync(path.join(siteDir, 'Here.tsx')) }]);
  });

  test('the plugin gives the API component and its Markdown step, and watches the entries', async () => {
    const context = makeLoadContext({ files: { 'src/Button.tsx': 'export default function Button() { return null; }' } });
    const plugin = await apiDocgenPlugin(context, { entries: { Button: 'src/Button.tsx' } });
    expect(plugin.name).toBe('api-docgen');
    expect(plugin.markdown?.components).toEqual({ API: path.join(context.quireDir, 'plugins', 'api-docgen', 'client', 'API.tsx') });
    expect(fs.existsSync(plugin.markdown!.components!.API!)).toBe(true);
    expect(plugin.markdown?.remarkPlugins).toEqual([[expect.any(Function), { dataFiles: { Button: path.join(context.generatedFilesDir, 'api-docgen', 'props-Button.json') } }]]);
    expect(plugin.getPathsToWatch?.()).toEqual([path.join(context.siteDir, 'src/Button.tsx')]);
  });
});
