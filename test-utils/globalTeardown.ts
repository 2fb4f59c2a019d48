import fs from 'node:fs';
import { BUILDS_ENV } from './builtSites';

/** Jest's global teardown: removes the run's built fixture sites (see globalSetup.ts). */
export default function globalTeardown(): void {
  const folder = process.env[BUILDS_ENV];
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}
