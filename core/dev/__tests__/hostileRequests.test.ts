import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyFixtureTo, writeFiles } from '../../../test-utils/fixtures';
import { freePort } from '../../../test-utils/ports';
import { startQuire } from '../../../test-utils/runQuire';
import { MALFORMED_PATHS, eachLimit, listeningAddresses, rawGet, traversalSpellings } from '../../../test-utils/hostileRequests';
import { loadTest } from '../../../test-utils/loadTest';

jest.setTimeout(240_000);

const fixture = path.join(__dirname, '..', '..', '__tests__', '__fixtures__', 'basic-site');
/** What no response may ever hold: the secret files' bytes, and the config's. */
const SECRET = `dev-secret-${process.pid}-${Date.now()}`;

/**
 * `quire dev` (the real command: webpack-dev-server and Quire's middlewares) with a public folder
 * whose parent (the site, with its config) and grandparent hold a secret, and symlinks in it that
 * point out: every spelling of a path traversal and malformed URLs sent byte for byte, the
 * address it listens on, and 10,000 requests from 50 connections.
 */
describe('quire dev against hostile requests', () => {
  let outer: string;
  let site: string;
  let server: Awaited<ReturnType<typeof startQuire>>;
  let port: number;

  beforeAll(async () => {
    outer = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-hostile-dev-'));
    site = path.join(outer, 'site');
    copyFixtureTo({ fixtureDir: fixture, target: site });
    fs.appendFileSync(path.join(site, 'quire.config.ts'), `// ${SECRET}\n`);
    writeFiles(outer, { 'secret.txt': SECRET });
    writeFiles(site, { 'secret.txt': SECRET, 'public/hello.txt': 'hello', 'public/sub/file.txt': 'inside' });
    fs.symlinkSync(path.join(outer, 'secret.txt'), path.join(site, 'public', 'leak.txt'));
    fs.symlinkSync(outer, path.join(site, 'public', 'sub', 'up'));
    port = await freePort();
    // No --host: the default must be localhost.
    server = await startQuire(['dev', site, '--port', String(port), '--strict-port'], { ready: /compiled in \d+ms/, timeout: 200_000 });
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

  test('no spelling of a path traversal, and no symlink out of public/, ever returns the secret', async () => {
    // The public folder's files are served, and its links out are not (with a warning naming them).
    expect((await rawGet({ port, path: '/sub/file.txt' })).raw.toString()).toMatch(/200 OK[\s\S]*inside$/);
    const spellings = [
      ...traversalSpellings('secret.txt'),
      ...traversalSpellings('quire.config.ts'),
      '/leak.txt',
      '/sub/up/secret.txt',
      '/sub/up/site/quire.config.ts',
      '/sub/up%2fsecret.txt',
      '/%6c%65%61%6b.txt',
    ];
    const served: string[] = [];
    const statuses: Record<number, number> = {};
    await eachLimit(spellings, 16, async (spelling) => {
      const { status, raw } = await rawGet({ port, path: spelling, headers: { accept: '*/*' } });
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (raw.includes(SECRET) || status === 0 || status >= 500) served.push(`${status} ${spelling}`);
    });
    console.log(`quire dev: ${spellings.length} traversal spellings tried, ${served.length} served; statuses ${JSON.stringify(statuses)}`);
    expect(served).toEqual([]);
    expect(server.output()).toContain('public/leak.txt is a symbolic link out of the public folder: the dev server does not follow it');
  });

  test('malformed URLs get 400 with the reason', async () => {
    for (const malformed of MALFORMED_PATHS) {
      const { status, raw } = await rawGet({ port, path: malformed, headers: { accept: 'text/html' } });
      expect([malformed.slice(0, 40), status]).toEqual([malformed.slice(0, 40), 400]);
      expect(raw.toString('latin1')).toMatch(/Bad request: the (path|URL) /);
    }
  });

  test('10,000 requests from 50 connections over loopback: no error, every answer 2xx', async () => {
    const started = Date.now();
    const result = await loadTest({ origin: `http://127.0.0.1:${port}`, paths: ['/guide/start', '/hello.txt', '/guide/start.md'], headers: { accept: 'text/html,*/*' } });
    console.log(`quire dev: ${result.requests} requests in ${result.seconds.toFixed(1)} s from 50 connections: ${result.perSecond} requests/s, ${result.errors} errors, ${result.non2xx} non-2xx`);
    expect(result).toMatchObject({ requests: 10_000, errors: 0, timeouts: 0, non2xx: 0 });
    // Only a hang trips this.
    expect(Date.now() - started).toBeLessThan(150_000);
  });

  test('--host 0.0.0.0 listens on every interface', async () => {
    const other = await freePort();
    const open = await startQuire(['dev', site, '--port', String(other), '--strict-port', '--host', '0.0.0.0'], { ready: /dev server running/, timeout: 120_000 });
    try {
      expect(listeningAddresses(other)).toEqual(['0.0.0.0']);
    } finally {
      await open.stop();
    }
  });
});
