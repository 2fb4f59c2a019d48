import { liveHtmlProblems, liveMarkdownProblems } from '../liveMarkup';

const options = { file: 'page.html', marker: '__pwn', isKnownScript: (text: string) => text.startsWith('/* own */') };

describe('liveHtmlProblems (what the escaping test looks for in each page)', () => {
  test('finds every way a payload could be live', async () => {
    const html = [
      '<img src=x onerror=__pwn(1)>',
      '<a href=" JaVaScRiPt:__pwn(2)">a</a>',
      '<iframe src="data:text/html,<script>parent.__pwn(3)</script>"></iframe>',
      '<meta http-equiv="refresh" content="0; url=javascript:__pwn(4)">',
      '<script type="application/json" id="__quire_route">{"title": "cut short</script>',
      '<script>__pwn(5)</script>',
      '<!--<script>__pwn(6)</script>-->',
      '<style>/* __pwn(7)</style>',
    ].join('');
    const problems = await liveHtmlProblems({ html, ...options });
    expect(problems.map((problem) => problem.replace(/^page\.html: /, '').split(':')[0])).toEqual([
      '<img onerror="__pwn(1)">',
      '<a href=" JaVaScRiPt',
      '<iframe src="data',
      '<meta http-equiv="refresh" content="0; url=javascript',
      '<script type="application/json"> #__quire_route',
      '<script>__pwn(5)',
      'a comment holds a payload',
      '<style>/* __pwn(7)',
    ]);
  });

  test('leaves inert payloads alone: escaped text and attributes, JSON that parses, known scripts', async () => {
    const html = [
      '<p title="&quot;&gt;&lt;img src=x onerror=__pwn(1)&gt;">&lt;script&gt;__pwn(2)&lt;/script&gt;</p>',
      '<script type="application/json">{"t":"\\u003c/script\\u003e__pwn(3)"}</script>',
      '<script>/* own */ var s = "<\\u0073cript>__pwn(4)"</script>',
      '<a href="https://example.com/?q=javascript:__pwn(5)">ok</a>',
    ].join('');
    expect(await liveHtmlProblems({ html, ...options })).toEqual([]);
  });
});

describe('liveMarkdownProblems (the .md twins and llms.txt)', () => {
  test('finds raw HTML with the marker and links or images to URLs that run script; escaped text is fine', async () => {
    const markdown = '<img src=x onerror=__pwn(1)>\n\n[a](javascript:__pwn(2)) ![b](<vbscript:__pwn(3)>)\n\n\\<img src=x onerror=__pwn(4)> \\[c](javascript:__pwn(5))\n';
    expect(await liveMarkdownProblems({ markdown, file: 'llms.txt', marker: '__pwn' })).toEqual([
      'llms.txt: raw HTML with a payload: <img src=x onerror=__pwn(1)>',
      'llms.txt: a link to "javascript:__pwn(2)"',
      'llms.txt: an image to "vbscript:__pwn(3)"',
    ]);
  });
});
