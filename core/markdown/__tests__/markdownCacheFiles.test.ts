import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createMarkdownService } from '../markdownService';

/** The Markdown cache's files on disk after runs that were killed while they wrote it. */
describe('the Markdown cache after killed runs', () => {
  test("saving removes the temporary files of runs that are gone, and keeps a live run's", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-markdown-cache-files-'));
    const cacheFile = path.join(dir, 'markdown-production.json');
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(`${cacheFile}.${dead}.tmp`, '{"signature":"v1","entr');
    fs.writeFileSync(`${cacheFile}.${process.ppid}.tmp`, 'a run under way');
    fs.writeFileSync(path.join(dir, 'page.md'), '# Page\n');
    const service = createMarkdownService({ options: { remarkPlugins: [], rehypePlugins: [], development: false }, cacheFile, signature: 'v1' });
    await service.analyzePage({ filePath: path.join(dir, 'page.md') });
    await service.save();
    expect(fs.readdirSync(dir).sort()).toEqual(['markdown-production.json', `markdown-production.json.${process.ppid}.tmp`, 'page.md']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
