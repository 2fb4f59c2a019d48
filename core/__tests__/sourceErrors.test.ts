import fs from 'node:fs';
import path from 'node:path';
import { makeSite } from '../../test-utils/fixtures';
import { launchBrowser } from '../../test-utils/browser';
import { freePort } from '../../test-utils/ports';
import { runQuire, startQuire } from '../../test-utils/runQuire';

jest.setTimeout(240_000);

const config = (extra = '') => `import { defineConfig } from 'quire';\nexport default defineConfig({ title: 'T'${extra} });\n`;

/** Runs `quire build` in the site's folder, as a user would: paths in messages are relative to it. */
async function build(site: string, args: string[] = []) {
  const result = await runQuire(['build', ...args], { cwd: site, timeout: 200_000 });
  return { ...result, output: result.stdout + result.stderr };
}

describe('compile errors point at the source', () => {
  let output: string;
  let code: number | null;
  let site: string;

  beforeAll(async () => {
    site = makeSite({
      'quire.config.ts': config(),
      'docs/index.md': '# Home\n',
      'docs/missing.mdx': '# Missing\n\nimport X from "./nope"\n\n<X />\n',
      'docs/theme.mdx': 'import { Badge, Nope } from "@theme"\n\n# Theme\n\n<Nope />\n',
      'docs/syntax.mdx': '# Syntax\n\nSome text\n\n<div>\n\n{1 +}\n\n</div>\n',
    });
    ({ output, code } = await build(site));
  });

  test('the build fails and writes nothing', () => {
    expect(code).toBe(1);
    expect(output).toContain('The build failed with 3 error(s):');
    expect(fs.existsSync(path.join(site, 'dist'))).toBe(false);
  });

  test("a missing module imported from an MDX page is placed at the import in the .mdx, with a code frame", () => {
    expect(output).toContain(
      [
        "  - docs/missing.mdx:3:1: Module not found: './nope' cannot be resolved.",
        '      1 | # Missing',
        '      2 |',
        '    > 3 | import X from "./nope"',
        '        | ^',
        '      4 |',
        '      5 | <X />',
        '    Check the path: it is relative to the file that imports it.',
      ].join('\n'),
    );
  });

  test('a name the theme does not export is an error naming the import and the page', () => {
    expect(output).toContain(
      ["  - docs/theme.mdx:1:17: '@theme' has no export named 'Nope'.", '    > 1 | import { Badge, Nope } from "@theme"', '        |                 ^'].join('\n'),
    );
  });

  test("an MDX syntax error has its code frame and not the loader's path", () => {
    expect(output).toContain(
      [
        '  - docs/syntax.mdx:7:5: MDX compile error: Could not parse expression with acorn',
        '      5 | <div>',
        '      6 |',
        '    > 7 | {1 +}',
        '        |     ^',
        '      8 |',
        '      9 | </div>',
      ].join('\n'),
    );
    expect(output).not.toMatch(/mdxLoader|Module build failed|node_modules/);
    expect(output).not.toContain(site);
  });
});

describe('warnings', () => {
  let site: string;

  beforeAll(() => {
    site = makeSite({
      'quire.config.ts': config(),
      'docs/index.md': '# Home\n',
      // The missing name is never rendered: the page builds.
      'docs/warn.mdx': 'import { Here, Missing } from "./comp"\n\n# Warn\n\n<Here />\n\n{typeof Missing}\n',
      'docs/comp.tsx': 'export const frontmatter = { title: "Comp" };\nexport const Here = () => <p>here</p>;\nexport default function Page() { return <p>page</p>; }\n',
      'docs/latin1.md': Buffer.concat([Buffer.from('# Caf'), Buffer.from([0xe9]), Buffer.from('\n\nLine two\n\nna'), Buffer.from([0xef]), Buffer.from('ve\n')]) as unknown as string,
    });
  });

  const missingExport = [
    "  - docs/warn.mdx:1:16: './comp' has no export named 'Missing'.",
    '    > 1 | import { Here, Missing } from "./comp"',
    '        |                ^',
  ].join('\n');
  const notUtf8 = '  - docs/latin1.md:1:6: this file is not valid UTF-8 (the bytes there read as \uFFFD). Save it with the UTF-8 encoding.';

  test('are printed, and the build still succeeds', async () => {
    const { output, code } = await build(site);
    expect(code).toBe(0);
    expect(output).toContain('warning: 2 warning(s):');
    expect(output).toContain(missingExport);
    expect(output).toContain(notUtf8);
    expect(fs.readFileSync(path.join(site, 'dist/latin1.html'), 'utf8')).toContain('Line two');
  });

  test('--strict turns them into errors: exit 1, no output folder', async () => {
    fs.rmSync(path.join(site, 'dist'), { recursive: true, force: true });
    const { output, code } = await build(site, ['--strict']);
    expect(code).toBe(1);
    expect(output).toContain('The build failed with 2 warning(s) (strict mode turns warnings into errors):');
    expect(output).toContain(missingExport);
    expect(fs.existsSync(path.join(site, 'dist'))).toBe(false);
  });

  test('so does build.strict in the config', async () => {
    fs.writeFileSync(path.join(site, 'quire.config.ts'), config(', build: { strict: true }'));
    const { output, code } = await build(site);
    expect(code).toBe(1);
    expect(output).toContain('The build failed with 2 warning(s)');
    expect(fs.existsSync(path.join(site, 'dist'))).toBe(false);
  });
});

