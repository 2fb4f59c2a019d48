import { classifyLink, isUnsafeUrl, joinUrl, normalizeBase, withBase } from '../urls';

test('classifyLink follows CONTRACT §7', () => {
  expect(classifyLink('https://example.com')).toBe('external');
  expect(classifyLink('http://example.com')).toBe('external');
  expect(classifyLink('mailto:a@b.c')).toBe('external');
  expect(classifyLink('tel:+123')).toBe('external');
  expect(classifyLink('#install')).toBe('hash');
  expect(classifyLink('/guide/start')).toBe('internal');
  expect(classifyLink('./next')).toBe('relative');
  expect(classifyLink('next')).toBe('relative');
});

test('normalizeBase and withBase', () => {
  expect(normalizeBase('docs')).toBe('/docs/');
  expect(normalizeBase('/docs')).toBe('/docs/');
  expect(normalizeBase('')).toBe('/');
  expect(withBase('/guide', '/docs/')).toBe('/docs/guide');
  expect(withBase('/docs/guide', '/docs/')).toBe('/docs/guide');
  expect(withBase('/guide', '/')).toBe('/guide');
  expect(withBase('https://x.dev/a', '/docs/')).toBe('https://x.dev/a');
  expect(joinUrl('https://x.dev/', '/a/', 'b')).toBe('https://x.dev/a/b');
});

test('isUnsafeUrl: javascript:, vbscript: and data: URLs other than images, however a browser would read them', () => {
  for (const url of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
  ]) {
    expect({ url, unsafe: isUnsafeUrl(url) }).toEqual({ url, unsafe: true });
    expect(classifyLink(url)).toBe('unsafe');
  }
  for (const url of ['https://example.com', '/guide/start', './next.md', '#top', 'mailto:a@b.c', 'data:image/png;base64,iVBOR', 'javascript&colon;alert(1)', 'notes:javascript', '']) {
    expect({ url, unsafe: isUnsafeUrl(url) }).toEqual({ url, unsafe: false });
  }
});
