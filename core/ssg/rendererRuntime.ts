import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export interface RenderOutput {
  html: string;
  status: number;
  lang: string;
  routePath?: string;
}

type RenderFunction = (args: { pathname: string }) => Promise<RenderOutput>;

interface RendererGlobals {
  __quireRender?: RenderFunction;
  webpackChunkquire?: unknown;
}

/**
 * Runs the build's renderer entry in this Node process and renders pages with it. Page chunks are
 * the very files the browser gets: before a page renders, the chunks it needs are evaluated (each
 * once); they register themselves on `globalThis`, where the renderer's webpack runtime finds them.
 */
export function createRendererRuntime({ outDir, rendererFiles }: { outDir: string; rendererFiles: string[] }) {
  const globals = globalThis as RendererGlobals;
  const loaded = new Set<string>();
  const load = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const filename = path.join(outDir, file);
    vm.runInThisContext(fs.readFileSync(filename, 'utf8'), { filename });
  };
  rendererFiles.forEach(load);
  const render = globals.__quireRender;
  if (!render) throw new Error('The renderer entry did not register a render function.');
  return {
    render({ pathname, chunkFiles }: { pathname: string; chunkFiles: string[] }): Promise<RenderOutput> {
      chunkFiles.forEach(load);
      return render({ pathname });
    },
    /** Frees what the renderer and the page chunks hold. */
    dispose() {
      delete globals.__quireRender;
      delete globals.webpackChunkquire;
    },
  };
}
