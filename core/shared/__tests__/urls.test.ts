import { classifyLink, joinUrl, normalizeBase, withBase } from '../urls';

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
