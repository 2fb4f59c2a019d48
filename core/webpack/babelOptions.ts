/**
 * babel-loader options for TS/TSX/JSX in the bundles. Explicit (no babel.config lookup), so a site
 * never needs a Babel config; no preset-env: the bundle targets browsers with ES2020 and later
 * (and Node 20, which runs it to pre-render).
 */
export function babelLoaderOptions({ isDev }: { isDev: boolean }) {
  return {
    babelrc: false,
    configFile: false,
    // Follow Quire's mode, not whatever NODE_ENV or BABEL_ENV the shell has.
    envName: isDev ? 'development' : 'production',
    compact: false,
    // ES module or CommonJS as the file is written (a `.cjs` component, a CommonJS site's `.js`):
    // the JSX runtime is then imported or required to match.
    sourceType: 'unambiguous',
    presets: [
      [require.resolve('@babel/preset-react'), { runtime: 'automatic', development: isDev }],
      [require.resolve('@babel/preset-typescript'), { allowDeclareFields: true, onlyRemoveTypeImports: false }],
    ],
    plugins: isDev ? [require.resolve('react-refresh/babel')] : [],
  };
}
