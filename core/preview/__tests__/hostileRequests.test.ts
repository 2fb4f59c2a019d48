import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkQuire, writeFiles } from '../../../test-utils/fixtures';
import { freePort } from '../../../test-utils/ports';
import { startQuire } from '../../../test-utils/runQuire';
import { MALFORMED_PATHS, eachLimit, listeningAddresses, rawGet, traversalSpellings } from '../../../test-utils/hostileRequests';
import { loadTest } from '../../../test-utils/loadTest';

jest.setTimeout(120_000);

/** What no response may ever hold: the secret files' bytes, and the config's. */
const SECRET = `top-secret-${process.pid}-${Date.now()}`;

/**
 * `quire preview` (the real command) over a build whose folder's parent and grandparent hold a
 * secret, with symlinks in the build pointing out of it: every spelling of a path traversal, and
 * malformed URLs, sent byte for byte; the address it listens on; 10,000 requests from 50
 * connections.
 */
describe('quire preview against hostile requests', () => {
  let outer: string;
  let site: string;
  let server: Awaited<ReturnType<typeof startQuire>>;
  let port: number;

  beforeAll(async () => {
    outer = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-hostile-preview-'));
    site = path.join(outer, 'site');
    writeFiles(outer, { 'secret.txt': SECRET });
    writeFiles(site, {
      'secret.txt': SECRET,
      'quire.config.ts': `// ${SECRET}\nexport default { title: 'Hostile' };\n`,
      'docs/index.md': '# Home\n',
      'dist/index.html': '<!DOCTYPE html><p>home</p>',
      'dist/guide/start.html': `<!DOCTYPE html><p>${'start '.repeat(500)}</p>`,
      'dist/404.html': '<!DOCTYPE html><p>not found</p>',
      'dist/assets/js/main.abcdef12.js': 'console.log(1);',
    });
    fs.symlinkSync(path.join(site, 'secret.txt'), path.join(site, 'dist', 'leak.txt'));
    fs.symlinkSync(site, path.join(site, 'dist', 'up'));
    fs.symlinkSync(outer, path.join(site, 'dist', 'guide', 'way-up'));
    linkQuire(site);
    port = await freePort();
    // No --host: the default must be localhost.
    server = await startQuire(['preview', site, '--port', String(port), '--strict-port'], { ready: /serving/ });
  });

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(outer, { recursive: true, force: true });
  });

  test('listens on the loopback interface only by default', () => {
    const addresses = listeningAddresses(port);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(['127.0.0.1', '::1']).toContain(address);
  });

  test('no spelling of a path traversal, and no symlink out of the build, ever returns the secret', async () => {
    const spellings = [
      ...traversalSpellings('secret.txt'),
      ...traversalSpellings('quire.config.ts'),
      '/leak.txt',
      '/up/secret.txt',
      '/up/quire.config.ts',
      '/guide/way-up/secret.txt',
      '/guide/way-up/site/secret.txt',
      '/%6c%65%61%6b.txt',
      '/up%2fsecret.txt',
    ];
    const served: string[] = [];
    const statuses: Record<number, number> = {};
    await eachLimit(spellings, 16, async (spelling) => {
      const { status, raw } = await rawGet({ port, path: spelling });
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (raw.includes(SECRET) || status === 200 || status === 0 || status >= 500) served.push(`${status} ${spelling}`);
    });
    console.log(`quire preview: ${spellings.length} traversal spellings tried, ${served.length} served; statuses ${JSON.stringify(statuses)}`);
    expect(served).toEqual([]);
    expect(Object.keys(statuses).sort()).toEqual(['400', '404']);
  });

  test('malformed URLs get 400 with the reason; the server answers on after them', async () => {
    for (const malformed of MALFORMED_PATHS) {
      const { status, raw } = await rawGet({ port, path: malformed });
      expect([malformed.slice(0, 40), status]).toEqual([malformed.slice(0, 40), 400]);
      expect(raw.toString('latin1')).toMatch(/Bad request: the (path|URL) /);
    }
    // Past Node's 16 KB limit on a request's head, Node itself answers 431 and closes.
    expect((await rawGet({ port, path: `/${'a'.repeat(20_000)}` })).status).toBe(431);
    expect((await rawGet({ port, path: '/guide/start' })).status).toBe(200);
  });

  test('10,000 requests from 50 connections over loopback: no error, every answer 2xx', async () => {
    const started = Date.now();
    const result = await loadTest({ origin: `http://127.0.0.1:${port}`, paths: ['/guide/start', '/', '/assets/js/main.abcdef12.js', '/GUIDE/start/'], headers: { 'accept-encoding': 'gzip, br' } });
    console.log(`quire preview: ${result.requests} requests in ${result.seconds.toFixed(1)} s from 50 connections: ${result.perSecond} requests/s, ${result.errors} errors, ${result.non2xx} non-2xx`);
    expect(result).toMatchObject({ requests: 10_000, errors: 0, timeouts: 0, non2xx: 0 });
    // Only a hang trips this: the run takes a few seconds on a busy two-core machine.
    expect(Date.now() - started).toBeLessThan(90_000);
  });

  test('--host 0.0.0.0 listens on every interface', async () => {
    const other = await freePort();
    const open = await startQuire(['preview', site, '--port', String(other), '--strict-port', '--host', '0.0.0.0'], { ready: /serving/ });
    try {
      expect(listeningAddresses(other)).toEqual(['0.0.0.0']);
    } finally {
      await open.stop();
    }
  });
});
