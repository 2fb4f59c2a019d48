// Builds a site onto a small disk of its own: run inside a mount namespace of its own (`unshare
// --mount`, with `--map-root-user` when not root), so the tmpfs it mounts is seen by nothing else
// and goes away with it. Mounts a tmpfs of `sizeMb` at `mountDir`, copies `previous` (a built
// site) into it as `dist`, builds `site` into it (the disk fills up), then remounts it read-only
// and builds again. After each build it copies the disk's `dist` and its listing to `reportDir`,
// and prints what each build returned as JSON.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const [mountDir, sizeMb, previous, site, reportDir, quireBin] = process.argv.slice(2);

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '' } });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function mount(args) {
  const result = run('mount', args);
  if (result.code !== 0) throw new Error(`mount ${args.join(' ')}: ${result.stderr}`);
}

const out = path.join(mountDir, 'dist');
fs.mkdirSync(mountDir, { recursive: true });
mount(['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', mountDir]);
fs.cpSync(previous, out, { recursive: true });
const report = {};
for (const name of ['full', 'readOnly']) {
  if (name === 'readOnly') mount(['-o', 'remount,ro', mountDir]);
  report[name] = { out, ...run(process.execPath, [quireBin, 'build', site, '--out-dir', out]), disk: fs.readdirSync(mountDir) };
  fs.cpSync(out, path.join(reportDir, name), { recursive: true });
}
process.stdout.write(JSON.stringify(report));
