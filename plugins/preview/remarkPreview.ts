import path from 'node:path';
import { pageOnly, setPageData, shortHash } from 'quire/plugin-utils';
import { readBlockMeta } from './blockMeta';
import { demoRequest, type DemoBlock } from './demoRequest';
import { mdxImport } from 'quire';
import { attribute, jsxElement, type MdxNode } from './mdxNodes';
import type { ResolvedPreviewOptions } from './options';

/** What the plugin gives its Markdown step (JSON: the step runs on the compile threads). */
export interface RemarkPreviewOptions {
  /** Absolute path of the demo loader (demoLoader.js). */
  loader: string;
  /** Absolute paths of the iframe demos' style loader and of their browser-side registry. */
  styleLoader: string;
  styleRegistry: string;
  siteDir: string;
  /** Where iframe demos' routes go: `/~demos/`. */
  routeBase: string;
  defaults: ResolvedPreviewOptions;
}

/** One iframe demo of a page, as the step records it for the plugin (`setPageData`). */
export interface IframeDemo {
  id: string;
  routePath: string;
  /** Absolute webpack request of the demo module. */
  request: string;
  /** `docs/guide.mdx:12`: the block's opening fence. */
  source: string;
}

/** What the step records on a page that has iframe demos. */
export interface PreviewPageData {
  iframes: IframeDemo[];
}

export const PLUGIN_NAME = 'preview';
const COMPONENT = '_QuirePreview';

interface CodeNode extends MdxNode {
  lang?: string | null;
  meta?: string | null;
  value: string;
  position?: { start: { line: number; column: number } };
}

interface VFileLike {
  path?: string;
  data: Record<string, unknown>;
  fail(reason: string, place?: unknown): never;
}

/** Code blocks marked `preview`, with their parents, in document order. */
function previewBlocks(tree: MdxNode): { node: CodeNode; parent: MdxNode }[] {
  const found: { node: CodeNode; parent: MdxNode }[] = [];
  const visit = (node: MdxNode) => {
    for (const child of (node.children as MdxNode[] | undefined) ?? []) {
      if (child.type === 'code' && /^[jt]sx$/.test(String(child.lang)) && /(^|\s)preview(\s|=|$)/.test(String(child.meta ?? ''))) {
        found.push({ node: child as CodeNode, parent: node });
      } else {
        visit(child);
      }
    }
  };
  visit(tree);
  return found;
}

/**
 * The preview step: a `tsx`/`jsx` code block marked `preview` becomes
 * `<Preview ...>{the code block}</Preview>` (the theme's `@theme/Preview`, imported by the page),
 * the code block kept as a child so it is highlighted like any other. An inline demo is imported
 * from its own module (see demoRequest.ts) and rendered by the page; an iframe demo gets a route
 * of its own, which the step records for the plugin (`setPageData`) and the element points at.
 */
function remarkPreview(options: RemarkPreviewOptions) {
  return (tree: MdxNode, file: VFileLike) => {
    const blocks = previewBlocks(tree);
    if (blocks.length === 0) return;
    const pageFile = path.resolve(file.path ?? '');
    const relativePage = path.relative(options.siteDir, pageFile).replace(/\\/g, '/');
    const imports: MdxNode[] = [mdxImport({ source: '@theme/Preview', defaultAs: COMPONENT })];
    const iframes: IframeDemo[] = [];
    blocks.forEach(({ node, parent }, index) => {
      let meta;
      try {
        meta = readBlockMeta(node.meta);
      } catch (error) {
        file.fail(`${(error as Error).message}`, node);
      }
      if (!meta) return;
      const fenceLine = node.position?.start.line ?? 1;
      const block: DemoBlock = { pageFile, index, lang: node.lang as 'tsx' | 'jsx', fenceLine, code: node.value };
      const source = `${relativePage}:${fenceLine}`;
      const attributes = [attribute('position', meta.position ?? options.defaults.position), attribute('source', source)];
      if (meta.mode === 'inline') {
        const local = `_QuirePreviewDemo${index}`;
        imports.push(mdxImport({ source: demoRequest({ block, loader: options.loader, relative: true }), defaultAs: local }));
        attributes.push(attribute('demo', { identifier: local }));
      } else {
        const id = `${shortHash(`${relativePage}:${index}`)}`;
        const routePath = `${options.routeBase}${id}`;
        const isolate = { demo: id, loader: options.styleLoader, registry: options.styleRegistry };
        iframes.push({ id, routePath, request: demoRequest({ block, loader: options.loader, relative: false, isolate }), source });
        const { iframe } = options.defaults;
        const mobileWidth = meta.mobile === undefined ? iframe.mobileWidth : meta.mobile === true ? (iframe.mobileWidth ?? 375) : meta.mobile || undefined;
        attributes.push(
          attribute('iframe', {
            src: routePath,
            follow: meta.mode === 'iframe-follow',
            height: iframe.height,
            openInNewTab: iframe.openInNewTab,
            ...(mobileWidth ? { mobileWidth } : {}),
          }),
        );
      }
      node.meta = meta.rest || null;
      const children = parent.children as MdxNode[];
      children[children.indexOf(node)] = jsxElement({ name: COMPONENT, attributes, children: [node] });
    });
    (tree.children as MdxNode[]).unshift(...imports);
    if (iframes.length > 0) setPageData(file, PLUGIN_NAME, { iframes } satisfies PreviewPageData);
  };
}

export default pageOnly(remarkPreview);
