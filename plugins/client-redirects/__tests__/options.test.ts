import { QuireAggregateError } from 'quire/plugin-utils';
import { readRedirectOptions } from '../options';

describe('readRedirectOptions', () => {
  test('gives each entry its index and its from paths as a list', () => {
    expect(
      readRedirectOptions({
        redirects: [
          { from: '/old', to: '/new' },
          { from: ['/a', '/b/'], to: '/new?tab=1#part' },
          { from: '/away', to: 'https://example.com/docs' },
        ],
      }),
    ).toEqual([
      { index: 0, from: ['/old'], to: '/new' },
      { index: 1, from: ['/a', '/b/'], to: '/new?tab=1#part' },
      { index: 2, from: ['/away'], to: 'https://example.com/docs' },
    ]);
  });

  test('reports every problem at once, each with its path', () => {
    let error: unknown;
    try {
      readRedirectOptions({
        redirects: [
          { from: 'old', to: '/new' },
          { from: ['/ok', '/q?x=1'], to: '//cdn.example/x' },
          { from: '/../../etc/passwd', to: 'ftp://example.com' },
          { from: [], to: '/new', extra: true },
        ],
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QuireAggregateError);
    const { message, errors } = error as QuireAggregateError;
    expect(message).toContain('Invalid options for plugin "client-redirects"');
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^redirects\[0\]\.from: must be a path from the site root/),
        expect.stringMatching(/^redirects\[1\]\.from\[1\]: must be a path without "\?" or "#"/),
        expect.stringMatching(/^redirects\[1\]\.to: must be a path from the site root .* or an absolute http\(s\):\/\/ URL/),
        expect.stringMatching(/^redirects\[2\]\.from: must not hold "\." or "\.\." segments/),
        expect.stringMatching(/^redirects\[2\]\.to: must be a path/),
        expect.stringMatching(/^redirects\[3\]\.from: must list at least one path/),
        expect.stringMatching(/^redirects\[3\]\.extra: unknown key/),
      ]),
    );
    expect(errors).toHaveLength(7);
  });

  test('asks for the redirects list when it is missing', () => {
    expect(() => readRedirectOptions(undefined)).toThrow(/redirects: expected an array, received nothing/);
  });
});
