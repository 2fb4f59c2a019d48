import MiniSearch from 'minisearch';
import { buildSearchIndexes, type SearchPageInput } from '../buildIndex';
import { excerpt, matchRanges, mergeRanges, type MatchRange } from '../highlight';
import { MINISEARCH_OPTIONS, queryOptions, type SearchDocument } from '../searchOptions';

/** The marked stretches of `text`, as strings. */
const marked = (text: string, terms: readonly string[], query?: string) =>
  matchRanges({ text, terms, query }).map(([start, end]) => text.slice(start, end));

/** The marks the search box shows for `query` in the first hit's text: the hit's own terms, as the browser gets them. */
function marksOfQuery({ page, query }: { page: SearchPageInput; query: string }): string[] {
  const index = MiniSearch.loadJSON<SearchDocument>(buildSearchIndexes({ pages: [page] }).get(page.lang)!, MINISEARCH_OPTIONS);
  const [hit] = index.search(query, queryOptions(query));
  expect(hit).toBeDefined();
  return marked(hit!.text as string, hit!.terms, query);
}

describe('matchRanges', () => {
  it('marks an English word whole, whatever its case, and never a piece of another word', () => {
    expect(marked('Run the Installer, not the reinstaller', ['installer'])).toEqual(['Installer']);
    expect(matchRanges({ text: 'Run the Installer now', terms: ['installer'] })).toEqual([[8, 17]]);
  });

  it('marks the whole word a prefix query matched', () => {
    const page: SearchPageInput = { routePath: '/c', lang: 'en', title: 'C', markdown: 'Edit the configuration file, then the config.', toc: [] };
    expect(marksOfQuery({ page, query: 'conf' })).toEqual(['configuration', 'config']);
  });

  it('marks a Chinese query as its whole run, not only its first pair', () => {
    const page: SearchPageInput = { routePath: '/zh/p', lang: 'zh', title: '插件', markdown: '了解插件系统的工作方式，以及插件的配置。', toc: [] };
    // The lone 插件 later in the text is not marked: it is not the query.
    expect(marksOfQuery({ page, query: '插件系统' })).toEqual(['插件系统']);
    // The pairs the tokenizer cut the query into, overlapping, are one mark.
    expect(matchRanges({ text: '了解插件系统的', terms: ['插件', '件系', '系统'] })).toEqual([[2, 6]]);
    // A query still being typed marks what it has so far.
    expect(marksOfQuery({ page, query: '插件系' })).toEqual(['插件系']);
  });

  it('marks the pairs of a Chinese query where the text has them apart only', () => {
    const page: SearchPageInput = { routePath: '/zh/q', lang: 'zh', title: '分开', markdown: '这里说插件，那里说系统，中间是件系。', toc: [] };
    expect(marksOfQuery({ page, query: '插件系统' })).toEqual(['插件', '系统', '件系']);
  });

  it('marks each place of a Chinese term, and a one-character run that is a term', () => {
    expect(marked('概览：解释概览', ['概览'])).toEqual(['概览', '概览']);
    expect(marked('第 页 与页面', ['页'])).toEqual(['页']);
  });

  it('marks Chinese and English terms in mixed text', () => {
    const page: SearchPageInput = { routePath: '/zh/m', lang: 'zh', title: '混合', markdown: '运行 quire build 构建静态站点。', toc: [] };
    expect(marksOfQuery({ page, query: 'build 静态站点' })).toEqual(['build', '静态站点']);
    expect(marked('用Quire构建文档', ['quire', '构建', '建文', '文档'], 'quire构建文档')).toEqual(['Quire构建文档']);
  });

  it('marks nothing without terms, or when no term is in the text', () => {
    expect(matchRanges({ text: 'Some text', terms: [] })).toEqual([]);
    expect(matchRanges({ text: 'Some text', terms: ['other'] })).toEqual([]);
  });
});

describe('mergeRanges', () => {
  it('sorts the ranges and merges the ones that overlap or touch', () => {
    const ranges: MatchRange[] = [
      [10, 12],
      [0, 2],
      [1, 3],
      [3, 4],
      [6, 8],
    ];
    expect(mergeRanges(ranges)).toEqual([
      [0, 4],
      [6, 8],
      [10, 12],
    ]);
  });
});

describe('excerpt', () => {
  it('cuts the text into plain and marked parts', () => {
    expect(excerpt({ text: 'Run the Installer now', terms: ['installer'] })).toEqual([
      { text: 'Run the ', match: false },
      { text: 'Installer', match: true },
      { text: ' now', match: false },
    ]);
  });

  it('starts near the first match in a long text, at a word boundary', () => {
    const parts = excerpt({ text: `${'filler '.repeat(50)}target word here`, terms: ['target'], length: 60 });
    expect(parts[0]).toEqual({ text: '…', match: false });
    expect(parts[1]!.text.startsWith('filler ')).toBe(true);
    expect(parts.filter((part) => part.match)).toEqual([{ text: 'target', match: true }]);
  });

  it('keeps a match the window cuts whole, and marks the end it cut', () => {
    const text = `${'a '.repeat(20)}configuration ${'b '.repeat(40)}`;
    const parts = excerpt({ text, terms: ['configuration'], length: 20 });
    expect(parts.filter((part) => part.match)).toEqual([{ text: 'configuration', match: true }]);
    expect(parts[parts.length - 1]).toEqual({ text: '…', match: false });
  });

  it('shows the start of the text when nothing matches', () => {
    expect(excerpt({ text: 'x'.repeat(10), terms: ['y'], length: 4 })).toEqual([
      { text: 'xxxx', match: false },
      { text: '…', match: false },
    ]);
    expect(excerpt({ text: '', terms: ['y'] })).toEqual([]);
  });
});
