import net from 'node:net';
import path from 'node:path';
import { makeSite } from '../../test-utils/fixtures';
import { runQuire } from '../../test-utils/runQuire';

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

  test('an unknown command is one clear message and exit code 1', async () => {
    const result = await runQuire(['biuld']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('[quire] error: Unknown command "biuld".\nThe commands are build, dev, preview, init, serve. Run "quire --help" for details.\n');
  });

  test('an unknown flag names the flag and the usage', async () => {
    const result = await runQuire(['build', '--outdir', 'x']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Unknown flag --outdir for "quire build".');
    expect(result.stderr).toContain('Usage: quire build [root] [--out-dir <dir>] [--base <path>]');
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

  test('a port in use is reported, not thrown', async () => {
    const site = makeSite({ 'docs/index.md': '# Hi\n', 'dist/index.html': '<p>hi</p>' });
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const result = await runQuire(['preview', site, '--port', String(port), '--host', '127.0.0.1']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Port ${port} is already in use on 127.0.0.1.`);
      expect(result.stderr).toContain('pick another port with --port');
    } finally {
      blocker.close();
    }
  });
});
