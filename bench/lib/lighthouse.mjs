// Lighthouse 12.2.3 (installed into bench/peers/, pinned: 13 needs Node 22) on Debian's Chromium:
// one run of a URL with the mobile preset (Lighthouse's default: simulated slow 4G, 4x CPU) or the
// desktop one, and the figures the benchmark reads from its result. Only headline metrics and
// network-level audits are read: with Chromium 156's traces a few diagnostic audits (the LCP
// element, layout-shift sources) fail, and nothing here depends on them.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lighthouseDir } from './tools.mjs';

const CHROMIUM = '/usr/bin/chromium';

/**
 * The run's config: the preset, the performance category only, and the unused-JavaScript audit
 * counting every script (its default leaves out scripts with less than 20 KiB unused, which would
 * hide what the 15 KB budget is about).
 */
function configFor(preset, desktopConfig) {
  const audits = [{ path: 'byte-efficiency/unused-javascript', options: { unusedThreshold: 0 } }];
  if (preset === 'desktop') return { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: ['performance'] }, audits };
  return { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] }, audits };
}

/** Opens Chromium for Lighthouse (chrome-launcher, Debian's binary). `run(url, preset)` gives the lhr; `close()`. */
export async function openLighthouse() {
  if (!fs.existsSync(path.join(lighthouseDir, 'package.json'))) throw new Error('Lighthouse is not installed in bench/peers/ (the benchmark installs it with --readers).');
  const { default: lighthouse } = await import(pathToFileURL(path.join(lighthouseDir, 'core', 'index.js')).href);
  const { default: desktopConfig } = await import(pathToFileURL(path.join(lighthouseDir, 'core', 'config', 'desktop-config.js')).href);
  const chromeLauncher = await import(pathToFileURL(path.join(path.dirname(lighthouseDir), 'chrome-launcher', 'dist', 'index.js')).href);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  return {
    async run(url, preset) {
      // A 404 page is measured as the page it is (Lighthouse fails an error status by default).
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ignoreStatusCode: true }, configFor(preset, desktopConfig));
      return result.lhr;
    },
    close: () => chrome.kill(),
  };
}

/**
 * The figures of one Lighthouse result: { score (0-100), fcpMs, lcpMs, tbtMs, cls, jsBytes (the
 * scripts' transfer size), unusedJsBytes, errors }. A figure whose audit failed is undefined, and
 * `errors` names the audit and why (or the run's runtime error).
 */
export function lighthouseFigures(lhr) {
  const errors = [];
  if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audit = (id) => {
    const result = lhr.audits?.[id];
    if (!result) errors.push(`${id}: missing`);
    else if (result.scoreDisplayMode === 'error') errors.push(`${id}: ${result.errorMessage ?? 'error'}`);
    else return result;
    return undefined;
  };
  const numeric = (id) => audit(id)?.numericValue;
  const score = lhr.categories?.performance?.score;
  const requests = audit('network-requests')?.details?.items;
  const unused = audit('unused-javascript');
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : undefined,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: requests ? requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) : undefined,
    unusedJsBytes: unused ? (unused.details?.items ?? []).reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0) : undefined,
    errors,
  };
}
