import fs from 'node:fs';
import path from 'node:path';
import { checkSamples, EXCERPT_WORD, formatProblem, importedModules, namedModules, repoRoot, samplesOfPage, websiteSamples, type Sample } from '../test-utils/websiteSamples';

/**
 * Every `ts`/`tsx` code block of the website (website/docs/{en,zh}) that imports from `quire`,
 * `quire/*`, `@theme` or `@theme-original` type-checks against Quire's real types: all of them in
 * one TypeScript program, with the options of a site made by `npm create quire` and Quire's entries
 * resolved to the repository's sources (test-utils/websiteSamples.ts has the rules, and what a
 * sample may import besides Quire).
 */

jest.setTimeout(120_000);

describe('the website samples', () => {
  let samples: Sample[];
  let excerpts: Sample[];

  beforeAll(async () => {
    ({ samples, excerpts } = await websiteSamples());
  });

  test('are found on the pages of both languages, with their lines', () => {
    const en = samples.filter((s) => s.page.startsWith('website/docs/en/'));
    const zh = samples.filter((s) => s.page.startsWith('website/docs/zh/'));
    expect(en.length).toBeGreaterThan(100);
    // The Chinese pages show the same code as the English ones.
    expect(zh.map((s) => `${s.page.slice('website/docs/zh/'.length)} ${s.lang}`)).toEqual(
      en.map((s) => `${s.page.slice('website/docs/en/'.length)} ${s.lang}`),
    );
    const introduction = en.filter((s) => s.page === 'website/docs/en/guide/start/introduction.md');
    expect(introduction.length).toBeGreaterThan(0);
    for (const sample of samples) {
      expect(sample.code).toMatch(/from ['"](quire|@theme)/);
      // The lines messages name: the block's fence, and its first line of code.
      const lines = fs.readFileSync(path.join(repoRoot, sample.page), 'utf8').split('\n');
      expect(lines[sample.line - 1]).toMatch(new RegExp(`^\\s*(\`{3,}|~{3,})${sample.lang}\\b`));
      expect(lines[sample.firstCodeLine - 1]?.trim()).toBe(sample.code.split('\n')[0]?.trim());
    }
  });

  test('few blocks are excerpts, each on both languages', () => {
    expect(excerpts.length).toBeLessThanOrEqual(4);
    const key = (s: Sample) => s.page.replace(/^website\/docs\/(en|zh)\//, '');
    expect(excerpts.filter((s) => s.page.includes('/zh/')).map(key)).toEqual(excerpts.filter((s) => s.page.includes('/en/')).map(key));
  });

  test('import each module the check declares for them (a declaration no sample needs goes)', () => {
    const imported = new Set(samples.flatMap((s) => importedModules(s.code)));
    const modules = namedModules();
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((m) => ![...imported].some((specifier) => m.matches(specifier))).map((m) => m.name)).toEqual([]);
  });

  test('type-check against Quire\'s types', () => {
    const problems = checkSamples(samples).map(formatProblem);
    expect(problems).toEqual([]);
  });
});

describe('the sample checker', () => {
  const page = (code: string, meta = 'title="quire.config.ts"') => `# A page\n\nSome text.\n\n\`\`\`ts ${meta}\n${code}\n\`\`\`\n`;

  test('names the page, the block and the line of a wrong option', async () => {
    const { samples } = await samplesOfPage({
      page: 'website/docs/en/synthetic.md',
      source: page(["import { defineConfig } from 'quire';", '', 'export default defineConfig({', "  title: 42,", '});'].join('\n')),
    });
    expect(samples).toHaveLength(1);
    const problems = checkSamples(samples);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ page: 'website/docs/en/synthetic.md', blockLine: 5, line: 9 });
    expect(formatProblem(problems[0]!)).toMatch(/^website\/docs\/en\/synthetic\.md:9 \(the block at line 5\): TS2769: No overload matches this call\.[^]*Type 'number' is not assignable to type 'string'/);
  });

  test('finds what a module does not export, an unknown module and an unknown theme component', async () => {
    const code = [
      "import { definePlugin, noSuchThing } from 'quire';",
      "import missing from './not-on-this-page';",
      "import Navbar from '@theme/Navbar';",
      "import Navbarr from '@theme-original/Navbarr';",
      'void definePlugin; void noSuchThing; void missing; void Navbar; void Navbarr;',
    ];
    const { samples } = await samplesOfPage({ page: 'website/docs/en/synthetic.mdx', source: page(code.join('\n'), '') });
    const messages = checkSamples(samples).map(formatProblem);
    expect(messages).toEqual([
      expect.stringMatching(/synthetic\.mdx:6 .*TS2305: Module .* has no exported member 'noSuchThing'/),
      expect.stringMatching(/synthetic\.mdx:7 .*TS2307: Cannot find module '\.\/not-on-this-page'/),
      expect.stringMatching(/synthetic\.mdx:9 .*TS2307: Cannot find module '@theme-original\/Navbarr'/),
    ]);
  });

  test('resolves an import of another titled block of the page, and nothing else', async () => {
    const source = [
      '```ts title="plugins/hello/index.ts"',
      "import type { PluginFactory } from 'quire';",
      "const hello: PluginFactory = () => ({ name: 'hello' });",
      'export default hello;',
      '```',
      '',
      '```ts title="quire.config.ts"',
      "import { defineConfig } from 'quire';",
      "import hello from './plugins/hello';",
      'export default defineConfig({ plugins: [hello], title: hello.name.length });',
      '```',
    ].join('\n');
    const { samples } = await samplesOfPage({ page: 'website/docs/en/synthetic.md', source });
    expect(samples.map((s) => s.title)).toEqual(['plugins/hello/index.ts', 'quire.config.ts']);
    // The import is found (else TS2307), and typed: `title` takes a string, not a number.
    expect(checkSamples(samples).map(formatProblem)).toEqual([expect.stringMatching(/synthetic\.md:10 \(the block at line 7\): TS2769: No overload matches this call\.[^]*Type 'number' is not assignable to type 'string'/)]);
  });

  test(`leaves out blocks marked \`${EXCERPT_WORD}\`, blocks not importing Quire, and other languages`, async () => {
    const source = [
      page("import { defineConfig } from 'quire';\nexport default defineConfig({ title: 1 });", `${EXCERPT_WORD} title="quire.config.ts"`),
      page('const x: number = "not checked";', ''),
      "```js\nimport { defineConfig } from 'quire';\n```\n",
    ].join('\n');
    const { samples, excerpts } = await samplesOfPage({ page: 'website/docs/en/synthetic.md', source });
    expect(samples).toEqual([]);
    expect(excerpts.map((s) => s.line)).toEqual([5]);
  });
});
