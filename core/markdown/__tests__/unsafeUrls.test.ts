import { compileMdx, type MdxCompilerOptions } from '../compileMdx';
import { toPlainMarkdown } from '../plainMarkdown';
import { liveMarkdownProblems } from '../../../test-utils/liveMarkup';

const options: MdxCompilerOptions = { remarkPlugins: [], rehypePlugins: [], development: false, plainMarkdown: true };

/** Every way Markdown writes a link or an image, each to a URL that runs script, and one safe link. */
const PAGE = [
  '# Links', // 1
  '',
  'A [plain link](javascript:alert(1)) and a [spaced one](< JaVaScRiPt:alert(2)>).', // 3
  '',
  'An autolink <vbscript:msgbox(3)> and a [reference][evil], ![an image](data:text/html,x) and ![ref image][evil].', // 5
  '',
  '[evil]: javascript:alert(4)', // 7
  '',
  'A [safe link](https://example.com) and [an entity spelling](jav&#x61;script:alert(5)).', // 9
  '',
].join('\n');

describe('links and images to URLs that run script', () => {
  test('are dropped from the compiled page, their text kept, each with a warning at its place', async () => {
    const { code, analysis } = await compileMdx({ source: PAGE, filePath: '/site/docs/en/page.md', options });
    // No element gets one as its href or src (an autolink's text is its URL: that text stays).
    expect(code).not.toMatch(/(href|src): "\s*(javascript|vbscript|data)/i);
    for (const text of ['plain link', 'spaced one', 'reference', 'an image', 'ref image', 'an entity spelling']) expect(code).toContain(text);
    expect(code).toContain('https://example.com');
    expect((analysis.warnings ?? []).map(({ message, line, column }) => `${line}:${column} ${message.split(' is dropped')[0]}`)).toEqual([
      '7:1 link definition: "javascript:alert(4)"',
      '3:3 link: "javascript:alert(1)"',
      '3:43 link: " JaVaScRiPt:alert(2)"',
      '5:13 link: "vbscript:msgbox(3)"',
      '5:59 image: "data:text/html,x"',
      '9:40 link: "javascript:alert(5)"',
    ]);
    expect(analysis.warnings![0]!.message).toContain('(the links to it keep their text): javascript:, vbscript: and data: URLs (other than images) could run script');
  });

  test('an MDX page the same (where <...> is JSX, not an autolink)', async () => {
    const source = PAGE.replace('An autolink <vbscript:msgbox(3)> and a', 'And a');
    const { code, analysis } = await compileMdx({ source, filePath: '/site/docs/en/page.mdx', options });
    expect(code).not.toMatch(/javascript|vbscript|data:text/i);
    expect(analysis.warnings?.map(({ line }) => line)).toEqual([7, 3, 3, 5, 9]);
  });

  test('are dropped from the page\'s plain Markdown (its .md twin, the search text), the text kept', async () => {
    const plain = await toPlainMarkdown({ source: PAGE, filePath: '/site/docs/en/page.md' });
    expect(await liveMarkdownProblems({ markdown: plain, file: 'page.md', marker: 'alert' })).toEqual([]);
    expect(plain).toContain('A plain link and a spaced one.');
    expect(plain).toContain('[safe link](https://example.com)');
  });
});
