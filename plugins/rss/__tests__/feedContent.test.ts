import { feedContentHtml } from '..';

const pageUrl = 'https://example.com/docs/guide/start';

const page = (content: string) => `<!DOCTYPE html><html><head><title>x</title><script>var a = 1;</script></head><body>
<nav class="quire-nav"><a href="/docs/">Home</a></nav>
<div class="quire-doc-layout"><article><div class="quire-doc">${content}</div><footer><a href="/docs/next">Next</a></footer></article></div>
</body></html>`;

describe('feedContentHtml', () => {
  test("the content element's HTML with every URL absolute", async () => {
    const html = await feedContentHtml({
      pageUrl,
      html: page(
        '<p><a href="/docs/guide/later">root-relative</a> <a href="sibling">relative</a> <a href="../api/">up</a> <a href="#details">anchor</a> ' +
          '<a href="https://github.com/x" target="_blank" rel="noopener noreferrer">external</a> <a href="mailto:a@b.c">mail</a></p>' +
          '<img src="/docs/logo.png" srcset="/docs/logo.png 1x, /docs/logo@2x.png 2x" alt="Logo"><video poster="poster.jpg" src="/docs/v.mp4"></video>',
      ),
    });
    expect(html).toBe(
      '<p><a href="https://example.com/docs/guide/later">root-relative</a> <a href="https://example.com/docs/guide/sibling">relative</a> ' +
        '<a href="https://example.com/docs/api/">up</a> <a href="https://example.com/docs/guide/start#details">anchor</a> ' +
        '<a href="https://github.com/x" target="_blank" rel="noopener noreferrer">external</a> <a href="mailto:a@b.c">mail</a></p>' +
        '<img src="https://example.com/docs/logo.png" srcset="https://example.com/docs/logo.png 1x, https://example.com/docs/logo@2x.png 2x" alt="Logo">' +
        '<video poster="https://example.com/docs/guide/poster.jpg" src="https://example.com/docs/v.mp4"></video>',
    );
  });

  test('without the title, heading anchors, hidden decoration, buttons, scripts and comments', async () => {
    const html = await feedContentHtml({
      pageUrl,
      html: page(
        '\n<h1 id="start">Start<a class="quire-anchor" href="#start">#</a></h1>\n' +
          '<h2 id="details">Details<a href="#details" aria-label="Link">#</a></h2>' +
          '<p><svg aria-hidden="true"><path d="M0"></path></svg>Text<!-- note --><script>alert(1)</script><style>p{}</style></p>' +
          '<div class="code"><pre><code>a &lt; b</code></pre><button type="button" aria-label="Copy code">Copy</button></div>',
      ),
    });
    expect(html).toBe('<h2 id="details">Details</h2><p>Text</p><div class="code"><pre><code>a &lt; b</code></pre></div>');
  });

  test('an h1 later in the content stays', async () => {
    expect(await feedContentHtml({ pageUrl, html: page('<p>Intro</p><h1>Second title</h1>') })).toBe('<p>Intro</p><h1>Second title</h1>');
  });

  test('text that would end a CDATA section comes out escaped', async () => {
    const html = await feedContentHtml({ pageUrl, html: page('<pre><code>&lt;![CDATA[ a ]]&gt; ]]&gt;</code></pre>') });
    expect(html).not.toContain(']]>');
    expect(html).toBe('<pre><code>&lt;![CDATA[ a ]]&gt; ]]&gt;</code></pre>');
  });

  test('a page without the content element has no content', async () => {
    expect(await feedContentHtml({ pageUrl, html: '<html><body><main><p>Custom theme</p></main></body></html>' })).toBeUndefined();
  });
});
