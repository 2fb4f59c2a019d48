// First-load JS and CSS of a page: what Chromium downloads before the page's `load` event (the
// scripts and stylesheets it needs to become interactive), raw and gzip, and the JavaScript it has
// fetched once the network is idle (as sent: gzip). Any tool's output is served by Quire's own
// static server (the same normalisation a static host does), with gzip.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { repoRoot } from './tools.mjs';

const requireLib = createRequire(path.join(repoRoot, 'lib', 'core', 'index.js'));
const { buildStaticIndex } = requireLib('./preview/staticIndex.js');
const { handleStaticRequest } = requireLib('./preview/serveStatic.js');

/**
 * Serves an output folder on a loopback port with Quire's preview handler. Responses are gzip
 * whenever the browser takes gzip (the handler would pick Brotli for Chromium): every tool's output
 * is compared as a plain gzip host sends it.
 */
export async function serveFolder(dir) {
  const site = { root: dir, base: '/', pages: await buildStaticIndex(dir) };
  const server = http.createServer((req, res) => {
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) req.headers['accept-encoding'] = 'gzip';
    handleStaticRequest(site, req, res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

export function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * One page load: { js, css } fetched before `load` ({ raw, gzip (level 9), files }), and `idleJs`,
 * the scripts fetched until the network is idle ({ raw, gzip: the bytes sent, files }).
 */
export async function measureFirstLoad(browser, url) {
  const page = await browser.newPage();
  const pending = [];
  let loaded = false;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const beforeLoad = !loaded;
    pending.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => ({ type, beforeLoad, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, sent: sizes.responseBodySize }))
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  loaded = true;
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter(Boolean);
  await page.close();
  const sum = (list, gzip) => ({ raw: list.reduce((a, f) => a + f.raw, 0), gzip: list.reduce((a, f) => a + f[gzip], 0), files: list.length });
  const atLoad = files.filter((f) => f.beforeLoad);
  return {
    js: sum(atLoad.filter((f) => f.type === 'script'), 'gzip'),
    css: sum(atLoad.filter((f) => f.type === 'stylesheet'), 'gzip'),
    idleJs: sum(files.filter((f) => f.type === 'script'), 'sent'),
  };
}
