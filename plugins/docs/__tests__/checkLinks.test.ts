import fs from 'node:fs';
import path from 'node:path';
import type { PageAnalysis } from '../../../core/types';
import { compileMdx } from '../../../core/markdown/compileMdx';
import { remarkLinks } from '../../../core/markdown/remark/links';
import { makeSite } from '../../../test-utils/fixtures';
import { checkLinks, type LinkedPage } from '../checkLinks';
import { createLinkResolver } from '../resolveLink';

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

describe('checkLinks', () => {
  test('reports every dead link with file:line:column, in source order, and nothing else', () => {
    const problems = checkLinks({ pages, publicDir });
    expect(problems).toEqual([
      `${start()}:11:1: dead link "./missing.md": no page has the route /guide/missing.`,
      `${start()}:11:34: dead link "./other.md#nowhere": /guide/other has no heading or element with id "nowhere".`,
      `${start()}:13:3: dead link "#not-here": /guide/start has no heading or element with id "not-here".`,
      `${start()}:14:45: dead link "/missing.png": no page has the route /missing.png.`,
      `${path.join(site, 'docs/zh/guide/other.md')}:5:33: dead link "/guide/start#nope": /zh/guide/start has no heading or element with id "nope".`,
    ]);
  });

  test('a dead page, a dead anchor and a missing anchor on the same page are each reported', () => {
    const only = (raw: string) => checkLinks({ pages, publicDir }).filter((line) => line.includes(`"${raw}"`));
    expect(only('./missing.md')).toHaveLength(1);
    expect(only('./other.md#nowhere')).toHaveLength(1);
    expect(only('#not-here')).toHaveLength(1);
  });

  test('existing anchors pass: on the same page, on another page (any case, .html), from a fragment, a JSX id, a Chinese id', () => {
    const text = checkLinks({ pages, publicDir }).join('\n');
    for (const fine of ['#local-part', './other.md#middle', '/Guide/Other.html#deep-five', '#from-a-fragment', '#box', '#中文标题']) {
      expect(text).not.toContain(fine);
    }
  });

  test('files of public/ are fine; a link with an anchor to a page Quire cannot read (.tsx) is not checked', () => {
    const text = checkLinks({ pages, publicDir }).join('\n');
    expect(text).not.toContain('/logo.png');
    expect(text).not.toContain('/files/guide.pdf');
    expect(text).not.toContain('/playground');
  });

  test('a page without a public folder: root-absolute files are dead links', () => {
    const problems = checkLinks({ pages, publicDir: path.join(site, 'no-such-folder') });
    expect(problems).toContain(`${start()}:14:3: dead link "/logo.png": no page has the route /logo.png.`);
  });

  test('no problems when every link resolves', () => {
    const healthy = pages.filter((page) => page.routePath === '/' || page.routePath === '/guide/other' || page.routePath === '/guide/start');
    const withoutBadLinks = healthy.map((page) =>
      page.routePath === '/guide/start' ? { ...page, analysis: { ...page.analysis!, links: page.analysis!.links.filter((l) => l.line === 9) } } : page,
    );
    expect(checkLinks({ pages: withoutBadLinks, publicDir })).toEqual([]);
  });
});
