import fs from 'node:fs';
import path from 'node:path';
import type { PageAnalysis } from '../../../core/types';
import { compileMdx } from '../../../core/markdown/compileMdx';
import { remarkLinks } from '../../../core/markdown/remark/links';
import { makeSite } from '../../../test-utils/fixtures';
import { checkLinks, type LinkedPage } from '../checkLinks';
import { createLinkResolver } from '../resolveLink';
import { deadLinkPolicy } from '../deadLinkPolicy';

/*
 * The dead-link check on analyses made by the real compiler with the docs plugin's link step, so
 * the places in the messages are those of the source files.
 */

const files: Record<string, string> = {
  'docs/en/index.md': '# Home\n\nSee [the guide](./guide/start.md).\n',
  'docs/en/guide/start.md': [
    '---', //                                                             1
    'title: Start', //                                                    2
    '---', //                                                             3
    '', //                                                                4
    '# Start', //                                                         5
    '', //                                                                6
    '## Local part', //                                                   7
    '', //                                                                8
    '[fine](#local-part) [fine too](./other.md#middle) [case](/Guide/Other.html#deep-five)', // 9
    '', //                                                                10
    '[missing page](./missing.md) and [missing anchor](./other.md#nowhere)', // 11
    '', //                                                                12
    '- [same page, missing](#not-here)', //                              13
    '- [logo](/logo.png) [pdf](/files/guide.pdf) [no file](/missing.png)', // 14
    '- [playground](/playground#anything) [zh](/zh/guide/other#中文标题)', // 15
    '- [fragment heading](./components.mdx#from-a-fragment) [jsx id](./components.mdx#box)', // 16
    '',
  ].join('\n'),
  'docs/en/guide/other.md': '# Other\n\n## Middle\n\n##### Deep five\n',
  'docs/en/guide/components.mdx': "import Intro from './_intro.mdx';\n\n# Components\n\n<Intro />\n\n<div id=\"box\" />\n",
  'docs/en/guide/_intro.mdx': '## From a fragment\n',
  'docs/en/playground.tsx': 'export default () => null;\n',
  'docs/zh/guide/other.md': '# 其他\n\n## 中文标题\n\n[回到开始](/guide/start#local-part) [坏链接](/guide/start#nope)\n',
  'docs/zh/guide/start.md': '# 开始\n\n## Local part\n',
  'docs/en/guide/files.md': [
    '# Files', //                                                          1
    '', //                                                                 2
    '## Routing convention', //                                            3
    '', //                                                                 4
    '[feed](/rss.xml) [zh feed](/zh/rss.xml) [full](/llms-full.txt) [pdf page](/files/guide.pdf#page=2)', // 5
    '', //                                                                 6
    '[typo](#routing-conventions) [far](#something-else) [old](/old/page) [draft](./draft.md#intro)', // 7
    '',
  ].join('\n'),
  'public/logo.png': 'png',
  'public/files/guide.pdf': 'pdf',
};

const site = makeSite(files);
const docsDir = path.join(site, 'docs');
const publicDir = path.join(site, 'public');
const options = {
  remarkPlugins: [
    remarkLinks({ resolveLink: createLinkResolver({ docsDir, langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '', cleanUrls: true }) }),
  ],
  rehypePlugins: [],
  development: false,
};

const routes: Record<string, string> = {
  'docs/en/index.md': '/',
  'docs/en/guide/start.md': '/guide/start',
  'docs/en/guide/other.md': '/guide/other',
  'docs/en/guide/components.mdx': '/guide/components',
  'docs/en/playground.tsx': '/playground',
  'docs/zh/guide/other.md': '/zh/guide/other',
  'docs/zh/guide/start.md': '/zh/guide/start',
  'docs/en/guide/files.md': '/guide/files',
};

async function analyze(relativePath: string): Promise<PageAnalysis | undefined> {
  if (relativePath.endsWith('.tsx')) return undefined;
  const filePath = path.join(site, relativePath);
  return (await compileMdx({ source: fs.readFileSync(filePath, 'utf8'), filePath, options })).analysis;
}

let pages: LinkedPage[];

beforeAll(async () => {
  pages = await Promise.all(
    Object.entries(routes).map(async ([relativePath, routePath]) => ({ routePath, filePath: path.join(site, relativePath), analysis: await analyze(relativePath) })),
  );
});

const start = () => path.join(site, 'docs/en/guide/start.md');
const filesPage = () => path.join(site, 'docs/en/guide/files.md');
const onlyStartAndZh = () => pages.filter((page) => page.routePath !== '/guide/files');
const outputFiles = ['rss.xml', 'zh/rss.xml', 'llms-full.txt'];

