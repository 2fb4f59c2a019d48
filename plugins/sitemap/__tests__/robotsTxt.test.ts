import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logger } from 'quire/plugin-utils';
import { robotsTxt } from '..';
import { writeRobotsTxt } from '../robotsTxt';

const sitemapUrl = 'https://example.com/docs/sitemap.xml';
const tempOut = () => fs.mkdtempSync(path.join(os.tmpdir(), 'quire-robots-'));

describe('robots.txt', () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(logger, 'info').mockImplementation(() => {});
  });
  afterEach(() => info.mockRestore());

  test('written when the output has none: every crawler allowed, and the sitemap', async () => {
    const outDir = tempOut();
    expect(await writeRobotsTxt({ outDir, sitemapUrl })).toBe('written');
    const lines = fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8').split('\n');
    expect(lines).toEqual(['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, '']);
    expect(robotsTxt({ sitemapUrl })).toBe(lines.join('\n'));
    expect(info).not.toHaveBeenCalled();
  });

  test("the site's own robots.txt is kept as it is", async () => {
    const outDir = tempOut();
    const own = `User-agent: *\nDisallow: /private/\nSitemap: ${sitemapUrl}\n`;
    fs.writeFileSync(path.join(outDir, 'robots.txt'), own);
    expect(await writeRobotsTxt({ outDir, sitemapUrl })).toBe('kept');
    expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toBe(own);
    expect(info).not.toHaveBeenCalled();
  });

  test('a kept robots.txt without a Sitemap line gets a hint with the line to add', async () => {
    const outDir = tempOut();
    fs.writeFileSync(path.join(outDir, 'robots.txt'), 'User-agent: *\nDisallow:\n');
    expect(await writeRobotsTxt({ outDir, sitemapUrl })).toBe('kept');
    expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow:\n');
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![0]).toContain(`add "Sitemap: ${sitemapUrl}"`);
  });
});
