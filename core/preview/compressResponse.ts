import zlib from 'node:zlib';
import type { ServerResponse } from 'node:http';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** The encoding to compress a response with on the fly, or undefined (small, binary or not accepted). */
export function chooseEncoding({ contentType, size, acceptEncoding }: { contentType: string; size: number; acceptEncoding: string }): Encoding | undefined {
  if (!COMPRESSIBLE.test(contentType) || size <= 1024) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/**
 * Routes what is written to `res` from now on through a compressor (the body a static-file
 * library pipes in), with back-pressure both ways: the compressor pauses while the socket is
 * full, and the writer waits while the compressor is.
 */
export function compressResponse(res: ServerResponse, encoding: Encoding): void {
  const compressor = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.createGzip();
  const write = res.write.bind(res) as (chunk: Buffer) => boolean;
  const end = res.end.bind(res) as () => ServerResponse;
  compressor.on('data', (chunk: Buffer) => {
    if (!write(chunk)) compressor.pause();
  });
  compressor.on('end', () => end());
  compressor.on('error', (error) => res.destroy(error));
  res.on('drain', () => compressor.resume());
  // The writer (a file stream's pipe) listens for 'drain' on res: tell it when the compressor drains.
  compressor.on('drain', () => res.emit('drain'));
  res.write = ((chunk: string | Buffer, encodingOrCallback?: unknown, callback?: unknown) => {
    const cb = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    return compressor.write(chunk, cb as (error?: Error | null) => void);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown) => {
    if (chunk !== undefined && typeof chunk !== 'function') compressor.write(chunk as Buffer);
    compressor.end();
    return res;
  }) as ServerResponse['end'];
}
