import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkImportRules, formatViolations } from '../../test-utils/importRules';
import { repoRoot } from '../../test-utils/runQuire';
import { writeFiles } from '../../test-utils/fixtures';

/**
 * Issue 20, item 9: core imports no plugin (but the list of built-in ones), the theme imports
 * Quire only through `quire/client`, plugins only through `quire`, `quire/client` and
 * `quire/plugin-utils` (test-utils/importRules.ts has the rules, checked by dependency-cruiser).
 */

jest.setTimeout(180_000);

test("Quire's own folders keep the import rules", async () => {
  const violations = await checkImportRules({ baseDir: repoRoot });
  // The message lists each offending import: file, import as written, file reached, rule.
  expect(formatViolations(violations)).toBe('');
});

describe('a deliberately bad import', () => {
  let dir: string;

  beforeAll(() => {
    // A tree shaped like Quire's, with its public entries, a plugin and a theme that break the rules and one that keeps them.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-import-rules-'));
    writeFiles(dir, {
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          baseUrl: '.',
          paths: {
            quire: ['./core/index.ts'],
            'quire/client': ['./client/index.ts'],
            'quire/plugin-utils': ['./core/pluginUtils.ts'],
            'quire/plugins/*': ['./plugins/*/index.ts'],
            '@theme/*': ['./theme/*', './core/client/theme-fallback/*'],
          },
        },
        include: ['core', 'client', 'plugins', 'theme'],
      }),
      'core/index.ts': "export type { Plugin } from './types';\n",
      'core/types.ts': 'export interface Plugin { name: string }\n',
      'core/errors.ts': 'export class QuireError extends Error {}\n',
      'core/pluginUtils.ts': "export { QuireError } from './errors';\n",
      'core/server/plugins/builtinPlugins.ts': "import good from '../../../plugins/good';\nexport const builtins = [good];\n",
      'core/commands/dev.ts': "import { devIndex } from '../../plugins/good/devIndex';\nexport const dev = devIndex;\n",
      'client/index.ts': "export { useThing } from '../core/client/hooks';\n",
      'core/client/hooks.ts': 'export function useThing() { return 1; }\n',
      'plugins/good/index.ts': "import type { Plugin } from 'quire';\nimport { QuireError } from 'quire/plugin-utils';\nexport default (): Plugin => { if (!QuireError) throw new Error(); return { name: 'good' }; };\n",
      'plugins/good/devIndex.ts': 'export const devIndex = 1;\n',
      'plugins/good/client/hooks.ts': "import { useThing } from 'quire/client';\nexport const useGood = useThing;\n",
      'plugins/user/index.ts': "import good from 'quire/plugins/good';\nexport default good;\n",
      'plugins/bad/index.ts': "import { QuireError } from '../../core/errors';\nimport good from '../good';\nexport default () => [QuireError, good];\n",
      'plugins/bad/theme.ts': "import Layout from '@theme/Layout';\nexport default Layout;\n",
      'theme/Layout.tsx': "import { useThing } from 'quire/client';\nexport default function Layout() { return useThing(); }\n",
      'theme/Bad.tsx': "import { useThing } from '../core/client/hooks';\nexport default function Bad() { return useThing(); }\n",
    });
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('fails the rules, naming the file, the import and the rule', async () => {
    const violations = await checkImportRules({ baseDir: dir });
    const found = violations.map(({ from, module, rule }) => ({ from, module, rule })).sort((a, b) => a.from.localeCompare(b.from));
    expect(found).toEqual([
      { from: 'core/commands/dev.ts', module: '../../plugins/good/devIndex', rule: 'core-imports-no-plugin' },
      { from: 'plugins/bad/index.ts', module: '../../core/errors', rule: 'plugin-imports-quire-by-path' },
      { from: 'plugins/bad/index.ts', module: '../good', rule: 'plugin-imports-other-plugin-by-path' },
      { from: 'plugins/bad/theme.ts', module: '@theme/Layout', rule: 'plugin-imports-non-public-entry' },
      { from: 'theme/Bad.tsx', module: '../core/client/hooks', rule: 'theme-imports-quire-by-path' },
    ]);
    expect(formatViolations(violations)).toContain(
      "plugins/bad/index.ts imports '../../core/errors' (core/errors.ts): plugin-imports-quire-by-path: plugins/ import Quire through quire, quire/client and quire/plugin-utils, never by a relative path.",
    );
  });
});