describe('render and frontmatter errors', () => {
  test("a page that throws while rendering names the route, the page's file and the author's components", async () => {
    const site = makeSite({
      'quire.config.ts': config(),
      'docs/index.md': '# Home\n',
      'docs/guide/a.mdx': 'import { Broken } from "../../components/Broken"\n\n# A\n\n<Broken />\n',
      'components/Broken.tsx':
        'function Inner(): never {\n  throw new Error("no data");\n}\nexport function Broken() {\n  return <section><Inner /></section>;\n}\n',
    });
    const { output, code } = await build(site);
    expect(code).toBe(1);
    expect(output).toContain(['1 page(s) failed to render:', '  - /guide/a: docs/guide/a.mdx: no data', '        in <Inner>', '        in <Broken>'].join('\n'));
  });

  test('an invalid frontmatter is reported once, with one position and a code frame', async () => {
    const site = makeSite({ 'quire.config.ts': config(), 'docs/index.md': '# Home\n', 'docs/a.mdx': '---\ntitle: [oops\n---\n\n# A\n' });
    const { output, code } = await build(site);
    expect(code).toBe(1);
    expect(output.match(/Invalid YAML frontmatter/g)).toHaveLength(1);
    expect(output).toContain(
      [
        '  - docs/a.mdx:2:13: Invalid YAML frontmatter: Flow sequence in block collection must be sufficiently indented and end with a ]',
        '      1 | ---',
        '    > 2 | title: [oops',
        '        |             ^',
      ].join('\n'),
    );
    expect(output).not.toMatch(/at line \d+, column \d+/);
  });
});

describe('quire dev', () => {
  test('prints warnings and errors placed in the source, with code frames and without the loader, in the terminal and the overlay', async () => {
    const site = makeSite({
      'quire.config.ts': config(),
      'docs/index.md': '# Home\n',
      'docs/warn.mdx': 'import { Here, Missing } from "./comp"\n\n# Warn\n\n<Here />\n\n{typeof Missing}\n',
      'docs/comp.tsx': 'export const frontmatter = { title: "Comp" };\nexport const Here = () => <p>here</p>;\nexport default function Page() { return <p>page</p>; }\n',
      'docs/syntax.mdx': '# Syntax\n\n<div>\n\n{1 +}\n\n</div>\n',
    });
    const port = await freePort();
    const server = await startQuire(['dev', '--port', String(port), '--host', '127.0.0.1', '--strict-port'], { cwd: site, ready: /dev server running/, timeout: 120_000 });
    try {
      // Each page compiles when a browser opens it; the overlay shows the same message as the terminal.
      const browser = await launchBrowser();
      let overlay = '';
      try {
        const page = await browser.newPage();
        for (const url of ['/warn', '/syntax']) {
          await page.goto(`http://127.0.0.1:${port}${url}`);
          await page.waitForTimeout(3000);
        }
        const frame = page.frameLocator('#webpack-dev-server-client-overlay');
        overlay = await frame.locator('body').innerText({ timeout: 30_000 });
      } finally {
        await browser.close();
      }
      expect(overlay).toContain(['docs/syntax.mdx:5:5: MDX compile error: Could not parse expression with acorn', '  3 | <div>'].join('\n'));
      expect(overlay).not.toMatch(/mdxLoader|Module build failed/);
      const deadline = Date.now() + 60_000;
      while (!/has no export named 'Missing'[\s\S]*\n[\s\S]*syntax\.mdx|syntax\.mdx[\s\S]*has no export named 'Missing'/.test(server.output()) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const output = server.output();
      expect(output).toContain(
        ["warning: 1 warning(s):", "  - docs/warn.mdx:1:16: './comp' has no export named 'Missing'.", '    > 1 | import { Here, Missing } from "./comp"', '        |                ^'].join('\n'),
      );
      expect(output).toContain(
        ['error: compile failed:', '  - docs/syntax.mdx:5:5: MDX compile error: Could not parse expression with acorn', '      3 | <div>', '      4 |', '    > 5 | {1 +}', '        |     ^'].join('\n'),
      );
      expect(output).not.toMatch(/mdxLoader|Module build failed/);
    } finally {
      await server.stop();
    }
  });
});
