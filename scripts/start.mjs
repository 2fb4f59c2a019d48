// `npm start`: builds the website for production, then serves it at http://localhost:4173
// (PORT overrides), the way a static host would.
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const quire = path.join(root, 'bin', 'quire.js');
const website = path.join(root, 'website');

const build = spawnSync(process.execPath, [quire, 'build', website], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = process.env.PORT ?? '4173';
const server = spawn(process.execPath, [quire, 'preview', website, '--port', port], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
