import MiniSearch from 'minisearch';
import { buildSearchIndexes, type SearchPageInput } from '../buildIndex';
import { groupHits, MINISEARCH_OPTIONS, queryOptions, type SearchDocument, type SearchHit } from '../searchOptions';
import { splitSections } from '../sections';

const guide: SearchPageInput = {
  routePath: '/guide/start',
  lang: 'en',
  title: 'Getting started',
  markdown: [
    '# Getting started',
    '',
    'Quire builds **documentation** sites.',
    '',
    '## Install the `quire` package',
    '',
    'Run the [installer](https://example.com).',
    '',
    '```sh',
    'npm install quire-secret-flag',
    '```',
    '',
    '### Options {#opts}',
    '',
    '- a *list* item',
    '',
    '#### Deep heading',
    '',
    'Deep text stays in Options.',
  ].join('\n'),
  toc: [
    { text: 'Install the quire package', id: 'install-the-quire-package', depth: 2 },
    { text: 'Options', id: 'opts', depth: 3 },
    { text: 'Deep heading', id: 'deep-heading', depth: 4 },
  ],
};

const zhPage: SearchPageInput = {
  routePath: '/zh/api/config',
  lang: 'zh',
  title: '基础配置',
  markdown: '# 基础配置\n\n## 概览\n\n用几句话解释概览，让页面有正文内容。\n',
  toc: [{ text: '概览', id: '概览', depth: 2 }],
};

function search(json: string, query: string): SearchHit[] {
  const index = MiniSearch.loadJSON<SearchDocument>(json, MINISEARCH_OPTIONS);
  return index.search(query, queryOptions(query)).map((result) => ({ ...(result as unknown as SearchHit), terms: result.terms }));
}

describe('splitSections', () => {
  it('cuts a page at its h2/h3 headings, with the toc ids, and plain text', () => {
    const sections = splitSections({ markdown: guide.markdown, toc: guide.toc, codeBlocks: true });
    expect(sections.map(({ id, heading }) => [id, heading])).toEqual([
      ['', ''],
      ['install-the-quire-package', 'Install the quire package'],
      ['opts', 'Options'],
    ]);
    expect(sections[0]!.text).toBe('Quire builds documentation sites.');
    expect(sections[1]!.text).toBe('Run the installer. npm install quire-secret-flag');
    expect(sections[2]!.text).toBe('a list item Deep heading Deep text stays in Options.');
  });

  it('leaves fenced code out when codeBlocks is false', () => {
    const sections = splitSections({ markdown: guide.markdown, toc: guide.toc, codeBlocks: false });
    expect(sections[1]!.text).toBe('Run the installer.');
  });

  it('keeps a heading the toc does not list in the section above', () => {
    const sections = splitSections({ markdown: '## Shown\n\nA\n\n## Hidden\n\nB', toc: [{ text: 'Shown', id: 'shown', depth: 2 }], codeBlocks: true });
    expect(sections).toEqual([{ id: 'shown', heading: 'Shown', text: 'A Hidden B' }]);
  });
});

describe('buildSearchIndexes', () => {
  const indexes = buildSearchIndexes({ pages: [guide, zhPage], codeBlocks: true });

  it('builds one index per language', () => {
    expect([...indexes.keys()].sort()).toEqual(['en', 'zh']);
  });

  it('finds sections with links to their headings', () => {
    const hits = search(indexes.get('en')!, 'install');
    expect(hits[0]).toMatchObject({ route: '/guide/start#install-the-quire-package', page: '/guide/start', pageTitle: 'Getting started', heading: 'Install the quire package' });
    expect(search(indexes.get('en')!, 'options')[0]!.route).toBe('/guide/start#opts');
    expect(search(indexes.get('en')!, 'documentation')[0]!.route).toBe('/guide/start');
  });

  it('finds Chinese words and keeps languages apart', () => {
    const hits = search(indexes.get('zh')!, '概览');
    expect(hits[0]).toMatchObject({ route: '/zh/api/config#概览', pageTitle: '基础配置' });
    expect(search(indexes.get('zh')!, 'install')).toEqual([]);
    expect(search(indexes.get('en')!, '概览')).toEqual([]);
  });

  it('drops code from the index when codeBlocks is false', () => {
    const withCode = buildSearchIndexes({ pages: [guide], codeBlocks: true }).get('en')!;
    const withoutCode = buildSearchIndexes({ pages: [guide], codeBlocks: false }).get('en')!;
    expect(search(withCode, 'quire-secret-flag')).toHaveLength(1);
    expect(search(withoutCode, 'quire-secret-flag')).toEqual([]);
  });
});

describe('groupHits', () => {
  it('groups hits by page in the order of their best hit, at most 20 each', () => {
    const many: SearchPageInput = {
      routePath: '/many',
      lang: 'en',
      title: 'Many',
      markdown: Array.from({ length: 30 }, (_, i) => `## Part ${i}\n\nwidget number ${i}`).join('\n\n'),
      toc: Array.from({ length: 30 }, (_, i) => ({ text: `Part ${i}`, id: `part-${i}`, depth: 2 as const })),
    };
    const other: SearchPageInput = { routePath: '/other', lang: 'en', title: 'Other', markdown: '## Widget\n\nwidget widget', toc: [{ text: 'Widget', id: 'widget', depth: 2 }] };
    const json = buildSearchIndexes({ pages: [many, other] }).get('en')!;
    const groups = groupHits({ hits: search(json, 'widget') });
    expect(groups.map((group) => group.pageTitle)).toEqual(['Other', 'Many']);
    expect(groups[1]!.hits).toHaveLength(20);
    expect(groups[0]!.hits).toHaveLength(1);
  });
});
