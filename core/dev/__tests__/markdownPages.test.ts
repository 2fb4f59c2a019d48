import fs from 'node:fs';
import path from 'node:path';
import { copyFixture } from '../../../test-utils/fixtures';
import { httpGet } from '../../../test-utils/http';
import { freePort } from '../../../test-utils/ports';
import { startQuire } from '../../../test-utils/runQuire';

jest.setTimeout(180_000);

const fixture = path.join(__dirname, '..', '..', '__tests__', '__fixtures__', 'markdown-site');

/** `GET <route>.md` from the dev server (CONTRACT §7: Copy Markdown works in dev too). */
describe('quire dev answers <route>.md', () => {
  let site: string;
  let server: Awaited<ReturnType<typeof startQuire>>;
  let url: string;

  beforeAll(async () => {
    site = copyFixture(fixture);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await startQuire(['dev', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /compiled in \d+ms/, timeout: 120_000 });
  });

  afterAll(async () => {
    await server?.stop();
  });

  test('GET /guide/features.md is the plain Markdown of the page', async () => {
    const response = await httpGet(`${url}/guide/features.md`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.body.startsWith('# Features\n')).toBe(true);
    expect(response.body).toContain('> **Tip**\n>\n> A tip with **bold** text.');
    expect(response.body).not.toContain('title: Features');
    expect(response.body).not.toContain(':::');
  });

  test('the Chinese page, an MDX page and the index too; other paths are not answered with Markdown', async () => {
    const zh = await httpGet(`${url}/zh/index.md`);
    expect(zh.status).toBe(200);
    expect(zh.body.startsWith('# Markdown 示例站点\n')).toBe(true);

    const components = await httpGet(`${url}/guide/components.md`);
    expect(components.status).toBe(200);
    expect(components.body).not.toMatch(/^import /m);
    expect(components.body).toContain('> **From MDX**');

    // A .tsx page has no Markdown source; an unknown page has no Markdown either.
    for (const missing of ['/guide/page-component.md', '/guide/nope.md']) {
      const response = await httpGet(`${url}${missing}`);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).not.toBe('text/markdown; charset=utf-8');
    }
  });

  test('after an edit, the next GET shows the new text', async () => {
    const file = path.join(site, 'docs/en/guide/features.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('A tip with **bold** text.', 'A freshly *edited* tip.'));
    const response = await httpGet(`${url}/guide/features.md`);
    expect(response.status).toBe(200);
    expect(response.body).toContain('> A freshly *edited* tip.');
    expect(response.body).not.toContain('A tip with **bold** text.');
  });

  test('a page added while the server runs gets its Markdown too', async () => {
    fs.writeFileSync(path.join(site, 'docs/en/guide/added.md'), '---\ntitle: Added\n---\n\n# Added later\n\n:::info\nNew.\n:::\n');
    const deadline = Date.now() + 20_000;
    let response = await httpGet(`${url}/guide/added.md`);
    while (response.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      response = await httpGet(`${url}/guide/added.md`);
    }
    expect(response.status).toBe(200);
    expect(response.body).toBe('# Added later\n\n> **Info**\n>\n> New.\n');
  });
});
