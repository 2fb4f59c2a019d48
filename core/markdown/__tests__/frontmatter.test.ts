import { parseFrontmatter, splitFrontmatter, validateFrontmatter } from '../frontmatter';

describe('splitFrontmatter', () => {
  test('replaces the block by blank lines so line numbers stay right', () => {
    const { yaml, body } = splitFrontmatter('---\ntitle: A\ndescription: B\n---\n# Heading\n');
    expect(yaml).toBe('title: A\ndescription: B');
    expect(body).toBe('\n\n\n\n# Heading\n');
    expect(body.split('\n').indexOf('# Heading')).toBe(4);
  });

  test('leaves a file without frontmatter alone', () => {
    expect(splitFrontmatter('# Only\n')).toEqual({ body: '# Only\n' });
    expect(splitFrontmatter('---\n\nA thematic break above\n')).toEqual({ body: '---\n\nA thematic break above\n' });
  });

  test('finds the block after a byte order mark, and in a file whose lines end with CR alone', () => {
    expect(splitFrontmatter('\uFEFF---\ntitle: A\n---\n# Heading\n')).toEqual({ yaml: 'title: A', body: '\n\n\n# Heading\n' });
    expect(splitFrontmatter('\uFEFF# No block\n')).toEqual({ body: '# No block\n' });
    expect(splitFrontmatter('---\rtitle: A\r---\r# Heading\r\rText\r')).toEqual({ yaml: 'title: A', body: '\n\n\n# Heading\n\nText\n' });
    // CRLF stays as it is: the parsers read it, and columns are unchanged.
    expect(splitFrontmatter('---\r\ntitle: A\r\n---\r\n# H\r\n').yaml).toBe('title: A');
  });
});

describe('parseFrontmatter', () => {
  test('parses YAML and keeps custom keys', () => {
    const { frontmatter } = parseFrontmatter({ source: '---\ntitle: Hello\nsidebar: false\ncustom: [1, 2]\n---\nBody', file: 'a.md' });
    expect(frontmatter).toEqual({ title: 'Hello', sidebar: false, custom: [1, 2] });
  });

  test('a wrong type names the file, the line and the field', () => {
    expect(() => parseFrontmatter({ source: '---\ntitle: Hello\nsidebar: "no"\nhero:\n  actions:\n    - text: Go\n      link: 3\n---\n', file: 'docs/en/a.md' })).toThrow(
      /docs\/en\/a\.md:3: frontmatter\.sidebar: expected a boolean[\s\S]*docs\/en\/a\.md:7: frontmatter\.hero\.actions\[0\]\.link: expected a string/,
    );
  });

  test('broken YAML is reported with its line', () => {
    try {
      parseFrontmatter({ source: '---\ntitle: [unclosed\n---\n', file: 'docs/en/b.md' });
      throw new Error('expected an error');
    } catch (error) {
      expect((error as { format(): string }).format()).toMatch(/^docs\/en\/b\.md:\d+:\d+: Invalid YAML frontmatter/);
    }
  });

  test('an alias without its anchor, or aliases that expand without end, are YAML errors at the alias', () => {
    const placeOf = (source: string) => {
      try {
        parseFrontmatter({ source, file: 'docs/a.md' });
      } catch (error) {
        return (error as { format(): string }).format().split('\n')[0];
      }
      throw new Error('expected an error');
    };
    expect(placeOf('---\ntitle: T\ndescription: *nope\n---\n')).toBe('docs/a.md:3:14: Invalid YAML frontmatter: Unresolved alias (the anchor must be set before the alias): nope');
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdef'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdef'[i]}`).join(', ')}]`)].join('\n');
    expect(placeOf(`---\n${bomb}\n---\n`)).toBe('docs/a.md:3:8: Invalid YAML frontmatter: Excessive alias count indicates a resource exhaustion attack');
  });

  test('a missing field is placed at the object that lacks it; frontmatter that is not a mapping at its first line, with what to do', () => {
    expect(() => parseFrontmatter({ source: '---\ntitle: T\nfeatures:\n  - details: no title\n---\n', file: 'docs/a.md' })).toThrow(
      'docs/a.md:4: frontmatter.features[0].title: expected a string, received nothing',
    );
    try {
      parseFrontmatter({ source: '---\n- a\n- b\n---\n', file: 'docs/a.md' });
      throw new Error('expected an error');
    } catch (error) {
      expect((error as { format(): string }).format()).toBe(
        'docs/a.md:2:1: The frontmatter must be a YAML mapping (key: value lines).\nWrite one field per line between the two --- lines, as `title: My page`.',
      );
    }
  });

  test('pageType must be one of the page types', () => {
    expect(() => validateFrontmatter({ data: { pageType: 'landing' }, file: 'x.tsx' })).toThrow(
      'x.tsx: frontmatter.pageType: expected "404" or "home" or "doc" or "custom" or "blank", received the string "landing"',
    );
  });
});

describe('frontmatter URLs that could run script', () => {
  const source = [
    '---',
    'hero:',
    '  actions:',
    '    - { text: Start, link: /guide/start }',
    '    - { text: Evil, link: "javascript:alert(1)" }',
    'features:',
    '  - { title: Safe, link: https://example.com }',
    '  - { title: Evil card, link: " JaVaScRiPt:alert(2)" }',
    'head:',
    '  - [link, { rel: help, href: "vbscript:alert(3)" }]',
    '  - [meta, { name: x, content: "javascript:alert(4) is only text here" }]',
    '---',
    '',
  ].join('\n');

  test('are dropped (an action left out, a card without its link, a tag without the attribute), each warned about at its line', () => {
    const { frontmatter, warnings } = parseFrontmatter({ source, file: 'docs/en/index.md' });
    expect(frontmatter.hero?.actions).toEqual([{ text: 'Start', link: '/guide/start' }]);
    expect(frontmatter.features).toEqual([{ title: 'Safe', link: 'https://example.com' }, { title: 'Evil card' }]);
    expect(frontmatter.head).toEqual([['link', { rel: 'help' }], ['meta', { name: 'x', content: 'javascript:alert(4) is only text here' }]]);
    expect(warnings.map((warning) => warning.split(' is dropped')[0])).toEqual([
      'docs/en/index.md:10: frontmatter.head[0][1].href: "vbscript:alert(3)"',
      'docs/en/index.md:5: frontmatter.hero.actions[1].link: "javascript:alert(1)"',
      'docs/en/index.md:8: frontmatter.features[1].link: " JaVaScRiPt:alert(2)"',
    ]);
    expect(warnings[1]).toContain('(the action is left out): javascript:, vbscript: and data: URLs (other than images) could run script');
  });

  test('frontmatter without any has no warnings', () => {
    expect(parseFrontmatter({ source: '---\ntitle: A\n---\n', file: 'a.md' }).warnings).toEqual([]);
  });
});
