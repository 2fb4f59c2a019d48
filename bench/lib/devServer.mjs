// The dev server as an author meets it, for Quire and the peers: from a cold start (no cache) to
// the page's heading in Chromium (median of several starts), from saving a Markdown file to its
// new text in the open page (median of several edits), and the server's peak memory (its process
// tree, as builds are measured) over a session that ends when the server has gone idle.
import fs from 'node:fs';
import net from 'node:net';
import { median, startMeasured } from './measure.mjs';
import { treeCpuMs } from './processTree.mjs';
import { DOC_ROUTE, tools } from './tools.mjs';
import { pageFile, pageTitle } from '../corpus.mjs';

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits for the server to answer (a cheap HTTP request every 50 ms, as an author would wait for
 * the "ready" line: hammering Chromium with failed navigations costs seconds of CPU the server
 * needs), then opens the page in Chromium and waits for an h1 holding the page's title (whatever
 * the theme's markup around it).
 */
async function openPage({ browser, url, title, deadline }) {
  for (;;) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`the dev server did not answer ${url} in time`);
    await sleep(50);
  }
  const page = await browser.newPage();
  const timeout = Math.max(1000, deadline - Date.now());
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
  await page.waitForFunction((text) => [...document.querySelectorAll('h1')].some((h) => h.textContent.includes(text)), title, { timeout, polling: 50 });
  return page;
}

/** ms from writing `content` to `file` until `marker` shows in the open page (or an error after `timeoutMs`). */
async function timeEdit({ page, file, content, marker, timeoutMs }) {
  const seen = page.evaluate(
    ({ text, timeoutMs: limit }) =>
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
        setTimeout(() => resolve(undefined), limit);
      }),
    { text: marker, timeoutMs },
  );
  // The observer is in place before the file changes.
  await sleep(300);
  const written = Date.now();
  fs.writeFileSync(file, content);
  const at = await seen;
  return at === undefined ? undefined : at - written;
}

/**
 * Waits until the server's process tree has used less than 5 % of a core for `quietMs`, or
 * `maxMs` has passed: the work it does after the first page (compiling pages nobody opened)
 * counts in its memory. Returns the ms waited.
 */
async function waitUntilIdle({ pid, quietMs = 3000, maxMs = 5 * 60_000 }) {
  const started = Date.now();
  let quietSince = Date.now();
  let cpu = treeCpuMs(pid);
  while (Date.now() - started < maxMs) {
    await sleep(500);
    const now = treeCpuMs(pid);
    if (now - cpu > 25) quietSince = Date.now();
    cpu = now;
    if (Date.now() - quietSince >= quietMs) break;
  }
  return Date.now() - started;
}

/**
 * One tool's dev server on the corpus at `root`: `starts` cold starts (cache removed before each),
 * then, in the last session, `edits` saves of the first doc page. Returns { firstPageMs (median),
 * firstPageSamples, editMs (median), editSamples, memory: { peakMB, timeMaxRssMB, sampledMB, hwmMB },
 * idleAfterMs } or { error }.
 */
export async function measureDevServer({ browser, tool, root, starts = 3, edits = 15, log, label }) {
  const spec = tools[tool];
  const file = pageFile({ tool, root, lang: 'en', index: 0 });
  const title = pageTitle({ index: 0, lang: 'en' });
  const original = fs.readFileSync(file, 'utf8');
  const firstPageSamples = [];
  const editSamples = [];
  const memories = [];
  let idleAfterMs;
  try {
    for (let start = 0; start < starts; start += 1) {
      spec.removeCache(root);
      const port = await freePort();
      const { command, args, cwd, env } = spec.dev(root, port);
      const started = Date.now();
      const server = startMeasured({ command, args, cwd, env, timeoutMs: 30 * 60_000 });
      let page;
      try {
        page = await openPage({ browser, url: `http://127.0.0.1:${port}/${DOC_ROUTE}`, title, deadline: started + 5 * 60_000 });
        firstPageSamples.push(Date.now() - started);
        log(`${label} dev start ${start + 1}/${starts}: first page ${((Date.now() - started) / 1000).toFixed(2)} s`);
        if (start === starts - 1) {
          for (let i = 0; i < edits; i += 1) {
            const marker = `Bench edit ${i + 1} ${Date.now()}`;
            const ms = await timeEdit({ page, file, content: `${original}\n${marker}\n`, marker, timeoutMs: 60_000 });
            if (ms === undefined) throw new Error(`edit ${i + 1} did not show in the page within 60 s`);
            editSamples.push(ms);
            await sleep(500);
          }
          log(`${label} dev edits: ${editSamples.join(', ')} ms`);
          fs.writeFileSync(file, original);
          await waitUntilIdle({ pid: server.pid });
          idleAfterMs = Date.now() - started;
        }
      } catch (error) {
        const result = await server.stop();
        await page?.close();
        const output = `${result.stderr}\n${result.stdout}`.trim().split('\n').slice(-3).join(' | ');
        return { error: `${error.message}${output ? ` (server: ${output})` : ''}`, firstPageSamples, editSamples };
      }
      await page.close();
      memories.push((await server.stop()).memory);
    }
  } finally {
    fs.writeFileSync(file, original);
  }
  const max = (key) => Math.max(...memories.map((m) => m[key] ?? 0)) || undefined;
  return {
    firstPageMs: median(firstPageSamples),
    firstPageSamples,
    editMs: median(editSamples),
    editSamples,
    memory: { peakMB: max('peakMB'), timeMaxRssMB: max('timeMaxRssMB'), sampledMB: max('sampledMB'), hwmMB: max('hwmMB') },
    idleAfterMs,
  };
}
