// Readers' speed on one built site (issue 22): Lighthouse on every page type with both presets
// (medians), the longest main-thread task of each page's load at 4x CPU, a doc page's JavaScript
// fetched until the network is idle, and client navigation from one doc page to another (a sidebar
// click until the new h1 shows, at 4x CPU). The site is served from its output folder over loopback
// with gzip (firstLoad.mjs's serveFolder), so every tool's output meets the same server.
import { median } from './measure.mjs';
import { lighthouseFigures } from './lighthouse.mjs';
import { measureFirstLoad, serveFolder } from './firstLoad.mjs';

export const PAGE_TYPES = ['home', 'doc', 'overview', 'zhDoc', 'notFound'];
export const PRESETS = ['mobile', 'desktop'];
const CPU_SLOWDOWN = 4;

/** The medians of several runs' Lighthouse figures, field by field, and every run's errors. */
export function medianFigures(runs) {
  const fields = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsBytes', 'unusedJsBytes'];
  const result = Object.fromEntries(fields.map((field) => [field, median(runs.map((r) => r[field]))]));
  const errors = [...new Set(runs.flatMap((r) => r.errors))];
  return { ...result, runs: runs.length, ...(errors.length ? { errors } : {}) };
}

/** The text of the first h1 of an HTML document (tags dropped, whitespace collapsed, heading anchors' '#' removed). */
export function firstHeadingText(html) {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  if (inner === undefined) return undefined;
  const text = inner
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[#\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

async function throttled(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** The longest main-thread task (ms) of a page's load at 4x CPU, until the network is idle. */
async function longestTaskAtLoad(browser, url) {
  const page = await browser.newPage();
  try {
    await throttled(page);
    await page.addInitScript(() => {
      window.__benchLongTasks = [];
      new PerformanceObserver((list) => window.__benchLongTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(500);
    return Math.max(0, ...(await page.evaluate(() => window.__benchLongTasks)));
  } finally {
    await page.close();
  }
}

/**
 * ms from a click on the sidebar's link to `toPath` (a visible link in an aside or nav; else, for a
 * site without one there, such as the peers' corpus of VitePress, which has no sidebar, a visible
 * link in the content) until an h1 holding `title` is in the page and a frame has passed, at 4x
 * CPU: { ms, via: 'sidebar' | 'content', fullReload }. A click that loads a whole new document is
 * timed from Node instead, and said so.
 */
async function navigationOnce(browser, { fromUrl, toPath, title }) {
  const page = await browser.newPage();
  try {
    await page.goto(fromUrl, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await throttled(page);
    const started = Date.now();
    try {
      const { ms, via } = await page.evaluate(
        ({ target, text }) =>
          new Promise((resolve, reject) => {
            const normal = (href) => new URL(href, location.href).pathname.replace(/\.html$/, '').replace(/\/(index)?$/, '');
            const links = [...document.querySelectorAll('a[href]')].filter((a) => normal(a.href) === normal(target) && a.getClientRects().length > 0);
            const inSidebar = links.find((a) => a.closest('aside, nav, [class*="sidebar" i]'));
            const link = inSidebar ?? links[0];
            if (!link) return reject(new Error(`no visible link to ${target} on the page`));
            const via = inSidebar ? 'sidebar' : 'content';
            const shown = () => [...document.querySelectorAll('h1')].some((h) => h.textContent.replace(/\s+/g, ' ').includes(text));
            const t0 = performance.now();
            const observer = new MutationObserver(() => {
              if (!shown()) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve({ ms: performance.now() - t0, via }));
            });
            observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
            link.click();
            setTimeout(() => reject(new Error(`the h1 "${text}" did not show within 30 s`)), 30_000);
          }),
        { target: toPath, text: title },
      );
      return { ms, via, fullReload: false };
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(error.message)) throw error;
      await page.waitForFunction((text) => [...document.querySelectorAll('h1')].some((h) => h.textContent.replace(/\s+/g, ' ').includes(text)), title, { timeout: 60_000 });
      return { ms: Date.now() - started, via: 'unknown', fullReload: true };
    }
  } finally {
    await page.close();
  }
}

/**
 * Measures one site's output folder `dir`. `pages` maps page types to URL paths (a type the site
 * lacks is left out); `navigation` is { from, to } (URL paths of two doc pages, `to` linked from
 * `from`). `runs` Lighthouse runs per page and preset, page loads and navigations. Returns
 * { pages: { [type]: { path, mobile, desktop, longestTaskMs } }, docJs, navigation: { ms, samples, via, fullReload } }.
 */
export async function measureReaders({ browser, lighthouse, dir, pages, navigation, runs, log, label }) {
  const server = await serveFolder(dir);
  const url = (p) => server.origin + p;
  const result = { pages: {} };
  try {
    for (const [type, pagePath] of Object.entries(pages)) {
      const entry = { path: pagePath };
      for (const preset of PRESETS) {
        const figures = [];
        for (let i = 0; i < runs; i += 1) figures.push(lighthouseFigures(await lighthouse.run(url(pagePath), preset)));
        entry[preset] = medianFigures(figures);
        const f = entry[preset];
        log(`${label} ${type} ${preset}: score ${f.score}, FCP ${Math.round(f.fcpMs)} ms, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls?.toFixed(3)}${f.errors ? ` (${f.errors.length} audit errors)` : ''}`);
      }
      const tasks = [];
      for (let i = 0; i < runs; i += 1) tasks.push(await longestTaskAtLoad(browser, url(pagePath)));
      entry.longestTaskMs = median(tasks);
      result.pages[type] = entry;
    }
    const loads = [];
    for (let i = 0; i < runs; i += 1) loads.push((await measureFirstLoad(browser, url(pages.doc))).idleJs);
    result.docJs = { raw: median(loads.map((l) => l.raw)), gzip: median(loads.map((l) => l.gzip)), files: median(loads.map((l) => l.files)) };

    log(`${label} doc JS until idle ${(result.docJs.gzip / 1024).toFixed(1)} KB gzip`);
    try {
      const title = firstHeadingText(await (await fetch(url(navigation.to))).text());
      if (!title) throw new Error(`${navigation.to} has no h1 to wait for`);
      const samples = [];
      for (let i = 0; i < Math.max(runs, 5); i += 1) samples.push(await navigationOnce(browser, { fromUrl: url(navigation.from), toPath: navigation.to, title }));
      result.navigation = { ms: median(samples.map((s) => s.ms)), samples: samples.map((s) => Math.round(s.ms)), via: samples[0].via, fullReload: samples.some((s) => s.fullReload) };
      log(`${label} navigation (${result.navigation.via} link): ${result.navigation.samples.join(', ')} ms`);
    } catch (error) {
      // The page's own figures stand without it.
      result.navigation = { error: error.message.split('\n')[0] };
      log(`${label} navigation failed: ${result.navigation.error}`);
    }
  } finally {
    await server.close();
  }
  return result;
}
