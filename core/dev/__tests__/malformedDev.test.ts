import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../../test-utils/browser';
import { makeSite, writeFiles } from '../../../test-utils/fixtures';
import { freePort } from '../../../test-utils/ports';
import { startQuire } from '../../../test-utils/runQuire';
import { malformedCases, type MalformedCase } from '../../__tests__/malformed/corpus';
import { writeCaseFiles } from '../../__tests__/malformed/report';

/**
 * The dev server with broken content, in Chromium: one case of each kind of the malformed corpus
 * (core/__tests__/malformed/corpus.ts) is written into a running `quire dev` while a tab shows its
 * page. The overlay names the case's place (as `quire build` does); once the file is fixed, the
 * same tab shows the fixed page and the overlay goes, without a restart of the server.
 */

jest.setTimeout(300_000);

/** One case per kind: MDX syntax, an expression left open, YAML, a field's type, _meta.json, an import, a route clash. */
const IDS = [
  'mdx-syntax/unclosed-tag-top',
  'unclosed-expression/brace-top',
  'yaml/flow-sequence.md',
  'frontmatter-type/title-number.mdx',
  'meta-json/invalid-trailing-comma',
  'import/relative',
  'route-collision/page-and-folder',
];

const byId = new Map(malformedCases().map((c) => [c.id, c]));
const chosen = IDS.map((id) => byId.get(id)!);

/** The page a case breaks (its first Markdown file), and its route. */
function pageOf(c: MalformedCase): { file: string; route: string } {
  const file = Object.keys(c.files).find((name) => /\.mdx?$/.test(name))!;
  return { file, route: file.replace(/^docs/, '').replace(/(\/index)?\.mdx?$/, '') };
}

/** The files that fix a case: its pages as plain headings, its _meta.json valid; files it adds beside its page are removed. */
function fixed(c: MalformedCase, title: string): { write: Record<string, string>; remove: string[] } {
  const { file } = pageOf(c);
  const write: Record<string, string> = { [file]: `# ${title}\n\nFixed.\n` };
  const remove: string[] = [];
  for (const name of Object.keys(c.files)) {
    if (name === file) continue;
    if (name.endsWith('_meta.json')) write[name] = '["a"]\n';
    else if (/\.mdx?$/.test(name)) remove.push(name);
  }
  return { write, remove };
}

let site: string;
let server: Awaited<ReturnType<typeof startQuire>>;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  // Every case's page starts out fine; each test breaks one.
  const files: Record<string, string> = { 'quire.config.ts': "import { defineConfig } from 'quire';\nexport default defineConfig({ title: 'Dev', markdown: { checkDeadLinks: false } });\n", 'docs/index.md': '# Home\n' };
  for (const c of chosen) Object.assign(files, fixed(c, `Start ${c.id}`).write);
  site = makeSite(files);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // From the site's folder: places read as the build's (docs/...), relative to it.
  server = await startQuire(['dev', '--port', String(port), '--host', '127.0.0.1', '--strict-port'], { cwd: site, ready: /compiled in \d+ms/, timeout: 180_000 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

async function open(route: string, heading: string): Promise<Page> {
  const page = await (await newContext({ browser })).newPage();
  await page.goto(origin + route);
  await page.locator('h1', { hasText: heading }).first().waitFor({ timeout: 90_000 });
  return page;
}

test.each(chosen.map((c) => [c.id, c] as const))('%s: the overlay names the place, and the tab recovers once the file is fixed', async (id, c) => {
  if (c.expect.outcome !== 'fails') throw new Error(`${id} is not a failing case`);
  const { route } = pageOf(c);
  const page = await open(route, `Start ${id}`);

  const { place, message } = c.expect;
  const fix = fixed(c, `Fixed ${id}`);
  writeCaseFiles(site, [c]);
  try {
    const overlay = page.frameLocator('#webpack-dev-server-client-overlay');
    await overlay.locator('body', { hasText: place }).waitFor({ timeout: 90_000 }).catch((error: Error) => {
      throw new Error(`${error.message}\nno overlay naming ${place}; the server said:\n${server.output().slice(-4000)}`);
    });
    const line = (await overlay.locator('body').innerText()).split('\n').find((text) => text.includes(place))!;
    expect(line.slice(line.indexOf(place) + place.length + 2)).toMatch(message);
    // The terminal says it too (compile errors wait a moment there: see reportCompiles).
    for (const deadline = Date.now() + 15_000; !server.output().includes(place) && Date.now() < deadline; ) await page.waitForTimeout(200);
    expect(server.output()).toContain(place);
  } finally {
    // Fixed even when the test fails: a case left broken would hide the next one's error.
    for (const name of fix.remove) fs.rmSync(path.join(site, name), { force: true });
    writeFiles(site, fix.write);
  }
  await page.locator('h1', { hasText: `Fixed ${id}` }).first().waitFor({ timeout: 90_000 }).catch((error: Error) => {
    throw new Error(`${error.message}\nthe tab did not recover; the server said:\n${server.output().slice(-4000)}`);
  });
  await page.locator('#webpack-dev-server-client-overlay').waitFor({ state: 'detached', timeout: 30_000 });
  await page.context().close();
});

test('the server kept running: one start, no restart', () => {
  expect(server.output().match(/dev server running/g)).toHaveLength(1);
  expect(server.output()).not.toMatch(/restarting the dev server/);
});
