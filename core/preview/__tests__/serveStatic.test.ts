import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildStaticIndex } from '../staticIndex';
import { handleStaticRequest, isHashedAsset } from '../serveStatic';
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

  test('a file rewritten while the server runs (a new build) is served whole, with its new length', async () => {
    const before = await request(port, '/logo.svg');
    fs.writeFileSync(path.join(root, 'logo.svg'), '<svg><!-- rebuilt, and longer than before --></svg>');
    const after = await request(port, '/logo.svg');
    expect(before.body.toString()).toBe('<svg/>');
    expect(after.body.toString()).toBe('<svg><!-- rebuilt, and longer than before --></svg>');
    expect(after.headers['content-length']).toBe(String(after.body.length));
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

  test('ETag and Last-Modified, and 304 on If-None-Match (one of a list too) and If-Modified-Since', async () => {
    const first = await request(port, '/guide/start');
    const etag = first.headers.etag!;
    const lastModified = first.headers['last-modified']!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();
    const conditions: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-none-match': `"nope", ${etag}` }, { 'if-modified-since': lastModified }];
    for (const headers of conditions) {
      const again = await request(port, '/guide/start', headers);
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    // The same page under another URL form has the same validators.
    expect((await request(port, '/GUIDE/start/', { 'if-none-match': etag })).status).toBe(304);
    expect((await request(port, '/guide/start', { 'if-none-match': '"other"' })).status).toBe(200);
    expect((await request(port, '/guide/start', { 'if-modified-since': new Date(0).toUTCString() })).status).toBe(200);
    // A compressed response revalidates too.
    const js = await request(port, '/assets/js/main.abcdef12.js', { 'accept-encoding': 'gzip' });
    const js304 = await request(port, '/assets/js/main.abcdef12.js', { 'accept-encoding': 'gzip', 'if-none-match': js.headers.etag! });
    expect(js304.status).toBe(304);
    expect(js304.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the 404 page is never a 304 or a 206', async () => {
    const notFound = await request(port, '/nope');
    const again = await request(port, '/nope', { 'if-none-match': notFound.headers.etag ?? '*', range: 'bytes=0-3' });
    expect(again.status).toBe(404);
    expect(again.body.toString()).toBe('<p>not found</p>');
  });

  test('Range requests: 206 with Content-Range, suffix and open ranges, 416 past the end, several ranges get the whole file', async () => {
    const size = fs.statSync(path.join(root, 'assets/js/main.abcdef12.js')).size;
    const full = (await request(port, '/assets/js/main.abcdef12.js')).body;
    const part = await request(port, '/assets/js/main.abcdef12.js', { range: 'bytes=0-11', 'accept-encoding': 'gzip, br' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-11/${size}`);
    expect(part.headers['content-length']).toBe('12');
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body.toString()).toBe('console.log(');
    const suffix = await request(port, '/assets/js/main.abcdef12.js', { range: 'bytes=-3' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 3}-${size - 1}/${size}`);
    expect(suffix.body.toString()).toBe('");');
    const open = await request(port, '/assets/js/main.abcdef12.js', { range: `bytes=${size - 2}-` });
    expect(open.body.toString()).toBe(');');
    const past = await request(port, '/assets/js/main.abcdef12.js', { range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    const several = await request(port, '/assets/js/main.abcdef12.js', { range: 'bytes=0-1,4-5' });
    expect(several.status).toBe(200);
    expect(several.body.equals(full)).toBe(true);
    const staleIfRange = await request(port, '/assets/js/main.abcdef12.js', { range: 'bytes=0-1', 'if-range': new Date(0).toUTCString() });
    expect(staleIfRange.status).toBe(200);
  });

  test('HEAD: the GET headers (length, type, validators, caching) and no body', async () => {
    const get = await request(port, '/assets/css/styles.abcdef12.css');
    const head = await request(port, '/assets/css/styles.abcdef12.css', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-length', 'content-type', 'etag', 'last-modified', 'cache-control']) expect(head.headers[name]).toBe(get.headers[name]);
    const headPage = await request(port, '/guide/start', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(headPage.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headPage.headers['content-length']).toBe(String('<p>start</p>'.length));
  });

  test.each([
    ['assets/js/main.3f2a9c1d.js', true],
    ['assets/js/06fa48795bad.js', true],
    ['assets/css/styles.9f13cdd1.css', true],
    ['assets/media/logo.0a1b2c3d.png', true],
    ['assets/search/search-index.en.b033e46a.json', true],
    ['assets/search/manifest.json', false],
    ['assets/js/main.js', false],
    ['assets/js/quire-routes.js', false],
    ['logo.0a1b2c3d.png', false],
    ['index.html', false],
  ])('isHashedAsset(%s) = %s', (relPath, hashed) => {
    expect(isHashedAsset(relPath)).toBe(hashed);
  });

  test('Cache-Control: immutable only for hashed files under assets/', async () => {
    expect((await request(port, '/assets/js/main.abcdef12.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const p of ['/', '/logo.svg', '/guide/start.md', '/nope']) expect((await request(port, p)).headers['cache-control']).toBe('no-cache');
  });
});

describe('preview server: base, precompressed files, large files', () => {
  let server: http.Server;
  let port: number;
  let root: string;
  const big = Array.from({ length: 60_000 }, (_, i) => `line ${i} ${'abcdefghij'.repeat(i % 7)}`).join('\n');

  beforeAll(async () => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'quire-preview-base-')));
    writeFiles(root, {
      'index.html': '<p>home</p>',
      'guide/start.html': '<p>start</p>',
      '404.html': '<p>lost</p>',
      'assets/js/big.0123abcd.js': big,
      'assets/js/twin.0123abcd.js': `/* plain */${'y'.repeat(3000)}`,
      '.env': 'SECRET=1',
    });
    fs.writeFileSync(path.join(root, 'assets/js/twin.0123abcd.js.br'), zlib.brotliCompressSync(Buffer.from('/* from the twin */')));
    const site = { root, base: '/docs/', pages: await buildStaticIndex(root) };
    server = http.createServer((req, res) => handleStaticRequest(site, req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the site base: pages and files under it, the 404 page outside it', async () => {
    expect((await request(port, '/docs/guide/start')).body.toString()).toBe('<p>start</p>');
    expect((await request(port, '/docs')).body.toString()).toBe('<p>home</p>');
    expect((await request(port, '/docs/')).body.toString()).toBe('<p>home</p>');
    const outside = await request(port, '/guide/start');
    expect(outside.status).toBe(404);
    expect(outside.body.toString()).toBe('<p>lost</p>');
  });

  test('a precompressed .br twin is served as is when the client accepts brotli', async () => {
    const res = await request(port, '/docs/assets/js/twin.0123abcd.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe('/* from the twin */');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const plain = await request(port, '/docs/assets/js/twin.0123abcd.js');
    expect(plain.body.toString()).toMatch(/^\/\* plain \*\//);
  });

  test('a large file compressed on the fly arrives whole', async () => {
    const gzip = await request(port, '/docs/assets/js/big.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(big);
    const br = await request(port, '/docs/assets/js/big.0123abcd.js', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(big);
  });

  test('dotfiles are not served', async () => {
    const res = await request(port, '/docs/.env');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('SECRET');
  });
});
