import fs from 'node:fs';
import net from 'node:net';

/**
 * Hostile requests for the servers' tests: path traversal in every spelling, malformed URLs, and a
 * raw HTTP client that sends a path byte for byte (as `curl --path-as-is` does; fetch() and URL
 * resolve `..` first, which would hide a bug).
 */

/** `..` spelled plainly, percent-encoded in either case, half encoded, double encoded, as overlong UTF-8 and with a NUL. */
const DOTS = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '.%2E', '%2E.', '%252e%252e', '%252E%252E', '%c0%ae%c0%ae', '%e0%80%ae%e0%80%ae', '%c0%2e%c0%2e', '..%00', '%2e%2e%00'];
/** The separator after it: `/`, encoded, backslash (raw and encoded), double encoded, overlong, doubled. */
const SEPARATORS = ['/', '%2f', '%2F', '%5c', '%5C', '\\', '%252f', '%255c', '%c0%af', '%c1%9c', '%e0%80%af', '//', '/./'];
/** Where the walk up starts: the root, a real folder, a missing one, an encoded folder name. */
const PREFIXES = ['', 'guide/', 'assets/js/', 'missing/folder/', '%67uide/'];

/** Request paths that try to reach `target` (a path relative to the served root's parent, such as `secret.txt`). */
export function traversalSpellings(target: string): string[] {
  const spellings = new Set<string>();
  for (const prefix of PREFIXES) {
    const depth = prefix.split('/').filter(Boolean).length + 1;
    for (const dots of DOTS) {
      for (const separator of SEPARATORS) {
        for (const ups of [depth, depth + 2]) {
          spellings.add(`/${prefix}${`${dots}${separator}`.repeat(ups)}${target}`);
        }
      }
    }
  }
  // Mixed: each level up spelled differently (a fixed sample of the pairs).
  for (let i = 0; i < 300; i++) {
    const level = (n: number) => `${DOTS[(i * n + n) % DOTS.length]}${SEPARATORS[(i * (n + 4) + 2 * n) % SEPARATORS.length]}`;
    spellings.add(`/${PREFIXES[i % PREFIXES.length]}${level(1)}${level(3)}${level(5)}${target}`);
  }
  const encodedTarget = target.replace(/\./g, '%2e');
  for (const extra of [
    `/../${target}%00.html`,
    `/..%2f${target}%00`,
    `/%2e%2e/${encodedTarget}`,
    `/%2e%2e%2f${encodedTarget}?x=1`,
    `/..;/${target}`,
    `/.../${target}`,
    `/..../${target}`,
    `http://localhost/../${target}`,
    `http://localhost/%2e%2e/${target}`,
    `//../${target}`,
    `/\\..\\${target}`,
  ]) {
    spellings.add(extra);
  }
  return [...spellings];
}

/** Malformed request targets that must get 400: bad escapes, escapes that are not UTF-8, a NUL byte, over 8 KB. */
export const MALFORMED_PATHS = [
  '/%',
  '/%2',
  '/%zz',
  '/a%g0b',
  '/%ff',
  '/%c0%ae',
  '/%c0%af',
  '/%e0%80%ae',
  '/%ed%a0%80',
  '/%f8%88%80%80%80',
  '/index.html%00',
  '/%00',
  `/${'a'.repeat(9000)}`,
  `/guide/${'%2e'.repeat(3000)}`,
];

export interface RawResponse {
  status: number;
  /** The whole response as received, head and body. */
  raw: Buffer;
}

/**
 * Sends `GET <path> HTTP/1.1` with the path exactly as given and resolves with the status and the
 * raw response (the server closes the connection after it). `headers` are added as written.
 */
export function rawGet({ port, path, headers = {}, host = '127.0.0.1' }: { port: number; path: string; headers?: Record<string, string>; host?: string }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host });
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error(`no answer to GET ${path.slice(0, 80)} within 30 s`)));
    socket.on('connect', () => {
      const lines = [`GET ${path} HTTP/1.1`, `Host: localhost:${port}`, 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(raw.toString('latin1'))?.[1] ?? 0);
      resolve({ status, raw });
    });
  });
}

/** Runs `task` over `items`, `limit` at a time. */
export async function eachLimit<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/**
 * The local addresses a TCP port is listening on, read from the kernel's table (Linux):
 * `127.0.0.1`, `::1`, `0.0.0.0`, `::`...
 */
export function listeningAddresses(port: number): string[] {
  const addresses: string[] = [];
  for (const [file, v6] of [['/proc/net/tcp', false], ['/proc/net/tcp6', true]] as const) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A') continue;
      const [hex, portHex] = local.split(':');
      if (Number.parseInt(portHex!, 16) !== port) continue;
      addresses.push(v6 ? ipv6FromProc(hex!) : ipv4FromProc(hex!));
    }
  }
  return addresses;
}

/** `/proc/net/tcp` writes an IPv4 address as one little-endian 32-bit word. */
function ipv4FromProc(hex: string): string {
  return [6, 4, 2, 0].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join('.');
}

/** ...and an IPv6 address as four little-endian 32-bit words. */
function ipv6FromProc(hex: string): string {
  const bytes: number[] = [];
  for (let word = 0; word < 4; word++) {
    const chunk = hex.slice(word * 8, word * 8 + 8);
    for (const at of [6, 4, 2, 0]) bytes.push(Number.parseInt(chunk.slice(at, at + 2), 16));
  }
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[i * 2]! << 8) | bytes[i * 2 + 1]!).toString(16));
  const mapped = groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff';
  if (mapped) return `::ffff:${bytes.slice(12).join('.')}`;
  return net.isIPv6(groups.join(':')) ? new URL(`http://[${groups.join(':')}]`).hostname.replace(/^\[|\]$/g, '') : groups.join(':');
}
