import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtAlgoliaSite } from './algoliaSite';

/**
 * The plugin's budget (issue 12): a page's first-load JavaScript (its scripts, gzip) is no larger
 * with DocSearch than with the local search, on the same site built both ways.
 */

jest.setTimeout(300_000);

const BASE = '/docs/';

/** The gzip size of every script an HTML page loads. */
function firstLoadJs({ site, page }: { site: string; page: string }): number {
  const dist = path.join(site, 'dist');
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  return scripts.reduce((total, src) => total + gzipSync(fs.readFileSync(path.join(dist, src.slice(BASE.length))), { level: 9 }).length, 0);
}

test("a doc page's first-load JavaScript does not grow with DocSearch instead of the local search", async () => {
  const [algolia, local] = await Promise.all([builtAlgoliaSite({ variant: 'algolia' }), builtAlgoliaSite({ variant: 'local' })]);
  expect(fs.existsSync(path.join(local, 'dist', 'assets', 'search'))).toBe(true);
  expect(fs.existsSync(path.join(algolia, 'dist', 'assets', 'search'))).toBe(false);
  const sizes = ['guide/start.html', 'zh/guide/start.html', 'index.html'].map((page) => ({
    page,
    algolia: firstLoadJs({ site: algolia, page }),
    local: firstLoadJs({ site: local, page }),
  }));
  // The pages that grew, with both sizes.
  expect(sizes.filter((size) => size.algolia > size.local)).toEqual([]);
});
