import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { freePort } from '../../../test-utils/ports';
import { startQuire } from '../../../test-utils/runQuire';

/**
 * `quire dev` and plugins' `serveDevRequest`: a plugin answers its own paths under the site's base
 * (with the current pages and their Markdown), a failing hook answers 500 naming the plugin, other
 * paths go on to the pages, and the search plugin serves its index files through the same seam.
 */

jest.setTimeout(180_000);

const config = `export default {
  title: 'Dev Seam',
  base: '/site/',
  plugins: [
    {
      name: 'dev-probe',
      async serveDevRequest({ request, pages, readMarkdown, allContent }) {
        if (request.pathname === '/probe/fail.json') throw new Error('deliberately broken');
        if (request.pathname === '/probe/feed.xml') return { body: '<feed/>' };
        if (request.pathname !== '/probe/pages.json') return undefined;
        const listed = (await pages()).map(({ routePath, lang, title, toc, hasMarkdown, frontmatter }) => ({
          routePath, lang, title, toc: toc.map((item) => item.id), hasMarkdown, tag: frontmatter.tag ?? null,
        }));
        return {
          body: JSON.stringify({ pages: listed, markdown: await readMarkdown('/guide/start'), none: (await readMarkdown('/nowhere')) ?? null, docs: Boolean(allContent.docs) }),
          contentType: 'application/json',
        };
      },
    },
  ],
};
`;

describe('serveDevRequest in quire dev', () => {
  let server: Awaited<ReturnType<typeof startQuire>>;
  let origin: string;

  beforeAll(async () => {
    const site = makeSite({
      'quire.config.mjs': config,
      'docs/en/index.md': '# Home\n\nWelcome home.\n',
      'docs/en/guide/start.md': '---\ntag: intro\n---\n\n# Start here\n\n## Install the tool\n\nRun the zebracorn installer.\n\n## Configure\n\nDone.\n',
    });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startQuire(['dev', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /compiled in \d+ms/, timeout: 120_000 });
    expect(path.isAbsolute(site)).toBe(true);
  });

  afterAll(async () => {
    await server?.stop();
  });

  test("a plugin answers its path under the base, with the current pages and a page's Markdown", async () => {
    const response = await fetch(`${origin}/site/probe/pages.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = (await response.json()) as { pages: { routePath: string }[]; markdown: string; none: null; docs: boolean };
    expect(body.pages).toEqual(
      expect.arrayContaining([
        { routePath: '/guide/start', lang: 'en', title: 'Start here', toc: ['install-the-tool', 'configure'], hasMarkdown: true, tag: 'intro' },
        { routePath: '/', lang: 'en', title: 'Home', toc: [], hasMarkdown: true, tag: null },
      ]),
    );
    expect(body.markdown).toContain('Run the zebracorn installer.');
    expect(body.markdown).not.toContain('tag: intro');
    expect(body.none).toBeNull();
    expect(body.docs).toBe(true);
  });

  test('an answer without a content type gets one from its extension', async () => {
    const response = await fetch(`${origin}/site/probe/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toBe('<feed/>');
  });

  test('a hook that throws answers 500 naming the plugin and the path', async () => {
    const response = await fetch(`${origin}/site/probe/fail.json`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Plugin "dev-probe" failed in serveDevRequest for /probe/fail.json: deliberately broken');
    expect(server.output()).toContain('Plugin "dev-probe" failed in serveDevRequest');
  });

  test('paths outside the base, and paths no plugin serves, go on to the dev server', async () => {
    expect((await fetch(`${origin}/probe/pages.json`)).status).toBe(404);
    const page = await fetch(`${origin}/site/guide/start`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  test('the search plugin serves its manifest and index in dev, built from the pages', async () => {
    const manifest = (await (await fetch(`${origin}/site/assets/search/manifest.json`)).json()) as Record<string, string>;
    expect(Object.keys(manifest)).toEqual(['en']);
    expect(manifest.en).toMatch(/^search-index\.en\.[0-9a-f]{8}\.json$/);
    const index = await fetch(`${origin}/site/assets/search/${manifest.en}`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await index.text();
    expect(text).toContain('zebracorn');
    expect(text).toContain('/guide/start#install-the-tool');
    expect((await fetch(`${origin}/site/assets/search/search-index.xx.00000000.json`)).status).toBe(404);
  });
});
