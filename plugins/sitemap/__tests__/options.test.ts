import { isQuireError } from 'quire/plugin-utils';
import { makeLoadContext } from '../../../test-utils/loadContext';
import sitemapPlugin from '..';

const context = (config: Record<string, unknown> = { siteUrl: 'https://example.com' }) => makeLoadContext({ config });

/** What the factory throws, formatted as the CLI prints it. */
function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (!isQuireError(error)) throw error;
    return error.format();
  }
  throw new Error('expected the plugin to fail');
}

describe('sitemap plugin options', () => {
  test('without siteUrl the plugin fails at once and says to set it', () => {
    const message = failure(() => sitemapPlugin(context({}), {}));
    expect(message).toContain('Plugin "sitemap" needs the site\'s absolute URL, and siteUrl is not set.');
    expect(message).toContain("siteUrl: 'https://docs.example.com'");
  });

  test('every invalid option is reported at once, with its path', () => {
    const message = failure(() =>
      sitemapPlugin(context(), { filename: '../sitemap.txt', exclude: ['/a', 3 as unknown as string], changefreq: 'sometimes' as never, priority: 2, robotsTxt: 'yes' as never, extra: 1 } as never),
    );
    expect(message).toMatch(/^Invalid options for plugin "sitemap":/);
    for (const path of ['filename', 'exclude[1]', 'changefreq', 'priority', 'robotsTxt']) expect(message).toMatch(new RegExp(`^  - ${path.replace(/[[\]]/g, '\\$&')}: `, 'm'));
    expect(message).toContain('extra');
    expect(message).toContain('relative to the output folder');
    expect(message).toContain('ending in ".xml"');
  });

  test('no options: the defaults', () => {
    expect(sitemapPlugin(context(), undefined).name).toBe('sitemap');
  });
});
