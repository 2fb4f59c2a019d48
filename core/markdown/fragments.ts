import fs from 'node:fs/promises';
import type { TocItem } from '../types';
import { splitFrontmatter } from './frontmatter';
import type { ReadFragment } from './remark/headings';
import type { QuireFileData } from './fileData';
import type { MarkdownFormat, MarkdownProcessor } from './markdownProcessor';
import { resolveSiteImport } from '../webpack/siteImports';

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
 * Reads the headings of MDX fragments a page imports (`import Intro from './_intro.mdx'`, or
 * `'./_intro'`, or through an alias), so
 * they appear in the page's toc and count as its anchors. A fragment is parsed, not compiled, by
 * the processor `getProcessor` makes (markdownProcessor.ts: the compile's parse and heading step,
 * so ids come out the same, and the site's remark steps), once per version of the file; fragments
 * that import fragments are followed, a cycle is cut.
 *
 * Only finished reads are cached: waiting on another page's read in progress can deadlock when
 * two pages enter a cycle of fragments at different files (each read waits for the other). What a
 * file on a cycle lists depends on where the cycle was entered, so such files are never cached.
 */
export function createFragmentReader({
  getProcessor,
  siteDir,
}: {
  /** The site: `@site/...` and the tsconfig's `paths` resolve from it, as in the bundle. */
  siteDir: string;
  /** The processor that reads a fragment's headings, following its own fragments with `readFragment`. */
  getProcessor: (args: { format: MarkdownFormat; readFragment: ReadFragment }) => Promise<MarkdownProcessor>;
}): ReadFragment {
  /** Each entry with the stamps of the file and of the fragments it imports, all checked on use. */
  const cache = new Map<string, { stamps: Map<string, string>; result: FragmentHeadings }>();
  const onCycle = new Set<string>();
  const processors = new Map<MarkdownFormat, Promise<MarkdownProcessor>>();

  // A `.md` fragment is Markdown, as the bundler compiles it: braces and HTML are not MDX there.
  const processorFor = (format: MarkdownFormat) => {
    let processor = processors.get(format);
    if (!processor) processors.set(format, (processor = getProcessor({ format, readFragment: read })));
    return processor;
  };

  async function read({ fromFile, specifier, chain }: Parameters<ReadFragment>[0]): Promise<FragmentHeadings | undefined> {
    // Resolved as the bundler resolves it (extensionless, aliases); only Markdown is a fragment.
    const file = resolveSiteImport({ fromFile, specifier, siteDir });
    if (!file || !/\.mdx?$/i.test(file)) return undefined;
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
    const value = splitFrontmatter(source).body;
    const processor = await processorFor(format);
    const fragmentFile = { value, path: file, data: { fragmentChain: [...chain, file] } as Record<string, unknown> };
    await processor.run(processor.parse(fragmentFile), fragmentFile);
    const data = (fragmentFile.data.quire ?? {}) as QuireFileData;
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
