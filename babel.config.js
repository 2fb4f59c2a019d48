// Babel for Quire's own tooling: Jest (babel-jest) and the lib/ build (scripts/build-lib.mjs).
// The bundles use their own babel-loader options (core/webpack/babelOptions.ts) and users'
// config files their own (core/config/loadConfig.ts), so a site never depends on this file.

/**
 * `import('./relative')` becomes a lazy `require`: lib/ is CommonJS, and Node's native import()
 * needs file extensions. `import('package')` stays native, for ESM-only packages (unified, MDX).
 */
function lazyRequireForRelativeImports({ types: t }) {
  return {
    visitor: {
      CallExpression(path) {
        const [source] = path.node.arguments;
        if (path.node.callee.type !== 'Import' || !t.isStringLiteral(source) || !source.value.startsWith('.')) return;
        path.replaceWithSourceString(`Promise.resolve().then(() => require(${JSON.stringify(source.value)}))`);
      },
    },
  };
}

/**
 * `import.meta.webpackHot` (webpack's HMR API, which browser code reads in dev bundles) becomes
 * `undefined`: CommonJS has no `import.meta`, and neither Jest nor Node has hot updates.
 */
function noWebpackHotOutsideWebpack({ types: t }) {
  return {
    visitor: {
      MemberExpression(path) {
        const { object, property } = path.node;
        if (t.isMetaProperty(object) && object.meta.name === 'import' && t.isIdentifier(property, { name: 'webpackHot' })) {
          path.replaceWith(t.identifier('undefined'));
        }
      },
    },
  };
}

module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: '20.19' } }],
    ['@babel/preset-typescript', { allowDeclareFields: true }],
    ['@babel/preset-react', { runtime: 'automatic' }],
  ],
  plugins: [lazyRequireForRelativeImports, noWebpackHotOutsideWebpack],
};
