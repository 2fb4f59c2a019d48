import { BUILDS_ENV, makeBuildsFolder } from './builtSites';

/**
 * Jest's global setup: a folder for this run's built fixture sites (test-utils/builtSites.ts),
 * passed to the test files' worker processes in the environment. Nothing is built here: each
 * variant is built by the first test file that needs it, so a run of unit tests pays nothing.
 */
export default function globalSetup(): void {
  process.env[BUILDS_ENV] = makeBuildsFolder();
}
