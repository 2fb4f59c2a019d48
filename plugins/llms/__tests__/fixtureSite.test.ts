import fs from 'node:fs';
import path from 'node:path';
import { builtSite } from '../../../test-utils/builtSites';
import { copyFixture, copyFixtureTo } from '../../../test-utils/fixtures';
import { httpGet } from '../../../test-utils/http';
import { freePort } from '../../../test-utils/ports';
import { repoRoot, runQuire, startQuire } from '../../../test-utils/runQuire';

/**
 * The llms plugin on a real site (plugins/llms/__tests__/__fixtures__/llms-site: English and
 * Chinese, base `/docs/`, `siteUrl` set, a sidebar with a section header and a group, one page
 * excluded by the options, one `noindex` page): the built files, read as llmstxt.org Markdown, and
 * the same files from `quire dev`.
 */

jest.setTimeout(240_000);

const fixtureDir = path.join(repoRoot, 'plugins', 'llms', '__tests__', '__fixtures__', 'llms-site');
const ORIGIN = 'https://gadget.example/docs/';

function builtLlmsSite(): Promise<string> {
  return builtSite({
    variant: 'llms-site',
    build: async (site) => {
      copyFixtureTo({ fixtureDir, target: site });
      const build = await runQuire(['build', site], { timeout: 200_000 });
      if (build.code !== 0) throw new Error(`the llms fixture did not build:\n${build.stdout}\n${build.stderr}`);
    },
  });
}

interface ParsedLlmsTxt {
  title: string;
  description: string[];
  sections: { title: string; links: { text: string; url: string; description?: string }[] }[];
}

/**
 * Reads `llms.txt` as llmstxt.org lays it out, line by line, and fails on any line that is not
 * part of that layout: an H1, a blockquote, then H2 sections of `- [text](url): description` lines.
 */
function parseLlmsTxt(text: string): ParsedLlmsTxt {
  expect(text.endsWith('\n')).toBe(true);
  const lines = text.slice(0, -1).split('\n');
  const h1 = /^# (.+)$/.exec(lines[0]!);
  expect(h1).not.toBeNull();
  const parsed: ParsedLlmsTxt = { title: h1![1]!, description: [], sections: [] };
  let index = 1;
  expect(lines[index++]).toBe('');
  while (lines[index]?.startsWith('>')) parsed.description.push(lines[index++]!.replace(/^> ?/, ''));
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    if (line === '') continue;
    const h2 = /^## (.+)$/.exec(line);
    if (h2) {
      parsed.sections.push({ title: h2[1]!, links: [] });
      continue;
    }
    const link = /^- \[((?:\\.|[^\\\]])+)\]\(([^()\s]+)\)(?:: (.+))?$/.exec(line);
    if (!link || parsed.sections.length === 0) throw new Error(`line ${index + 1} of llms.txt is not an H2 or a link line in a section: ${JSON.stringify(line)}`);
    parsed.sections.at(-1)!.links.push({ text: link[1]!.replace(/\\(.)/g, '$1'), url: link[2]!, ...(link[3] ? { description: link[3] } : {}) });
  }
  return parsed;
}

/** The `.md` file in `dist/` that an absolute llms URL names. */
function fileOfUrl({ dist, url }: { dist: string; url: string }): string {
  expect(url.startsWith(ORIGIN)).toBe(true);
  return path.join(dist, decodeURIComponent(url.slice(ORIGIN.length)));
}

/** `llms-full.txt` cut into its pages: each `---\nurl: ...\n---` header and the Markdown under it. */
function parseLlmsFull(text: string): { url: string; markdown: string }[] {
  const parts = text.split(/^---\nurl: (\S+)\n---\n\n/m);
  expect(parts[0]).toBe('');
  const pages: { url: string; markdown: string }[] = [];
  for (let index = 1; index < parts.length; index += 2) pages.push({ url: parts[index]!, markdown: parts[index + 1]!.trim() });
  return pages;
}

