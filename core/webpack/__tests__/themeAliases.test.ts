import path from 'node:path';
import { computeThemeAliases, hashAliases, toWebpackAliases } from '../themeAliases';

const fixtures = path.join(__dirname, '__fixtures__');
const rel = (aliases: Record<string, string>) =>
  Object.fromEntries(Object.entries(aliases).map(([key, file]) => [key, path.relative(fixtures, file)]));

describe('computeThemeAliases', () => {
  const layers = [path.join(fixtures, 'fallback'), path.join(fixtures, 'theme'), path.join(fixtures, 'plugin-theme')];
  const aliases = computeThemeAliases({ layers, siteThemeDir: path.join(fixtures, 'site-theme') });

  test('maps every theme file, higher layers winning, the site overriding @theme only', () => {
    expect(rel(aliases)).toEqual({
      '@theme': 'theme/index.ts',
      '@theme/Footer': 'site-theme/Footer.tsx',
      '@theme/Layout': 'plugin-theme/Layout.tsx',
      '@theme/Navbar': 'site-theme/Navbar/index.tsx',
      '@theme/Navbar/Item': 'theme/Navbar/Item/index.tsx',
      '@theme/Navbar/Logo': 'theme/Navbar/Logo.tsx',
      '@theme/NotFound': 'fallback/NotFound.tsx',
      '@theme/Root': 'fallback/Root.tsx',
      '@theme/Search': 'plugin-theme/Search.tsx',
      '@theme-original': 'theme/index.ts',
      '@theme-original/Layout': 'plugin-theme/Layout.tsx',
      '@theme-original/Navbar': 'theme/Navbar/index.tsx',
      '@theme-original/Navbar/Item': 'theme/Navbar/Item/index.tsx',
      '@theme-original/Navbar/Logo': 'theme/Navbar/Logo.tsx',
      '@theme-original/NotFound': 'fallback/NotFound.tsx',
      '@theme-original/Root': 'fallback/Root.tsx',
      '@theme-original/Search': 'plugin-theme/Search.tsx',
    });
  });

  test('skips tests, declaration files and non-code files', () => {
    expect(Object.values(rel(aliases)).some((file) => /__tests__|\.d\.ts$|\.css$/.test(file))).toBe(false);
  });

  test('webpack gets exact-match keys, and the hash changes with the map', () => {
    const webpackAliases = toWebpackAliases(aliases);
    expect(Object.keys(webpackAliases).every((key) => key.endsWith('$'))).toBe(true);
    const withoutSite = computeThemeAliases({ layers });
    expect(hashAliases(withoutSite)).not.toBe(hashAliases(aliases));
    expect(hashAliases(aliases)).toBe(hashAliases(computeThemeAliases({ layers, siteThemeDir: path.join(fixtures, 'site-theme') })));
  });

  test('a missing folder contributes nothing', () => {
    expect(computeThemeAliases({ layers: [path.join(fixtures, 'nope')] })).toEqual({});
  });
});
