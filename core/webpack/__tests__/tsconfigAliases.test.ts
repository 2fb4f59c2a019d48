import fs from 'node:fs';
import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { QuireError } from '../../errors';
import { logger } from '../../logger/logger';
import { aliasesFromTsconfig, readTsconfigAliases } from '../tsconfigAliases';
import { resolveSiteImport } from '../siteImports';

describe('aliasesFromTsconfig', () => {
  test('a pattern with one * keeps it, one without is exact, targets in order, relative to baseUrl', () => {
    expect(
      aliasesFromTsconfig({
        baseUrl: '/site',
        paths: { '@components/*': ['./components/*', 'shared/*'], '@config': ['./src/config.ts'], '@en/*': ['docs/en/*'] },
      }),
    ).toEqual({
      alias: {
        '@components/*': ['/site/components/*', '/site/shared/*'],
        '@config$': ['/site/src/config.ts'],
        '@en/*': ['/site/docs/en/*'],
      },
      modules: ['/site'],
    });
  });

  test('without baseUrl, paths are relative to the tsconfig that set them, and no module folder is added', () => {
    expect(aliasesFromTsconfig({ pathsBasePath: '/site/config', paths: { '@lib/*': ['../lib/*'] } })).toEqual({ alias: { '@lib/*': ['/site/lib/*'] }, modules: [] });
  });

  test('"*" becomes a module folder (after the packages); what webpack cannot express is left out', () => {
    expect(
      aliasesFromTsconfig({
        pathsBasePath: '/site',
        paths: { '*': ['./types/*', './exact'], '*.css': ['./styles/*.css'], '@a/*/b/*': ['./x/*/*'], '@mismatch/*': ['./no-star'] },
      }),
    ).toEqual({ alias: {}, modules: ['/site/types'] });
  });

  test('nothing to go on: no aliases', () => {
    expect(aliasesFromTsconfig({})).toEqual({ alias: {}, modules: [] });
    expect(aliasesFromTsconfig({ paths: { '@x/*': ['./x/*'] } })).toEqual({ alias: {}, modules: [] });
  });
});

