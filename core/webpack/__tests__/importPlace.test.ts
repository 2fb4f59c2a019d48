import { importPlace } from '../importPlace';

describe('importPlace', () => {
  const mdx = ['---', 'title: A', '---', '', '# A', '', "import X from './nope'", 'import {', '  Badge,', '  Nope,', "} from '@theme';", '', '<X />'].join('\n');

  test('the import statement of a request, line and column from 1, frontmatter lines counted', () => {
    expect(importPlace({ source: mdx, request: './nope' })).toEqual({ line: 7, column: 1 });
  });

  test('the imported name, in a statement over several lines', () => {
    expect(importPlace({ source: mdx, request: '@theme', name: 'Nope' })).toEqual({ line: 10, column: 3 });
    expect(importPlace({ source: mdx, request: '@theme' })).toEqual({ line: 8, column: 1 });
  });

  test('a default import is placed at its statement; an indented one at its keyword', () => {
    expect(importPlace({ source: "  import Foo from \"./foo\";\n", request: './foo', name: 'default' })).toEqual({ line: 1, column: 3 });
  });

  test('an export ... from, and a statement that names the request only later is not taken for it', () => {
    const source = "export const a = 1\nimport B from './b'\nexport { C } from './c'\n";
    expect(importPlace({ source, request: './b' })).toEqual({ line: 2, column: 1 });
    expect(importPlace({ source, request: './c', name: 'C' })).toEqual({ line: 3, column: 10 });
  });

  test('none when the file does not import it (an import Quire added itself)', () => {
    expect(importPlace({ source: mdx, request: './img.png' })).toBeUndefined();
    expect(importPlace({ source: "import x from './nope.js'\n", request: './nope' })).toBeUndefined();
  });
});
