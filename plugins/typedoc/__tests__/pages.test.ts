import { addFolderIndexes } from '../folderIndexes';
import { sectionPages, withTitle } from '../sectionPages';

describe('folder index pages', () => {
  test("each kind section of an index page becomes its folder's index, links made relative to it", () => {
    const pages = addFolderIndexes({
      pages: {
        'index.md': '# API\n\nIntro.\n\n## 函数\n\n- [add](functions/add.md)\n- [sub](functions/sub.md#overload)\n\n## Mixed\n\n- [a](x/a.md)\n- [b](y/b.md)\n\n```md\n## Not a section\n- [c](z/c.md)\n```\n',
        'functions/add.md': '# add()',
        'functions/sub.md': '# sub()',
        'mod/index.md': '# mod\n\n## Interfaces\n\n- [I](interfaces/I.md)\n',
        'mod/interfaces/I.md': '# I',
      },
    });
    expect(pages['functions/index.md']).toBe('# 函数\n\n- [add](add.md)\n- [sub](sub.md#overload)\n');
    expect(pages['mod/interfaces/index.md']).toBe('# Interfaces\n\n- [I](I.md)\n');
    // A section linking into several folders, or inside a code fence, makes no page.
    expect(Object.keys(pages).sort()).toEqual(['functions/add.md', 'functions/index.md', 'functions/sub.md', 'index.md', 'mod/index.md', 'mod/interfaces/I.md', 'mod/interfaces/index.md']);
  });

  test('a folder that has an index page keeps it', () => {
    const pages = addFolderIndexes({ pages: { 'index.md': '## Modules\n\n- [a](a/index.md)\n', 'a/index.md': '# a' } });
    expect(pages['a/index.md']).toBe('# a');
  });
});

describe('section pages', () => {
  test("routes per language under the section's route, index files as folder routes, titles in frontmatter", () => {
    const pages = sectionPages({
      pages: { en: { 'index.md': '# API', 'classes/Box.md': '# Box\\<T\\>', 'classes/index.md': '# Classes' }, zh: { 'index.md': '# API 参考' } },
      route: 'api/reference',
      defaultLang: 'en',
    });
    expect(pages.map((page) => page.routePath)).toEqual(['/api/reference/classes/Box', '/api/reference/classes/', '/api/reference/', '/zh/api/reference/']);
    expect((pages[0] as { content: string }).content).toBe('---\ntitle: "Box<T>"\n---\n\n# Box\\<T\\>');
  });

  test('withTitle takes the h1 as plain text and leaves pages with frontmatter alone', () => {
    expect(withTitle('# **add**`()`\n\ntext')).toBe('---\ntitle: "add()"\n---\n\n# **add**`()`\n\ntext');
    expect(withTitle('---\ntitle: x\n---\n# y')).toBe('---\ntitle: x\n---\n# y');
    expect(withTitle('no heading')).toBe('no heading');
  });
});
