// The dev server as a writer meets it: time from `quire dev` to the first page rendered in
// Chromium, and time from saving a page to its new text showing in the open page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { median } from './measure.mjs';
import { repoRoot } from './tools.mjs';
import { pageFile } from '../corpus.mjs';

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits for the server to answer (a cheap HTTP request every 50 ms, as a writer would wait for
 * the "running" line: hammering Chromium with failed navigations costs seconds of CPU the server
 * needs), then opens the page in Chromium and waits for its heading.
 */
async function waitForPage(browser, url, deadline) {
  for (;;) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`The dev server did not answer ${url} in time.`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 });
  await page.waitForSelector('main h1', { timeout: 30_000 });
  return page;
}

/** { firstPageMs, editMs: median of `edits` saves, editSamples } for a Quire site. */
export async function measureDevServer({ browser, root, cold, edits = 5 }) {
  if (cold) fs.rmSync(path.join(root, '.quire', 'cache'), { recursive: true, force: true });
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'quire.js'), 'dev', root, '--port', String(port), '--host', '127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  });
  try {
    const page = await waitForPage(browser, `http://127.0.0.1:${port}/guide/section-1/page-1`, started + 120_000);
    const firstPageMs = Date.now() - started;
    const file = pageFile({ tool: 'quire', root, lang: 'en', index: 0 });
    const original = fs.readFileSync(file, 'utf8');
    const samples = [];
    try {
      for (let i = 0; i < edits; i += 1) {
        const marker = `Bench edit ${i} ${Date.now()}`;
        const seen = page.evaluate(
          (text) =>
            new Promise((resolve) => {
              const check = () => document.body.innerText.includes(text);
              if (check()) return resolve(Date.now());
              const observer = new MutationObserver(() => {
                if (check()) {
                  observer.disconnect();
                  resolve(Date.now());
                }
              });
              observer.observe(document.body, { childList: true, subtree: true, characterData: true });
            }),
          marker,
        );
        await new Promise((r) => setTimeout(r, 300));
        const written = Date.now();
        fs.writeFileSync(file, `${original}\n${marker}\n`);
        samples.push((await seen) - written);
        await new Promise((r) => setTimeout(r, 500));
      }
    } finally {
      fs.writeFileSync(file, original);
    }
    await page.close();
    return { firstPageMs, editMs: median(samples), editSamples: samples };
  } finally {
    // A clean stop writes webpack's cache: wait for it, so the next start finds it.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    } catch {
      // Already gone.
    }
  }
}
