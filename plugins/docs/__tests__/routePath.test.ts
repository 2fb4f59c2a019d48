import { fileToRoutePath, isConventionallyExcluded } from '../routePath';
import { extractH1, stripInlineMarkdown } from '../pageTitle';

const en = { lang: 'en', version: '', defaultLang: 'en', defaultVersion: '' };
const zh = { ...en, lang: 'zh' };

describe('fileToRoutePath', () => {
  test.each([
    ['index.md', en, '/'],
    ['index.md', zh, '/zh/'],
    ['api/index.mdx', en, '/api/'],
    ['api/index.mdx', zh, '/zh/api/'],
    ['guide/start/introduction.md', en, '/guide/start/introduction'],
    ['guide/start/introduction.MDX', zh, '/zh/guide/start/introduction'],
    ['playground.tsx', en, '/playground'],
    ['index.md', { ...en, version: 'v1', defaultVersion: 'v2' }, '/v1/'],
    ['guide/a.md', { ...zh, version: 'v1', defaultVersion: 'v2' }, '/v1/zh/guide/a'],
    ['guide/a.md', { ...zh, version: 'v2', defaultVersion: 'v2' }, '/zh/guide/a'],
  ])('%s (%o) -> %s', (relativePath, locale, expected) => {
    expect(fileToRoutePath({ relativePath, ...locale }).routePath).toBe(expected);
  });
});

test('files and folders starting with one underscore are not pages', () => {
  expect(isConventionallyExcluded('_fragment.mdx')).toBe(true);
  expect(isConventionallyExcluded('guide/_parts/a.md')).toBe(true);
  expect(isConventionallyExcluded('guide/__special__.md')).toBe(false);
  expect(isConventionallyExcluded('guide/a_b.md')).toBe(false);
});

describe('page titles', () => {
  test('the first h1 outside code fences, without inline Markdown', () => {
    expect(extractH1('```md\n# Not this\n```\n\n# The **real** `title` {#custom}\n\n# Second')).toBe('The real title');
    expect(extractH1('# Escaped for MDX \\{#custom}\n')).toBe('Escaped for MDX');
    expect(extractH1('## Only h2\n')).toBeUndefined();
    expect(stripInlineMarkdown('[Link](/a) and _em_ and ~~old~~')).toBe('Link and em and old');
  });
});
