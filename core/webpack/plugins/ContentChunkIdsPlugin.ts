import { createHash } from 'node:crypto';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';

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
 */
export class ContentChunkIdsPlugin {
  apply(compiler: Compiler): void {
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
          if (inProgress.has(chunk)) return `cycle:${chunk.name ?? ''}`;
          inProgress.add(chunk);
          const hash = createHash('sha256').update(salt).update(chunk.name ?? '');
          const modules = [...chunkGraph.getChunkModulesIterable(chunk)]
            .map((module) => `${String(chunkGraph.getModuleId(module))}:${moduleKey(module, chunk)}`)
            .sort();
          for (const key of modules) hash.update(key);
          // Sorted: the order webpack lists child groups in follows the order modules finished
          // building, which varies from build to build (pages compile on other threads).
          const children = new Set<string>();
          for (const group of chunk.groupsIterable) {
            for (const child of group.childrenIterable) {
              for (const childChunk of child.chunks) if (childChunk !== chunk) children.add(contentId(childChunk));
            }
          }
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
