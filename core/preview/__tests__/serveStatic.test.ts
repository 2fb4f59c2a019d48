import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildStaticIndex } from '../staticIndex';
import { handleStaticRequest } from '../serveStatic';
import { writeFiles } from '../../../test-utils/fixtures';

interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Sends the path exactly as written (no client-side normalisation of `..`). */
function request(port: number, rawPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('preview server', () => {
  let server: http.Server;
  let port: number;
  let root: string;

  beforeAll(async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-preview-'));
    root = path.join(base, 'dist');
    writeFiles(root, {
      'index.html': '<p>home</p>',
      'guide/start.html': '<p>start</p>',
      'api/index.html': '<p>api</p>',
      'zh/index.html': '<p>zh home</p>',
      '404.html': '<p>not found</p>',
      'assets/js/main.abcdef12.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
      'assets/css/styles.abcdef12.css': 'body{color:red}',
      'guide/start.md': '# Start',
      'logo.svg': '<svg/>',
    });
    fs.writeFileSync(path.join(base, 'secret.txt'), 'top secret');
    fs.symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'leak.txt'));
    const realRoot = fs.realpathSync(root);
    const site = { root: realRoot, base: '/', pages: await buildStaticIndex(realRoot) };
    server = http.createServer((req, res) => handleStaticRequest(site, req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test.each(['/guide/start', '/guide/start/', '/GUIDE/Start', '/guide/start.html', '/guide/start/index', '/guide/start/index.html'])(
    '%s serves the same page',
    async (p) => {
      const res = await request(port, p);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe('<p>start</p>');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    },
  );

  test.each([
    ['/', '<p>home</p>'],
    ['/index.html', '<p>home</p>'],
    ['/api', '<p>api</p>'],
    ['/api/', '<p>api</p>'],
    ['/zh', '<p>zh home</p>'],
  ])('%s -> %s', async (p, body) => {
    const res = await request(port, p);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(body);
  });

  test('unknown paths get 404.html with status 404', async () => {
    const res = await request(port, '/nope/at/all');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe('<p>not found</p>');
  });

  test.each([
    '/../secret.txt',
    '/../../etc/passwd',
    '/guide/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2E%2E/etc/passwd',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/leak.txt',
    '/%00index.html',
  ])('never serves a file outside the root: %s', async (p) => {
    const res = await request(port, p);
    expect(res.body.toString()).not.toContain('top secret');
    expect(res.body.toString()).not.toContain('root:');
    expect([400, 404]).toContain(res.status);
  });

  test('content types, long caching for hashed assets, no caching for pages', async () => {
    const css = await request(port, '/assets/css/styles.abcdef12.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(port, '/logo.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await request(port, '/guide/start.md')).headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect((await request(port, '/guide/start')).headers['cache-control']).toBe('no-cache');
  });

  test('compresses when the client accepts it', async () => {
    const gzip = await request(port, '/assets/js/main.abcdef12.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('xxxx');
    const br = await request(port, '/assets/js/main.abcdef12.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('xxxx');
    const plain = await request(port, '/assets/js/main.abcdef12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('xxxx');
  });

  test('HEAD has headers and no body; other methods are refused', async () => {
    const head = await request(port, '/guide/start', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await request(port, '/guide/start', {}, 'POST')).status).toBe(405);
  });
});
