import type { Config } from 'jest';
const config: Config = {
  testEnvironment: 'node',
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/lib/', '/__fixtures__/'],
};
export default config;