describe('llms plugin on a built site', () => {
  let dist: string;
  beforeAll(async () => {
    dist = path.join(await builtLlmsSite(), 'dist');
  });
  const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

  test('llms.txt: the site title, the description, the sidebar groups in order, then the pages outside the sidebar', () => {
    const parsed = parseLlmsTxt(read('llms.txt'));
    expect(parsed.title).toBe('Gadget');
    expect(parsed.description).toEqual(['Gadget makes widgets.']);
    expect(parsed.sections.map((section) => [section.title, section.links.map((link) => link.url)])).toEqual([
      ['Basics', [`${ORIGIN}guide/start.md`]],
      ['Advanced', [`${ORIGIN}guide/advanced/tuning.md`]],
      ['Others', [`${ORIGIN}index.md`]],
    ]);
    expect(parsed.sections[0]!.links[0]).toEqual({ text: 'Getting [started]', url: `${ORIGIN}guide/start.md`, description: 'Install Gadget and make a first widget.' });
    for (const link of parsed.sections.flatMap((section) => section.links)) expect(fs.existsSync(fileOfUrl({ dist, url: link.url }))).toBe(true);
  });

  test('zh/llms.txt: the language\'s title, the per-language description, its own groups, a non-ASCII file name percent-encoded', () => {
    const parsed = parseLlmsTxt(read('zh/llms.txt'));
    expect(parsed.title).toBe('小工具');
    expect(parsed.description).toEqual(['小工具用来做部件。']);
    expect(parsed.sections.map((section) => [section.title, section.links.map((link) => link.text)])).toEqual([
      ['基础', ['开始']],
      ['进阶', ['调优']],
      ['其他', ['小工具']],
    ]);
    const tuning = parsed.sections[1]!.links[0]!.url;
    expect(tuning).toBe(`${ORIGIN}zh/guide/advanced/%E8%B0%83%E4%BC%98.md`);
    for (const link of parsed.sections.flatMap((section) => section.links)) expect(fs.existsSync(fileOfUrl({ dist, url: link.url }))).toBe(true);
  });

  test('the excluded page and the noindex page are built, with their twins, but listed nowhere', () => {
    expect(fs.existsSync(path.join(dist, 'guide/secret.md'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'guide/hidden.html'))).toBe(true);
    for (const file of ['llms.txt', 'llms-full.txt', 'zh/llms.txt', 'zh/llms-full.txt']) {
      expect(read(file)).not.toMatch(/secret|hidden|Secret|Hidden|秘密/);
    }
  });

  test.each(['', 'zh/'])('%sllms-full.txt: every listed page once, in the order of llms.txt, each exactly its .md twin', (prefix) => {
    const listed = parseLlmsTxt(read(`${prefix}llms.txt`)).sections.flatMap((section) => section.links);
    const pages = parseLlmsFull(read(`${prefix}llms-full.txt`));
    expect(pages.map((page) => page.url)).toEqual(listed.map((link) => link.url));
    for (const [index, page] of pages.entries()) {
      const twin = fs.readFileSync(fileOfUrl({ dist, url: page.url }), 'utf8').trim();
      // A twin without an h1 (a home page) is headed by its title.
      expect(page.markdown).toBe(twin.startsWith('# ') ? twin : `# ${listed[index]!.text}\n\n${twin}`);
    }
  });
});

describe('llms plugin in quire dev', () => {
  let server: Awaited<ReturnType<typeof startQuire>> | undefined;
  let origin: string;
  let dist: string;
  let devSite: string;

  beforeAll(async () => {
    dist = path.join(await builtLlmsSite(), 'dist');
    devSite = copyFixture(fixtureDir);
    // The same options, the plugin listed as [factory, options] this time.
    const config = path.join(devSite, 'quire.config.ts');
    const source = fs.readFileSync(config, 'utf8');
    fs.writeFileSync(
      config,
      `import llms from 'quire/plugins/llms';\n${source.replace("['quire/plugins/llms', {", '[llms, {')}`,
    );
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startQuire(['dev', devSite, '--port', String(port), '--host', '127.0.0.1'], { ready: /compiled in \d+ms/, timeout: 180_000 });
  });

  afterAll(async () => {
    await server?.stop();
    if (devSite) fs.rmSync(devSite, { recursive: true, force: true });
  });

  test.each(['llms.txt', 'zh/llms.txt', 'llms-full.txt', 'zh/llms-full.txt'])('/docs/%s is served as text/plain and says what the build wrote', async (file) => {
    const response = await httpGet(`${origin}/docs/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(fs.readFileSync(path.join(dist, file), 'utf8'));
  });

  test('other languages and paths are not the plugin\'s', async () => {
    expect((await httpGet(`${origin}/docs/fr/llms.txt`)).status).toBe(404);
    expect((await httpGet(`${origin}/llms.txt`)).status).toBe(404);
  });
});