describe('checkLinks', () => {
  test('reports every dead link with file:line:column, in source order, and nothing else', () => {
    const problems = checkLinks({ pages: onlyStartAndZh(), publicDir });
    expect(problems).toEqual([
      `${start()}:11:1: dead link "./missing.md": no page has the route /guide/missing.`,
      `${start()}:11:34: dead link "./other.md#nowhere": /guide/other has no heading or element with id "nowhere".`,
      `${start()}:13:3: dead link "#not-here": /guide/start has no heading or element with id "not-here".`,
      `${start()}:14:45: dead link "/missing.png": no page has the route /missing.png.`,
      `${path.join(site, 'docs/zh/guide/other.md')}:5:33: dead link "/guide/start#nope": /zh/guide/start has no heading or element with id "nope".`,
    ]);
  });

  test('a dead page, a dead anchor and a missing anchor on the same page are each reported', () => {
    const only = (raw: string) => checkLinks({ pages: onlyStartAndZh(), publicDir }).filter((line) => line.includes(`"${raw}"`));
    expect(only('./missing.md')).toHaveLength(1);
    expect(only('./other.md#nowhere')).toHaveLength(1);
    expect(only('#not-here')).toHaveLength(1);
  });

  test('existing anchors pass: on the same page, on another page (any case, .html), from a fragment, a JSX id, a Chinese id', () => {
    const text = checkLinks({ pages: onlyStartAndZh(), publicDir }).join('\n');
    for (const fine of ['#local-part', './other.md#middle', '/Guide/Other.html#deep-five', '#from-a-fragment', '#box', '#中文标题']) {
      expect(text).not.toContain(fine);
    }
  });

  test('files of public/ are fine; a link with an anchor to a page Quire cannot read (.tsx) is not checked', () => {
    const text = checkLinks({ pages: onlyStartAndZh(), publicDir }).join('\n');
    expect(text).not.toContain('/logo.png');
    expect(text).not.toContain('/files/guide.pdf');
    expect(text).not.toContain('/playground');
  });

  test('a page without a public folder: root-absolute files are dead links', () => {
    const problems = checkLinks({ pages: onlyStartAndZh(), publicDir: path.join(site, 'no-such-folder') });
    expect(problems).toContain(`${start()}:14:3: dead link "/logo.png": no page has the route /logo.png.`);
  });

  test('no problems when every link resolves', () => {
    const healthy = pages.filter((page) => page.routePath === '/' || page.routePath === '/guide/other' || page.routePath === '/guide/start');
    const withoutBadLinks = healthy.map((page) =>
      page.routePath === '/guide/start' ? { ...page, analysis: { ...page.analysis!, links: page.analysis!.links.filter((l) => l.line === 9) } } : page,
    );
    expect(checkLinks({ pages: withoutBadLinks, publicDir })).toEqual([]);
  });

  test('files the plugins write (outputFiles) are fine; a file link may carry an anchor', () => {
    const problems = checkLinks({ pages, publicDir, outputFiles }).filter((line) => line.startsWith(filesPage()));
    expect(problems.join('\n')).not.toMatch(/rss\.xml|llms-full|guide\.pdf/);
    const without = checkLinks({ pages, publicDir }).filter((line) => line.startsWith(filesPage()));
    expect(without).toEqual(
      expect.arrayContaining([
        `${filesPage()}:5:1: dead link "/rss.xml": no page has the route /rss.xml.`,
        `${filesPage()}:5:18: dead link "/zh/rss.xml": no page has the route /zh/rss.xml.`,
        `${filesPage()}:5:41: dead link "/llms-full.txt": no page has the route /llms-full.txt.`,
      ]),
    );
  });

  test('a missing anchor names the closest one of that page, and only a close one', () => {
    const problems = checkLinks({ pages, publicDir, outputFiles }).filter((line) => line.startsWith(filesPage()));
    expect(problems).toEqual([
      `${filesPage()}:7:1: dead link "#routing-conventions": /guide/files has no heading or element with id "routing-conventions"; did you mean #routing-convention?`,
      `${filesPage()}:7:30: dead link "#something-else": /guide/files has no heading or element with id "something-else".`,
      `${filesPage()}:7:53: dead link "/old/page": no page has the route /old/page.`,
      `${filesPage()}:7:70: dead link "./draft.md#intro": no page has the route /guide/draft.`,
    ]);
  });

  test('excludes: a string as written (with or without its anchor) or as a route, a RegExp on either', () => {
    const check = (excludes: (string | RegExp)[]) =>
      checkLinks({ pages, publicDir, outputFiles, isExcluded: deadLinkPolicy({ excludes })!.isExcluded })
        .filter((line) => line.startsWith(filesPage()))
        .map((line) => line.replace(/^.*?dead link "([^"]*)".*$/, '$1'));
    expect(check(['/old/page', './draft.md'])).toEqual(['#routing-conventions', '#something-else']);
    expect(check(['/OLD/Page.html', './draft.md#intro', '#something-else'])).toEqual(['#routing-conventions']);
    expect(check([/^\/old\//g, /draft/])).toEqual(['#routing-conventions', '#something-else']);
    // A /g RegExp keeps its lastIndex between tests: every test starts from the start.
    expect(check([/routing/g])).toEqual(['#something-else', '/old/page', './draft.md#intro']);
  });
});
