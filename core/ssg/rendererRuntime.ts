import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { RenderedRecord } from './ssgParams';

export interface RenderOutput {
  html: string;
  status: number;
  lang: string;
  routePath?: string;
  /** The page's record (see serverEntry's RenderResult). */
  record?: RenderedRecord;
}

/** A static page's function body and its data modules' values (core/markdown/staticContent.ts). */
export interface StaticContentInput {
  body: string;
  data?: Record<string, unknown>;
}

type RenderFunction = (args: { pathname: string; staticContent?: StaticContentInput }) => Promise<RenderOutput>;

interface RendererGlobals {
  __quireRender?: RenderFunction;
  /** How the renderer loads a lazy chunk (see serverEntry): its URL, evaluated from `outDir`. */
  __quireLoadScript?: (url: string) => void;
  webpackChunkquire?: unknown;
}

/**
 * Runs the build's renderer entry in this Node process and renders pages with it. Page chunks are
 * the very files the browser gets: before a page renders, the chunks it needs are evaluated (each
 * once); they register themselves on `globalThis`, where the renderer's webpack runtime finds them.
 * Lazy chunks a render asks for are evaluated the same way.
 */
export function createRendererRuntime({ outDir, publicPath, rendererFiles }: { outDir: string; publicPath: string; rendererFiles: string[] }) {
  const globals = globalThis as RendererGlobals;
  const loaded = new Set<string>();
  const load = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const filename = path.join(outDir, file);
    vm.runInThisContext(fs.readFileSync(filename, 'utf8'), { filename });
  };
  globals.__quireLoadScript = (url) => {
    const file = url.startsWith(publicPath) ? url.slice(publicPath.length) : url;
    const filename = path.resolve(outDir, file);
    if (!filename.startsWith(outDir + path.sep)) throw new Error(`Not a file of the build: ${url}`);
    load(path.relative(outDir, filename));
  };
  rendererFiles.forEach(load);
  const render = globals.__quireRender;
  if (!render) throw new Error('The renderer entry did not register a render function.');
  return {
    /** `staticContent`: what renders the page when it is static content. */
    render({ pathname, chunkFiles, staticContent }: { pathname: string; chunkFiles: string[]; staticContent?: StaticContentInput }): Promise<RenderOutput> {
      chunkFiles.forEach(load);
      return render({ pathname, staticContent });
    },
    /** Frees what the renderer and the page chunks hold. */
    dispose() {
      delete globals.__quireRender;
      delete globals.__quireLoadScript;
      delete globals.webpackChunkquire;
    },
  };
}
