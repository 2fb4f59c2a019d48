import { extractTsxFrontmatter } from '../tsxFrontmatter';

describe('extractTsxFrontmatter', () => {
  test('reads a literal `export const frontmatter` without running the file', () => {
    const source = `import { useState } from 'react';\nexport const frontmatter = { title: 'Playground', pageType: 'custom', tags: ['a', 'b'], n: -1, nested: { ok: true } } as const;\nexport default function Page() { const [x] = useState(0); return <div>{x}</div>; }\n`;
    expect(extractTsxFrontmatter({ source, file: 'p.tsx' })).toEqual({ title: 'Playground', pageType: 'custom', tags: ['a', 'b'], n: -1, nested: { ok: true } });
  });

  test('a page without frontmatter has none', () => {
    expect(extractTsxFrontmatter({ source: 'export default () => <p>Hi</p>;', file: 'p.jsx' })).toEqual({});
  });

  test('a computed value is an error with its place', () => {
    expect(() => extractTsxFrontmatter({ source: `const t = 'x';\nexport const frontmatter = {\n  title: t,\n};\n`, file: 'p.tsx' })).toThrow(
      /plain object literal/,
    );
    try {
      extractTsxFrontmatter({ source: `const t = 'x';\nexport const frontmatter = {\n  title: t,\n};\n`, file: 'p.tsx' });
    } catch (error) {
      expect((error as { format(): string }).format()).toMatch(/^p\.tsx:3:\d+: /);
    }
  });

  test('a syntax error names the line', () => {
    expect(() => extractTsxFrontmatter({ source: 'export default () => <p>Hi</p;\n', file: 'p.tsx' })).toThrow(/Cannot parse page/);
  });
});
