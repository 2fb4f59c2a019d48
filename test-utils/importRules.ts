import path from 'node:path';
import type { ICruiseResult, IForbiddenRuleType } from 'dependency-cruiser';

/**
 * Quire's import rules (issue 20, item 9), checked by dependency-cruiser on the resolved targets
 * of every import (type-only imports included), so a relative path, a tsconfig alias and
 * `quire/...` are all judged by the file they reach:
 *
 * - `core/` imports nothing from `plugins/`, except the one list of built-in plugins;
 * - `theme/` imports Quire only through `quire/client`, `quire` (types for its Node side),
 *   `@theme/*` / `@theme-original/*` (which may reach the fallback theme in core);
 * - `plugins/` import Quire only through `quire`, `quire/client` and `quire/plugin-utils`, and
 *   another plugin only through its public `quire/plugins/<name>` entry (never by path).
 *
 * Tests and fixtures are not checked: they test the internals. The public entries resolve to these
 * files (tsconfig.json "paths"); an import of one by a relative path is not an import through it.
 */

/** `quire`, `quire/client`, `quire/plugin-utils`. */
const PUBLIC_ENTRIES = '^(core/index\\.ts|client/index\\.ts|core/pluginUtils\\.ts)$';
/** What `@theme/*` and `@theme-original/*` may reach besides the theme itself: the fallback theme. */
const THEME_ALIAS_TARGETS = '^core/client/theme-fallback/';
/** A plugin's theme components (its getThemePath() folder), which import other components as @theme/*. */
const PLUGIN_THEME_LAYER = '^plugins/[^/]+/theme/';
/** How a file reached through `quire/...` or `@theme/...` is marked: a tsconfig alias. */
const THROUGH_ALIAS = ['aliased-tsconfig-paths', 'aliased-tsconfig', 'aliased'] as const;

export const importRules: IForbiddenRuleType[] = [
  {
    name: 'core-imports-no-plugin',
    comment: 'core/ imports nothing from plugins/ except the list of built-in plugins (core/server/plugins/builtinPlugins.ts).',
    severity: 'error',
    from: { path: '^core/', pathNot: '^core/server/plugins/builtinPlugins\\.ts$' },
    to: { path: '^plugins/' },
  },
  {
    name: 'theme-imports-quire-by-path',
    comment: 'theme/ imports Quire through quire/client (and quire for types), never by a relative path.',
    severity: 'error',
    from: { path: '^theme/' },
    to: { path: '^(core|client|plugins)/', dependencyTypesNot: [...THROUGH_ALIAS] },
  },
  {
    name: 'theme-imports-non-public-entry',
    comment: 'theme/ imports Quire only through quire/client, quire (types) and @theme/*.',
    severity: 'error',
    from: { path: '^theme/' },
    to: { path: '^(core|client|plugins)/', pathNot: `${PUBLIC_ENTRIES}|${THEME_ALIAS_TARGETS}`, dependencyTypes: [...THROUGH_ALIAS] },
  },
  {
    name: 'plugin-imports-quire-by-path',
    comment: 'plugins/ import Quire through quire, quire/client and quire/plugin-utils, never by a relative path.',
    severity: 'error',
    from: { path: '^plugins/' },
    to: { path: '^(core|client|theme)/', dependencyTypesNot: [...THROUGH_ALIAS] },
  },
  {
    name: 'plugin-imports-non-public-entry',
    comment: 'plugins/ import Quire only through quire, quire/client and quire/plugin-utils.',
    severity: 'error',
    from: { path: '^plugins/', pathNot: PLUGIN_THEME_LAYER },
    to: { path: '^(core|client|theme)/', pathNot: PUBLIC_ENTRIES, dependencyTypes: [...THROUGH_ALIAS] },
  },
  {
    name: 'plugin-theme-imports-non-public-entry',
    comment: "A plugin's theme layer (plugins/<name>/theme/) imports Quire only through quire/client, quire (types) and @theme/*.",
    severity: 'error',
    from: { path: PLUGIN_THEME_LAYER },
    to: { path: '^(core|client)/', pathNot: `${PUBLIC_ENTRIES}|${THEME_ALIAS_TARGETS}`, dependencyTypes: [...THROUGH_ALIAS] },
  },
  {
    name: 'plugin-imports-other-plugin-by-path',
    comment: 'A plugin imports another plugin only through its public entry, quire/plugins/<name> (which reaches its index.ts alone).',
    severity: 'error',
    from: { path: '^plugins/([^/]+)/' },
    to: { path: '^plugins/', pathNot: '^plugins/$1/', dependencyTypesNot: [...THROUGH_ALIAS] },
  },
];

export interface ImportViolation {
  rule: string;
  from: string;
  /** The import as written. */
  module: string;
  /** The file it reached. */
  to: string;
  /** What the rule asks for. */
  advice: string;
}

/** The folders the rules judge, relative to `baseDir`. */
export const CHECKED_FOLDERS = ['core', 'client', 'plugins', 'theme'];

/**
 * Cruises `folders` (relative to `baseDir`, which has Quire's tsconfig.json with its "paths") and
 * returns every import that breaks a rule, with the rule's name.
 */
export async function checkImportRules({
  baseDir,
  folders = CHECKED_FOLDERS,
}: {
  baseDir: string;
  folders?: string[];
}): Promise<ImportViolation[]> {
  const { cruise } = await import('dependency-cruiser');
  const { default: extractTSConfig } = await import('dependency-cruiser/config-utl/extract-ts-config');
  const tsConfigFile = path.join(baseDir, 'tsconfig.json');
  const cwd = process.cwd();
  // dependency-cruiser reports paths relative to the working directory.
  process.chdir(baseDir);
  try {
    const output = await cruise(
      folders,
      {
        validate: true,
        ruleSet: { forbidden: importRules },
        tsPreCompilationDeps: true,
        tsConfig: { fileName: tsConfigFile },
        exclude: { path: '(^|/)(__tests__|__fixtures__|node_modules|lib|dist|\\.quire)/' },
        doNotFollow: { path: 'node_modules' },
        moduleSystems: ['es6', 'cjs'],
      },
      { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'] },
      { tsConfig: extractTSConfig(tsConfigFile) },
    );
    const result = output.output as ICruiseResult;
    const violations: ImportViolation[] = [];
    for (const module of result.modules) {
      for (const dependency of module.dependencies) {
        for (const rule of dependency.rules ?? []) {
          const advice = importRules.find((r) => r.name === rule.name)?.comment ?? '';
          violations.push({ rule: rule.name, from: module.source, module: dependency.module, to: dependency.resolved, advice });
        }
      }
    }
    return violations;
  } finally {
    process.chdir(cwd);
  }
}

/** One line per violation: `plugins/x/a.ts imports '../../core/errors' (core/errors.ts): plugin-imports-quire-by-path`. */
export function formatViolations(violations: readonly ImportViolation[]): string {
  return violations.map((v) => `${v.from} imports '${v.module}' (${v.to}): ${v.rule}: ${v.advice}`).join('\n');
}
