import path from 'node:path';
import { QuireError, displayPath, formatLocation } from '../errors';

describe('places in messages', () => {
  test('paths inside the current folder are relative, others absolute; one path:line:column format', () => {
    expect(displayPath(path.join(process.cwd(), 'docs', 'a.mdx'))).toBe('docs/a.mdx');
    expect(displayPath('./docs/a.mdx')).toBe('docs/a.mdx');
    expect(displayPath('/elsewhere/docs/a.mdx')).toBe('/elsewhere/docs/a.mdx');
    expect(formatLocation({ file: path.join(process.cwd(), 'docs/a.mdx'), line: 3, column: 1 })).toBe('docs/a.mdx:3:1');
    expect(formatLocation({ file: 'docs/a.mdx', line: 3 })).toBe('docs/a.mdx:3');
    expect(formatLocation({})).toBe('');
  });

  test('a QuireError formats its place, message and hint', () => {
    const error = new QuireError('Invalid YAML frontmatter: bad', { location: { file: path.join(process.cwd(), 'docs/a.mdx'), line: 2, column: 13 }, hint: 'Fix it.' });
    expect(error.format()).toBe('docs/a.mdx:2:13: Invalid YAML frontmatter: bad\nFix it.');
  });
});
