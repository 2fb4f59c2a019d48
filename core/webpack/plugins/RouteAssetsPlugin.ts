import type { Chunk, Compilation, Compiler, Module } from 'webpack';
import type { AssetFiles, ClientManifest } from '../../types';

const PLUGIN_NAME = 'QuireRouteAssetsPlugin';

type ModuleWithBlocks = Module & {
  resource?: string;
  blocks: { dependencies: { request?: string }[] }[];
  modules?: Module[];
  rootModule?: Module;
};

function filesOf(chunks: Iterable<Chunk>): AssetFiles {
  const js: string[] = [];
  const css: string[] = [];
  for (const chunk of chunks) {
    for (const file of chunk.files) {
      if (file.includes('.hot-update.')) continue;
      if (file.endsWith('.js')) js.push(file);
      else if (file.endsWith('.css')) css.push(file);
    }
  }
  return { js, css };
}

/** The module built from `resource`, looking inside concatenated modules too. */
function findModule(compilation: Compilation, resource: string): ModuleWithBlocks | undefined {
  for (const module of compilation.modules as Set<ModuleWithBlocks>) {
    if (module.resource === resource) return module;
    for (const inner of (module.modules ?? []) as ModuleWithBlocks[]) if (inner.resource === resource) return inner;
  }
  return undefined;
}

/**
 * Maps each route module to what the browser needs to run it, read from the client compilation:
 * its webpack module id and the chunks of its `import()`. The SSG turns this into exactly the
 * `<script>` and preload tags of each page, and into the inline data the client hydrates from.
 */
export class RouteAssetsPlugin {
  manifest: ClientManifest | undefined;

  constructor(private readonly options: { routesModule: string; entryName: string; rendererEntryName: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          this.manifest = this.collect(compilation);
        },
      );
    });
  }

  private collect(compilation: Compilation): ClientManifest {
    const { chunkGraph, moduleGraph } = compilation;
    const entry = compilation.entrypoints.get(this.options.entryName);
    const renderer = compilation.entrypoints.get(this.options.rendererEntryName);
    const manifest: ClientManifest = {
      publicPath: compilation.getPath(compilation.outputOptions.publicPath as string, {}),
      entry: entry ? filesOf(entry.chunks) : { js: [], css: [] },
      renderer: renderer ? filesOf(renderer.chunks).js : [],
      modules: {},
      chunks: {},
    };
    const routesModule = findModule(compilation, this.options.routesModule);
    if (!routesModule) return manifest;
    for (const block of routesModule.blocks) {
      const dependency = block.dependencies[0] as ({ request?: string } & Parameters<typeof moduleGraph.getModule>[0]) | undefined;
      if (!dependency?.request) continue;
      const target = moduleGraph.getModule(dependency);
      const group = chunkGraph.getBlockChunkGroup(block as never);
      if (!target || !group) continue;
      const chunkIds = group.chunks.map((chunk) => chunk.id!);
      manifest.modules[dependency.request] = { id: chunkGraph.getModuleId(target)!, chunks: chunkIds };
      for (const chunk of group.chunks) manifest.chunks[String(chunk.id)] ??= filesOf([chunk]);
    }
    return manifest;
  }
}
