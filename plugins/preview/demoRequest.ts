import path from 'node:path';

/** A preview block, as the webpack request of its demo module describes it. */
export interface DemoBlock {
  /** Absolute path of the page the block is in. */
  pageFile: string;
  /** The block's index among the page's preview blocks. */
  index: number;
  lang: 'tsx' | 'jsx';
  /** Line of the block's opening fence in the page (1-based): the demo's line N is the page's line N. */
  fenceLine: number;
  code: string;
}

/** For an iframe demo: its stylesheets are kept for its own page (see demoStyleLoader.ts). */
export interface StyleIsolation {
  /** The demo's id, under which its page reads its stylesheets. */
  demo: string;
  /** Absolute path of demoStyleLoader.js. */
  loader: string;
  /** Absolute path of the browser-side registry (client/demoStyles.ts). */
  registry: string;
}

/** base64url: no `!`, `?`, `#` or `&`, which mean something in a webpack request. */
const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * The request of a block's demo module: webpack's match-resource syntax names the module
 * `<page>.preview-<n>.<lang>` in the page's folder, so the site's TSX/JSX rule compiles it, while
 * the resource is the page itself, so the module's context (where its relative imports resolve)
 * is the page's folder. The demo loader turns the page into the block's code, given in the query.
 *
 * `relative: true` gives the form a page imports (`./guide.mdx.preview-0.tsx!=!...!./guide.mdx`),
 * otherwise absolute paths (what a route's `modules` hold).
 */
export function demoRequest({ block, loader, relative, isolate }: { block: DemoBlock; loader: string; relative: boolean; isolate?: StyleIsolation }): string {
  const name = `${path.basename(block.pageFile)}.preview-${block.index}.${block.lang}`;
  const query = new URLSearchParams({ line: String(block.fenceLine), lang: block.lang, code: encode(block.code) });
  if (isolate) {
    query.set('demo', isolate.demo);
    query.set('styleLoader', isolate.loader);
    query.set('registry', isolate.registry);
  }
  const dir = relative ? '.' : path.dirname(block.pageFile);
  const resource = relative ? `./${path.basename(block.pageFile)}` : block.pageFile;
  return `${dir}/${name}!=!${loader}?${query}!${resource}`.replace(/\\/g, '/');
}

/** What the demo loader reads back from its query. */
export function readDemoQuery(query: string): { fenceLine: number; lang: 'tsx' | 'jsx'; code: string; isolate?: StyleIsolation } {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const lang = params.get('lang') === 'jsx' ? 'jsx' : 'tsx';
  const demo = params.get('demo');
  const isolate = demo ? { demo, loader: params.get('styleLoader') ?? '', registry: params.get('registry') ?? '' } : undefined;
  return { fenceLine: Number(params.get('line') ?? '0'), lang, code: Buffer.from(params.get('code') ?? '', 'base64url').toString('utf8'), ...(isolate ? { isolate } : {}) };
}
