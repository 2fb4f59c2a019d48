import { redirectPage, targetUrl } from '../redirectPage';

describe('targetUrl', () => {
  test('a page: base and clean URLs, absolute with siteUrl, its own query and hash kept', () => {
    expect(targetUrl({ to: '/guide/start?tab=1#part', base: '/docs/', cleanUrls: true })).toBe('/docs/guide/start?tab=1#part');
    expect(targetUrl({ to: '/guide/', base: '/', cleanUrls: true, siteUrl: 'https://quire.dev/' })).toBe('https://quire.dev/guide/');
    expect(targetUrl({ to: '/guide/start', base: '/', cleanUrls: false })).toBe('/guide/start.html');
  });

  test('an external URL as it is', () => {
    expect(targetUrl({ to: 'https://example.com/a?b=1', base: '/docs/', cleanUrls: true, siteUrl: 'https://quire.dev' })).toBe('https://example.com/a?b=1');
  });
});

/** Runs the page's script against a stand-in `location` at `href`; returns where it sent the reader. */
function runScript({ html, href }: { html: string; href: string }): string {
  const script = /<script>(.*?)<\/script>/.exec(html)![1]!;
  const url = new URL(href);
  let replaced = '';
  const location = { href: url.href, search: url.search, hash: url.hash, replace: (to: string) => (replaced = to) };
  new Function('location', script)(location);
  return replaced;
}

describe('redirectPage', () => {
  const page = redirectPage({ to: '/guide/start', base: '/docs/', cleanUrls: true, siteUrl: 'https://quire.dev', lang: 'zh' });

  test('moves on by script and by meta refresh, says noindex and canonical, shows a link', () => {
    expect(page).toContain('<html lang="zh">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<link rel="canonical" href="https://quire.dev/docs/guide/start">');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide/start">');
    expect(page).toContain('<a href="/docs/guide/start">/docs/guide/start</a>');
    expect(page).toContain('<title>/docs/guide/start</title>');
    expect(page).toContain('location.replace(t.href)');
  });

  test('the script keeps the query and hash the reader came with, unless the target has its own', () => {
    expect(runScript({ html: page, href: 'https://quire.dev/docs/old?q=1#part' })).toBe('https://quire.dev/docs/guide/start?q=1#part');
    const own = redirectPage({ to: '/guide/start?tab=2#intro', base: '/', cleanUrls: true, lang: 'en' });
    expect(runScript({ html: own, href: 'https://quire.dev/old?q=1#part' })).toBe('https://quire.dev/guide/start?tab=2#intro');
  });

  test('escapes the target everywhere; an external link gets rel="noopener noreferrer"', () => {
    const to = 'https://example.com/?a="x"&b=</script><script>alert(1)</script>';
    const html = redirectPage({ to, base: '/', cleanUrls: true, lang: 'en' });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('"x"&b');
    expect(html).toContain('href="https://example.com/?a=&quot;x&quot;&amp;b=&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" rel="noopener noreferrer"');
    expect(html).toContain('\\u003c/script\\u003e');
    // The script is still valid JavaScript that reaches the same URL.
    expect(runScript({ html, href: 'https://quire.dev/old' })).toBe(new URL(to).href);
  });
});
