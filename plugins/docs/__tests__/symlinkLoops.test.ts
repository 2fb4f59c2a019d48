import fs from 'node:fs';
import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { QuireAggregateError } from '../../../core/errors';
import { loadDocs } from '../loadDocs';
import { findSymlinkLoops } from '../symlinkLoops';

/** A site whose docs folder has every kind of symbolic link: loops, and links that are fine. */
function siteWithLinks(): string {
  const site = makeSite({
    'docs/index.md': '# Home\n',
    'docs/guide/a.md': '# A\n',
    'docs/guide/bad.md': '---\ntitle: [oops\n---\n# Bad\n',
    'docs/pair/b.md': '# B\n',
    'shared/c.md': '# Shared\n',
  });
  const link = (from: string, to: string) => fs.symlinkSync(to, path.join(site, from));
  link('docs/guide/again', '..'); // the folder above
  link('docs/guide/here', '.'); // the folder itself
  link('docs/pair/one', 'two'); // round and round
  link('docs/pair/two', 'one');
  link('docs/shared', '../shared'); // fine: outside
  link('docs/guide/page.md', 'a.md'); // fine: a file
  return site;
}

describe('symbolic link loops in the docs folder', () => {
  test('are each found and named, with where they lead; links elsewhere are fine', async () => {
    const site = siteWithLinks();
    const loops = await findSymlinkLoops({ dir: path.join(site, 'docs') });
    expect(loops.map(({ link }) => path.relative(site, link))).toEqual(['docs/guide/again', 'docs/guide/here', 'docs/pair/one', 'docs/pair/two']);
    const problems = loops.map(({ problem }) => problem.replace(`${site}/`, ''));
    expect(problems).toEqual([
      'docs/guide/again: this symbolic link leads back to a folder above it (-> ..), so its pages would be found again and again',
      'docs/guide/here: this symbolic link leads back to the folder that holds it (-> .), so its pages would be found again and again',
      'docs/pair/one: this symbolic link leads to itself (-> two), round and round',
      'docs/pair/two: this symbolic link leads to itself (-> one), round and round',
    ]);
  });

  test('are reported with the pages that cannot be read, in one error; no page is read twice through them', async () => {
    const site = siteWithLinks();
    const docsDir = path.join(site, 'docs');
    const error = (await loadDocs({ docsDir, langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '', exclude: [] }).catch((e: unknown) => e)) as QuireAggregateError;
    expect(error).toBeInstanceOf(QuireAggregateError);
    expect(error.message.split('\n')[0]).toBe('4 symbolic link loop(s) in the docs folder and 1 page(s) that could not be read:');
    // The bad page once, under its own path only (not again/guide/bad.md, here/bad.md, ...).
    expect(error.errors.filter((line) => line.includes('Invalid YAML frontmatter')).map((line) => line.split(':')[0]!.replace(`${site}/`, ''))).toEqual(['docs/guide/bad.md']);
    expect(error.hint).toBe('Remove each symbolic link above, or point it at a folder outside the one that holds it.');
    expect(error.errors.find((line) => line.includes('Invalid YAML frontmatter'))).toMatch(/Fix the YAML between the two --- lines/);
  });

  test('without loops, linked pages and folders are pages', async () => {
    const site = makeSite({ 'docs/index.md': '# Home\n', 'shared/c.md': '# Shared\n' });
    fs.symlinkSync('../shared', path.join(site, 'docs/shared'));
    const pages = await loadDocs({ docsDir: path.join(site, 'docs'), langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '', exclude: [] });
    expect(pages.map((page) => page.routePath).sort()).toEqual(['/', '/shared/c']);
  });
});
