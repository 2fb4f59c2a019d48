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
}

/**
 * Reads the headings of MDX fragments a page imports (`import Intro from './_intro.mdx'`), so
 * they appear in the page's toc and count as its anchors. A fragment is parsed, not compiled,
 * with the same heading step the compiler uses (ids come out the same), once per version of the
 * file; fragments that import fragments are followed, a cycle is cut.
 */
export function createFragmentReader({ createSlugger }: { createSlugger: () => Slugger }): ReadFragment {
  const cache = new Map<string, { stamp: string; result: Promise<FragmentHeadings> }>();
  let processor: Promise<{ parse(file: unknown): unknown; run(tree: unknown, file: unknown): Promise<unknown> }> | undefined;

  const getProcessor = () =>
    (processor ??= Promise.all([import('unified'), import('remark-parse'), import('remark-mdx'), import('remark-gfm')]).then(
      ([{ unified }, { default: remarkParse }, { default: remarkMdx }, { default: remarkGfm }]) =>
        unified()
          .use(remarkParse)
          .use(remarkMdx)
          .use(remarkGfm)
          .use(remarkHeadings({ createSlugger, readFragment: read }) as never) as never,
    ));

  async function read({ fromFile, specifier, chain }: Parameters<ReadFragment>[0]): Promise<FragmentHeadings | undefined> {
    if (!specifier.startsWith('.')) return undefined;
    const file = path.resolve(path.dirname(fromFile), specifier);
    if (chain.includes(file)) return undefined;
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat) return undefined; // The bundler reports the missing import with its place.
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const cached = cache.get(file);
    if (cached?.stamp === stamp) return cached.result;
    const result = (async () => {
      const source = await fs.readFile(file, 'utf8');
      const value = /\.mdx$/i.test(file) ? escapeHeadingIds(splitFrontmatter(source).body) : splitFrontmatter(source).body;
      const [unifiedProcessor, { VFile }] = await Promise.all([getProcessor(), import('vfile')]);
      const vfile = new VFile({ value, path: file, data: { fragmentChain: [...chain, file] } });
      await unifiedProcessor.run(unifiedProcessor.parse(vfile), vfile);
      const data = (vfile.data.quire ?? {}) as QuireFileData;
      return { file, toc: data.toc ?? [], anchors: data.anchors ?? [] };
    })();
    cache.set(file, { stamp, result });
    return result;
  }

  return read;
}