describe('readTsconfigAliases', () => {
  const cacheFileOf = (siteDir: string) => path.join(siteDir, '.quire', 'cache', 'tsconfig-aliases.json');

  test('reads paths through extends (comments, trailing commas), relative to the config that set them; cached until a file changes', () => {
    const siteDir = makeSite({
      'configs/base.json': `{ "compilerOptions": { "paths": { "@components/*": ["../components/*"] } } }`,
      'tsconfig.json': `{\n  // ours\n  "extends": "./configs/base.json",\n  "compilerOptions": { "strict": true, },\n}\n`,
    });
    const cacheFile = cacheFileOf(siteDir);
    expect(readTsconfigAliases({ siteDir, cacheFile })).toEqual({ alias: { '@components/*': [path.join(siteDir, 'components/*')] }, modules: [] });
    const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as { stamps: Record<string, string> };
    expect(Object.keys(cached.stamps).sort()).toEqual([path.join(siteDir, 'configs/base.json'), path.join(siteDir, 'tsconfig.json')].sort());
    // The extended file changes: read again.
    fs.writeFileSync(path.join(siteDir, 'configs/base.json'), `{ "compilerOptions": { "baseUrl": "..", "paths": { "@c/*": ["components/*"] } } }`);
    expect(readTsconfigAliases({ siteDir, cacheFile })).toEqual({ alias: { '@c/*': [path.join(siteDir, 'components/*')] }, modules: [siteDir] });
  });

  test('a cache file cut short or not an alias cache is discarded with a one-line warning, and rewritten', () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    for (const broken of ['{"stamps":{"/x":"1"', '{"stamps":null,"aliases":{}}']) {
      // A site of its own each time: the cache is also kept in memory per file.
      const siteDir = makeSite({ 'tsconfig.json': '{ "compilerOptions": { "paths": { "@c/*": ["./c/*"] } } }' });
      const cacheFile = cacheFileOf(siteDir);
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
      fs.writeFileSync(cacheFile, broken);
      expect(readTsconfigAliases({ siteDir, cacheFile })).toEqual({ alias: { '@c/*': [path.join(siteDir, 'c/*')] }, modules: [] });
      expect(JSON.parse(fs.readFileSync(cacheFile, 'utf8')).aliases).toEqual({ alias: { '@c/*': [path.join(siteDir, 'c/*')] }, modules: [] });
    }
    expect(warn.mock.calls.map(([message]) => message.replace(/ \(.*\)/, ' (...)'))).toEqual(
      Array(2).fill(expect.stringMatching(/^the tsconfig alias cache .*tsconfig-aliases\.json could not be read \(\.\.\.\): it is discarded and tsconfig\.json read again$/)),
    );
    warn.mockRestore();
  });

  test('a tsconfig that names no paths, baseUrl or extends, or no tsconfig: no aliases, nothing cached', () => {
    const siteDir = makeSite({ 'tsconfig.json': `{ "compilerOptions": { "strict": true } }` });
    expect(readTsconfigAliases({ siteDir, cacheFile: cacheFileOf(siteDir) })).toEqual({ alias: {}, modules: [] });
    expect(fs.existsSync(cacheFileOf(siteDir))).toBe(false);
    const bare = makeSite({ 'docs/index.md': '# Hi\n' });
    expect(readTsconfigAliases({ siteDir: bare, cacheFile: cacheFileOf(bare) })).toEqual({ alias: {}, modules: [] });
  });

  const errorOf = (siteDir: string): QuireError => {
    try {
      readTsconfigAliases({ siteDir, cacheFile: cacheFileOf(siteDir) });
    } catch (error) {
      return error as QuireError;
    }
    throw new Error('no error');
  };

  test('a tsconfig TypeScript cannot read is an error at its place', () => {
    const broken = makeSite({ 'tsconfig.json': `{\n  "compilerOptions": {\n    "paths": { "@x/*": ["./x/*"] ]\n  }\n}\n` });
    const syntax = errorOf(broken);
    expect(syntax).toBeInstanceOf(QuireError);
    expect(syntax.message).toMatch(/^Could not read tsconfig.json: ',' expected/);
    expect(syntax.location).toEqual({ file: path.join(broken, 'tsconfig.json'), line: 3, column: 34 });
    const missing = errorOf(makeSite({ 'tsconfig.json': `{\n  "extends": "./missing.json",\n  "compilerOptions": { "paths": { "@x/*": ["./x/*"] } }\n}\n` }));
    expect(missing).toBeInstanceOf(QuireError);
    expect(missing.message).toContain('missing.json');
  });
});

describe('resolveSiteImport (fragments resolve as the bundle does)', () => {
  const siteDir = makeSite({
    'tsconfig.json': `{ "compilerOptions": { "baseUrl": ".", "paths": { "@en/*": ["./docs/en/*"], "@intro": ["./docs/en/_intro.md"] } } }`,
    'docs/en/guide/page.mdx': '# Page\n',
    'docs/en/guide/fragments/intro.mdx': '## Intro\n',
    'docs/en/guide/fragments/both.tsx': 'export default () => null;\n',
    'docs/en/guide/fragments/both.mdx': '## Both\n',
    'docs/en/guide/fragments/folder/index.md': '## Folder\n',
    'docs/en/_intro.md': '## Top\n',
    'shared/note.md': '## Note\n',
  });
  const fromFile = path.join(siteDir, 'docs/en/guide/page.mdx');
  const resolve = (specifier: string) => resolveSiteImport({ fromFile, specifier, siteDir });

  test.each([
    ['./fragments/intro', 'docs/en/guide/fragments/intro.mdx'],
    ['./fragments/intro.mdx', 'docs/en/guide/fragments/intro.mdx'],
    // webpack's extension order: a component wins over a fragment of the same name.
    ['./fragments/both', 'docs/en/guide/fragments/both.tsx'],
    ['./fragments/folder', 'docs/en/guide/fragments/folder/index.md'],
    ['@en/guide/fragments/intro', 'docs/en/guide/fragments/intro.mdx'],
    ['@intro', 'docs/en/_intro.md'],
    ['@site/shared/note', 'shared/note.md'],
    // baseUrl
    ['shared/note', 'shared/note.md'],
  ])('%s -> %s', (specifier, file) => {
    expect(resolve(specifier)).toBe(path.join(siteDir, file));
  });

  test('a query, a package or a missing file is no fragment', () => {
    expect(resolve('./fragments/intro.mdx?raw')).toBeUndefined();
    expect(resolve('react')).toBeUndefined();
    expect(resolve('./fragments/missing')).toBeUndefined();
  });
});
