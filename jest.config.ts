import type { Config } from 'jest';

/**
 * Every test: unit tests in `__tests__/` next to the code, and browser and package tests in `e2e/`.
 * Runs with `node --experimental-vm-modules` (see `npm test`) so the real, ESM-only MDX and unified
 * packages load natively.
 */
const config: Config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/__tests__/**/*.test.ts?(x)', '<rootDir>/e2e/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/lib/', '/__fixtures__/', '/bench/peers/'],
  modulePathIgnorePatterns: ['<rootDir>/lib/', '/dist/', '/\\.quire/'],
  watchPathIgnorePatterns: ['/dist/', '/\\.quire/'],
  testTimeout: 30_000,
  // Two workers even on two cores: Jest's default there is one (cores minus one), yet most of a
  // browser or build test's time is spent waiting on a child process (quire, Chromium), so a
  // second file runs in that time (the suite took 1,462 s with one worker, on two cores).
  maxWorkers: 2,
  // Quire's public entries resolve to their sources, as they do for tsc (tsconfig.json "paths"): a
  // plugin importing `quire/plugin-utils` gets the very modules (QuireError's class) core's tests load.
  moduleNameMapper: {
    '^quire$': '<rootDir>/core/index.ts',
    '^quire/client$': '<rootDir>/client/index.ts',
    '^quire/plugin-utils$': '<rootDir>/core/pluginUtils.ts',
    '^quire/plugins/([^/]+)$': '<rootDir>/plugins/$1/index.ts',
  },
  // Built fixture sites shared by the run's test files (test-utils/builtSites.ts), removed at the end.
  globalSetup: '<rootDir>/test-utils/globalSetup.ts',
  globalTeardown: '<rootDir>/test-utils/globalTeardown.ts',
};

export default config;
