import fs from 'node:fs/promises';
import path from 'node:path';
import type { TocItem } from '../types';
import { splitFrontmatter } from './frontmatter';
import { escapeHeadingIds, remarkHeadings, type ReadFragment, type Slugger } from './remark/headings';
import type { QuireFileData } from './fileData';

interface FragmentHeadings {
  file: string;
  toc: TocItem[];
  anchors: string[];
  /** The fragments this one imports, at any depth. */
  dependencies: string[];
}

/** `size:mtime` of a file, undefined when it does not exist. */
async function stampOf(file: string): Promise<string | undefined> {
  const stat = await fs.stat(file).catch(() => undefined);
  return stat && `${stat.size}:${stat.mtimeMs}`;
}

async function isCurrent(stamps: Map<string, string>): Promise<boolean> {
  for (const [file, stamp] of stamps) if (((await stampOf(file)) ?? 'missing') !== stamp) return false;
  return true;
}

/**
 * Reads the headings of MDX fragments a page imports (`import Intro from './_intro.mdx'`), so
 * they appear in the page's toc and count as its anchors. A fragment is parsed, not compiled,
 * with the same heading step the compiler uses (ids come out the same), once per version of the
 * file; fragments that import fragments are followed, a cycle is cut.
 *
 * Only finished reads are cached: waiting on another page's read in progress can deadlock when
 * two pages enter a cycle of fragments at different files (each read waits for the other). What a
 * file on a cycle lists depends on where the cycle was entered, so such files are never cached.
 */
export function createFragmentReader({ createSlugger }: { createSlugger: () => Slugger }): ReadFragment {
  /** Each entry with the stamps of the file and of the fragments it imports, all checked on use. */
  const cache = new Map<string, { stamps: Map<string, string>; result: FragmentHeadings }>();
  const onCycle = new Set<string>();
  type Processor = { parse(file: unknown): unknown; run(tree: unknown, file: unknown): Promise<unknown> };
  const processors = new Map<'md' | 'mdx', Promise<Processor>>();

  // A `.md` fragment is Markdown, as the bundler compiles it: braces and HTML are not MDX there.
  const getProcessor = (format: 'md' | 'mdx') => {
    if (!processors.has(format)) {
      const processor = Promise.all([import('unified'), import('remark-parse'), import('remark-mdx'), import('remark-gfm')]).then(
        ([{ unified }, { default: remarkParse }, { default: remarkMdx }, { default: remarkGfm }]) =>
          unified()
            .use(remarkParse)
            .use(format === 'mdx' ? [remarkMdx] : [])
            .use(remarkGfm)
            .use(remarkHeadings({ createSlugger, readFragment: read }) as never) as never,
      );
      processors.set(format, processor);
    }
    return processors.get(format)!;
  };

  async function read({ fromFile, specifier, chain }: Parameters<ReadFragment>[0]): Promise<FragmentHeadings | undefined> {
    if (!specifier.startsWith('.')) return undefined;
    const file = path.resolve(path.dirname(fromFile), specifier);
    const cycleStart = chain.indexOf(file);
    if (cycleStart !== -1) {
      for (const member of chain.slice(cycleStart)) onCycle.add(member);
      return undefined;
    }
    const stamp = await stampOf(file);
    if (!stamp) return undefined; // The bundler reports the missing import with its place.
    const cached = cache.get(file);
    if (cached?.stamps.get(file) === stamp && (await isCurrent(cached.stamps))) return cached.result;
    const source = await fs.readFile(file, 'utf8');
    const format = /\.md$/i.test(file) ? 'md' : 'mdx';
    const value = format === 'mdx' ? escapeHeadingIds(splitFrontmatter(source).body) : splitFrontmatter(source).body;
    const [unifiedProcessor, { VFile }] = await Promise.all([getProcessor(format), import('vfile')]);
    const vfile = new VFile({ value, path: file, data: { fragmentChain: [...chain, file] } });
    await unifiedProcessor.run(unifiedProcessor.parse(vfile), vfile);
    const data = (vfile.data.quire ?? {}) as QuireFileData;
    const result = { file, toc: data.toc ?? [], anchors: data.anchors ?? [], dependencies: data.dependencies ?? [] };
    if (!onCycle.has(file)) {
      const stamps = new Map([[file, stamp]]);
      for (const dependency of result.dependencies) stamps.set(dependency, (await stampOf(dependency)) ?? 'missing');
      cache.set(file, { stamps, result });
    }
    return result;
  }

  return read;
}
