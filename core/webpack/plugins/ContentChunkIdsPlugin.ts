import { createHash } from 'node:crypto';
import type { AsyncDependenciesBlock, Chunk, Compilation, Compiler, Module } from 'webpack';

const PLUGIN_NAME = 'QuireContentChunkIdsPlugin';

/**
 * Gives every chunk an id derived from its content, and names async chunk files after the id
 * alone (`assets/js/<id>.js`). The id is the cache-busting hash, so webpack's runtime computes a
 * chunk's URL from its id and needs no id -> hash map: without this, that map grows by one entry
 * per page and the main bundle grows with the page count.
 *
 * The content key of a chunk hashes what decides its emitted code: each module's own hash (its
 * source after loaders, the exports other modules use, its dependencies), the ids of the modules
 * it references, and the ids of the async chunks it loads (computed first, depth first).
 *
 * Chunks named in `stableNames` keep their name as their id, whatever their content: the route
 * table is one, so a page whose chunk id changes changes the route table's bytes but not its name,
 * and the main bundle that loads it (and every HTML page that names the main bundle) stays as it was.
 */
export class ContentChunkIdsPlugin {
  constructor(private readonly options: { stableNames?: readonly string[] } = {}) {}

  apply(compiler: Compiler): void {
    const stableNames = new Set(this.options.stableNames ?? []);
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation: Compilation) => {
      compilation.hooks.chunkIds.tap(PLUGIN_NAME, (chunks: Iterable<Chunk>) => {
        const { chunkGraph, moduleGraph } = compilation;
        const salt = [
          compiler.webpack.version,
          compiler.options.mode,
          compilation.outputOptions.uniqueName,
          compilation.outputOptions.chunkLoadingGlobal,
        ].join('|');
        const moduleKeys = new Map<Module, string>();
        const moduleKey = (module: Module, chunk: Chunk): string => {
          const cached = moduleKeys.get(module);
          if (cached) return cached;
          const hash = createHash('sha256');
          hash.update(String(chunkGraph.getModuleId(module)));
          module.updateHash(hash, { chunkGraph, runtime: chunk.runtime, runtimeTemplate: compilation.runtimeTemplate });
          // Sorted too: connections are recorded as their modules resolve, in no fixed order.
          const referenced = new Set<string>();
          for (const connection of moduleGraph.getOutgoingConnections(module)) {
            if (connection.module) referenced.add(String(chunkGraph.getModuleId(connection.module)));
          }
          for (const id of [...referenced].sort()) hash.update(`>${id}`);
          const key = hash.digest('hex');
          moduleKeys.set(module, key);
          return key;
        };

        const ids = new Map<Chunk, string>();
        const inProgress = new Set<Chunk>();
        const used = new Set<string>();
        const contentId = (chunk: Chunk): string => {
          const known = ids.get(chunk);
          if (known) return known;
          if (chunk.name && stableNames.has(chunk.name)) {
            ids.set(chunk, chunk.name);
            used.add(chunk.name);
            return chunk.name;
          }
          if (inProgress.has(chunk)) return `cycle:${chunk.name ?? ''}`;
          inProgress.add(chunk);
          const hash = createHash('sha256').update(salt).update(chunk.name ?? '');
          const modules = [...chunkGraph.getChunkModulesIterable(chunk)]
            .map((module) => `${String(chunkGraph.getModuleId(module))}:${moduleKey(module, chunk)}`)
            .sort();
          for (const key of modules) hash.update(key);
          // The chunks this chunk's own code loads: those of its modules' `import()`s. (Not the
          // children of every group the chunk is in: the stylesheet chunk is in nearly all of them,
          // and its id would change with every page.) Sorted: webpack records blocks in the order
          // modules finished building, which varies from build to build (pages compile on other threads).
          const children = new Set<string>();
          const visit = (block: AsyncDependenciesBlock) => {
            for (const childChunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) if (childChunk !== chunk) children.add(contentId(childChunk));
            for (const inner of block.blocks) visit(inner);
          };
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) for (const block of module.blocks) visit(block);
          for (const id of [...children].sort()) hash.update(`@${id}`);
          inProgress.delete(chunk);
          let id = hash.digest('hex').slice(0, 12);
          for (let n = 1; used.has(id); n += 1) id = `${id.slice(0, 12)}${n}`;
          used.add(id);
          ids.set(chunk, id);
          return id;
        };

        for (const chunk of chunks) {
          if (chunk.id !== null && chunk.id !== undefined) continue;
          const id = contentId(chunk);
          chunk.id = id;
          chunk.ids = [id];
        }
      });
    });
  }
}
