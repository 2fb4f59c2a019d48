import { liveMarkdownProblems } from '../../../test-utils/liveMarkup';
import { blockquote, encodeUrlPath, inlineText, oneLine } from '../markdownText';
import { renderLlmsFullTxt, renderLlmsTxt } from '../render';

/** Text that would be a link, an image, an autolink and raw HTML if it were written as Markdown. */
const HOSTILE = 'A [x](javascript:__pwn(1)) ![i](javascript:__pwn(2)) <javascript:__pwn(3)> <img src=x onerror=__pwn(4)> ](javascript:__pwn(5)) <!--';

describe('Markdown text of the llms files', () => {
  test('titles and descriptions stay on one line; text escapes what would end a link or start one, an image or HTML', () => {
    expect(oneLine('  A\n  long\ttitle ')).toBe('A long title');
    expect(inlineText('Arrays [a]\\b\nnext <T>')).toBe('Arrays \\[a\\]\\\\b next \\<T>');
    expect(blockquote('First line.\n\n  Second <b>line</b>.\n')).toBe('> First line.\n>\n> Second \\<b>line\\</b>.');
  });

  test('URL paths are percent-encoded, parentheses and spaces included, so a link destination never breaks', () => {
    expect(encodeUrlPath('/guide/start.md')).toBe('/guide/start.md');
    expect(encodeUrlPath('/zh/指南/a (b).md')).toBe('/zh/%E6%8C%87%E5%8D%97/a%20%28b%29.md');
    expect(encodeUrlPath('/100%<x>.md')).toBe('/100%25%3Cx%3E.md');
  });
});

describe('renderLlmsTxt', () => {
  test('H1, blockquote, then an H2 per section with one link line per page', () => {
    const text = renderLlmsTxt({
      title: 'My Site',
      description: 'Docs for\nthe tool.',
      sections: [
        {
          title: 'Guide',
          pages: [
            { title: 'Start', url: 'https://x.dev/docs/guide/start.md', description: 'How to\nstart.' },
            { title: 'The [beta] API', url: '/docs/guide/beta.md' },
          ],
        },
        { title: 'Others', pages: [{ title: 'Home', url: 'https://x.dev/docs/index.md' }] },
      ],
    });
    expect(text).toBe(
      [
        '# My Site',
        '',
        '> Docs for',
        '> the tool.',
        '',
        '## Guide',
        '',
        '- [Start](https://x.dev/docs/guide/start.md): How to start.',
        '- [The \\[beta\\] API](/docs/guide/beta.md)',
        '',
        '## Others',
        '',
        '- [Home](https://x.dev/docs/index.md)',
        '',
      ].join('\n'),
    );
  });

  test('hostile titles, descriptions and section names stay text: no link, image or raw HTML comes of them', async () => {
    const text = renderLlmsTxt({
      title: HOSTILE,
      description: `${HOSTILE}\n${HOSTILE}`,
      sections: [{ title: HOSTILE, pages: [{ title: HOSTILE, url: '/guide/start.md', description: HOSTILE }] }],
    });
    const full = renderLlmsFullTxt({ pages: [{ title: HOSTILE, url: '/index.md', markdown: 'No heading.' }] });
    expect(await liveMarkdownProblems({ markdown: text, file: 'llms.txt', marker: '__pwn' })).toEqual([]);
    expect(await liveMarkdownProblems({ markdown: full, file: 'llms-full.txt', marker: '__pwn' })).toEqual([]);
    // The page's own link is still there.
    expect(text).toContain('](/guide/start.md): A \\[x\\](javascript:__pwn(1))');
  });

  test('no description, no blockquote', () => {
    expect(renderLlmsTxt({ title: 'T', description: '  ', sections: [] })).toBe('# T\n');
  });
});

describe('renderLlmsFullTxt', () => {
  test('each page after a url header, as written; a page without an h1 gets its title as one', () => {
    const text = renderLlmsFullTxt({
      pages: [
        { title: 'Start', url: '/guide/start.md', markdown: '# Start\n\nRun it.\n\n---\n\nMore.\n\n' },
        { title: 'Home', url: '/index.md', markdown: '```bash\nnpm create x\n```\n' },
        { title: 'Empty', url: '/empty.md', markdown: '' },
      ],
    });
    expect(text).toBe(
      [
        '---',
        'url: /guide/start.md',
        '---',
        '',
        '# Start',
        '',
        'Run it.',
        '',
        '---',
        '',
        'More.',
        '',
        '---',
        'url: /index.md',
        '---',
        '',
        '# Home',
        '',
        '```bash',
        'npm create x',
        '```',
        '',
        '---',
        'url: /empty.md',
        '---',
        '',
        '# Empty',
        '',
      ].join('\n'),
    );
  });
});
