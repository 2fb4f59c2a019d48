import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { makeSite } from '../../test-utils/fixtures';
import { quireBin, runQuire, startQuire } from '../../test-utils/runQuire';

const ESC = '\u001b[';

async function blockPort(): Promise<{ port: number; close: () => void }> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  return { port: (blocker.address() as net.AddressInfo).port, close: () => blocker.close() };
}

jest.setTimeout(60_000);

describe('quire CLI', () => {
  test('--help and --version', async () => {
    const help = await runQuire(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage: quire <command> \[root\] \[flags\]/);
    for (const command of ['build', 'dev', 'preview', 'init']) expect(help.stdout).toContain(`  ${command} `);
    const buildHelp = await runQuire(['build', '--help']);
    expect(buildHelp.stdout).toContain('--out-dir <dir>');
    const version = await runQuire(['--version']);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  test('--help: the commands, then each command\'s flags, descriptions in one column', async () => {
    const { stdout } = await runQuire(['--help']);
    const sections = stdout.split('\n\n');
    expect(sections.map((s) => s.split('\n')[0])).toEqual([
      expect.stringMatching(/^Quire /),
      'Usage: quire <command> [root] [flags]',
      'Commands:',
      'Flags of quire build:',
      'Flags of quire dev:',
      'Flags of quire preview:',
      'Flags of quire init:',
      'Flags:',
    ]);
    const rows = stdout.split('\n').filter((line) => /^  \S/.test(line));
    expect(rows.length).toBeGreaterThan(12);
    // Every description starts in the same column.
    const columns = new Set(rows.map((row) => /^  \S.*?\S {2,}(?=\S)/.exec(row)![0].length));
    expect(columns.size).toBe(1);
    expect(stdout).toMatch(/^ {2}--strict-port +fail if the port is in use/m);
    const dev = await runQuire(['dev', '--help']);
    expect(dev.stdout).toMatch(/^Usage: quire dev \[root\] \[--port <port>\] \[--strict-port\]/);
    expect((await runQuire(['help', 'dev'])).stdout).toBe(dev.stdout);
    const devRows = dev.stdout.split('\n').filter((line) => /^  -/.test(line));
    expect(new Set(devRows.map((row) => /^  \S.*?\S {2,}(?=\S)/.exec(row)![0].length)).size).toBe(1);
  });

  test('an unknown command is one clear message, with the command it is close to, and exit code 1', async () => {
    const result = await runQuire(['biuld']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('[quire] error: Unknown command "biuld". Did you mean "build"?\nThe commands are build, dev, preview, init. Run "quire --help" for details.\n');
    const far = await runQuire(['deploy']);
    expect(far.code).toBe(1);
    expect(far.stderr).toBe('[quire] error: Unknown command "deploy".\nThe commands are build, dev, preview, init. Run "quire --help" for details.\n');
  });

  test('an unknown flag names the flag, the close one and the usage', async () => {
    const result = await runQuire(['build', '--outdir', 'x']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Unknown flag --outdir for "quire build". Did you mean "--out-dir"?');
    expect(result.stderr).toMatch(/Usage: quire build \[root\] \[--out-dir <dir>\] \[--base <path>\]/);
    const preview = await runQuire(['preview', '--strict-prot']);
    expect(preview.stderr).toContain('Unknown flag --strict-prot for "quire preview". Did you mean "--strict-port"?');
    const far = await runQuire(['dev', '--verbose']);
    expect(far.stderr).toContain('Unknown flag --verbose for "quire dev".\n');
  });

  test('colours: per stream, off without a terminal or with NO_COLOR, on with FORCE_COLOR', async () => {
    // Both streams are pipes here: no colours unless forced.
    const plain = await runQuire(['biuld'], { env: { NO_COLOR: '', FORCE_COLOR: '' } });
    expect(plain.stderr).toContain('[quire] error: Unknown command');
    expect(plain.stderr).not.toContain(ESC);
    const forced = await runQuire(['biuld'], { env: { NO_COLOR: '', FORCE_COLOR: '1' } });
    expect(forced.stderr).toContain(`${ESC}31m[quire] error:${ESC}39m Unknown command "biuld"`);
    const noColor = await runQuire(['biuld'], { env: { NO_COLOR: '1', FORCE_COLOR: '' } });
    expect(noColor.stderr).not.toContain(ESC);
    const forcedOff = await runQuire(['biuld'], { env: { NO_COLOR: '', FORCE_COLOR: '0' } });
    expect(forcedOff.stderr).not.toContain(ESC);
  });

  test('colours are decided per stream: a terminal gets them, a file beside it does not', async () => {
    // `script` runs the command on a pseudo-terminal; one stream at a time is sent to a file.
    // QUIRE_PERF writes its timings to stderr while the build's progress goes to stdout.
    const site = makeSite({ 'docs/index.md': '# Hi\n' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-tty-'));
    const run = (redirect: string) =>
      execFileSync('script', ['-qec', `${JSON.stringify(process.execPath)} ${JSON.stringify(quireBin)} build ${JSON.stringify(site)} ${redirect}`, '/dev/null'], {
        env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', TERM: 'xterm', QUIRE_PERF: '1', QUIRE_EXIT_AFTER: 'load' },
        encoding: 'utf8',
      });
    const terminalOut = run(`2>${path.join(dir, 'stderr.txt')}`);
    const fileErr = fs.readFileSync(path.join(dir, 'stderr.txt'), 'utf8');
    expect(terminalOut).toContain(`${ESC}36m[quire]${ESC}39m loaded`);
    expect(fileErr).toMatch(/^\[perf\] load site/m);
    expect(fileErr).not.toContain(ESC);
    const terminalErr = run(`>${path.join(dir, 'stdout.txt')}`);
    const fileOut = fs.readFileSync(path.join(dir, 'stdout.txt'), 'utf8');
    expect(terminalErr).toContain(`${ESC}90m[perf]${ESC}39m load site`);
    expect(fileOut).toMatch(/^\[quire\] loaded 1 routes from /m);
    expect(fileOut).not.toContain(ESC);
  });

  test('a missing root folder', async () => {
    const result = await runQuire(['build', '/no/such/site']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Root directory not found: /no/such/site');
  });

  test('a bad port value', async () => {
    const result = await runQuire(['preview', '.', '--port', 'eighty']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--port must be a whole number from 0 to 65535, got "eighty".');
  });

  test('preview without a build says to build first', async () => {
    const site = makeSite({ 'docs/index.md': '# Hi\n' });
    const result = await runQuire(['preview', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`There is no build in ${path.join(site, 'dist')}.`);
    expect(result.stderr).toContain('Run "quire build" first.');
  });

  test('--strict-port: a port in use is one clear message naming it, not a stack trace', async () => {
    const site = makeSite({ 'docs/index.md': '# Hi\n', 'dist/index.html': '<p>hi</p>' });
    const blocker = await blockPort();
    try {
      const result = await runQuire(['preview', site, '--port', String(blocker.port), '--host', '127.0.0.1', '--strict-port']);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `[quire] error: Port ${blocker.port} is already in use on 127.0.0.1 and --strict-port is set.\n` +
          `Stop the program using port ${blocker.port}, pick another port with --port <port> (or PORT=...), or drop --strict-port to take the next free one.\n`,
      );
    } finally {
      blocker.close();
    }
  });

  test('a port in use: preview takes the next free one and says so', async () => {
    const site = makeSite({ 'docs/index.md': '# Hi\n', 'dist/index.html': '<p>hi</p>' });
    const blocker = await blockPort();
    const preview = await startQuire(['preview', site, '--port', String(blocker.port), '--host', '127.0.0.1'], { ready: /serving .* at http:\/\/\S+/ });
    try {
      const url = /at (http:\/\/\S+)/.exec(preview.output())![1]!;
      const port = Number(new URL(url).port);
      expect(port).toBeGreaterThan(blocker.port);
      expect(preview.output()).toContain(`[quire] port ${blocker.port} is in use, using ${port} instead`);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<p>hi</p>');
    } finally {
      await preview.stop();
      blocker.close();
    }
  });

  test('a port in use: dev takes the next free one and says so, or fails with --strict-port', async () => {
    const site = makeSite({ 'docs/index.md': '# Hi\n' });
    const blocker = await blockPort();
    try {
      const strict = await runQuire(['dev', site, '--port', String(blocker.port), '--host', '127.0.0.1', '--strict-port']);
      expect(strict.code).toBe(1);
      expect(strict.stderr).toContain(`[quire] error: Port ${blocker.port} is already in use on 127.0.0.1 and --strict-port is set.`);
      const dev = await startQuire(['dev', site, '--port', String(blocker.port), '--host', '127.0.0.1'], { ready: /dev server running at http:\/\/\S+/, timeout: 120_000 });
      try {
        const url = /running at (http:\/\/\S+)/.exec(dev.output())![1]!;
        const port = Number(new URL(url).port);
        expect(port).toBeGreaterThan(blocker.port);
        expect(dev.output()).toContain(`[quire] port ${blocker.port} is in use, using ${port} instead`);
        expect((await fetch(url)).status).toBe(200);
      } finally {
        await dev.stop();
      }
    } finally {
      blocker.close();
    }
  });

  test('the build ends with the summary: pages and phase times, output size, how to preview', async () => {
    const site = makeSite({ 'docs/index.md': '# Hi\n', 'docs/guide.md': '# Guide\n\nText.\n' });
    const result = await runQuire(['build', path.basename(site), '--base', '/docs/'], { cwd: path.dirname(site), timeout: 180_000 });
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n').slice(-4);
    expect(lines[0]).toMatch(new RegExp(`^\\[quire\\] built 3 pages into ${path.basename(site)}/dist in `));
    expect(lines[0]).toMatch(/ in \d+(\.\d)?m?s \(load \d+(\.\d)?m?s, compile \d+(\.\d)?m?s, render \d+(\.\d)?m?s, postBuild \d+(\.\d)?m?s, write \d+(\.\d)?m?s\)$/);
    expect(lines[1]).toMatch(new RegExp(`^\\[quire\\] output [\\d.]+ (kB|MB) in \\d+ files; JS [\\d.]+ (kB|MB) \\(gzip [\\d.]+ kB\\), CSS [\\d.]+ k?B \\(gzip [\\d.]+ k?B\\)$`));
    expect(lines[2]).toMatch(/^\[quire\] since the last build: \d+ added, 0 unchanged; 3 of 3 pages rendered$/);
    expect(lines[3]).toBe(`[quire] preview it with \`quire preview ${path.basename(site)} --base /docs/\``);
  });
});
