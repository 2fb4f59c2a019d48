// First-load JS and CSS of a page: what Chromium downloads before the page's `load` event (the
// scripts and stylesheets it needs to become interactive), raw and gzip. Any tool's output is
// served by Quire's own static server (the same normalisation a static host does).
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { repoRoot } from './tools.mjs';

const requireLib = createRequire(path.join(repoRoot, 'lib', 'core', 'index.js'));
const { buildStaticIndex } = requireLib('./preview/staticIndex.js');
const { handleStaticRequest } = requireLib('./preview/serveStatic.js');

export async function serveFolder(dir) {
  const site = { root: dir, base: '/', pages: await buildStaticIndex(dir) };
  const server = http.createServer((req, res) => handleStaticRequest(site, req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

export function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** { js: {raw, gzip, files}, css: {raw, gzip, files} } of one page load. */
export async function measureFirstLoad(browser, url) {
  const page = await browser.newPage();
  const pending = [];
  let loaded = false;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (loaded || (type !== 'script' && type !== 'stylesheet')) return;
    pending.push(response.body().then((body) => ({ type, url: response.url(), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length })).catch(() => undefined));
  });
  await page.goto(url, { waitUntil: 'load' });
  loaded = true;
  const files = (await Promise.all(pending)).filter(Boolean);
  await page.close();
  const sum = (type) => {
    const list = files.filter((f) => f.type === type);
    return { raw: list.reduce((a, f) => a + f.raw, 0), gzip: list.reduce((a, f) => a + f.gzip, 0), files: list.length };
  };
  return { js: sum('script'), css: sum('stylesheet') };
}
