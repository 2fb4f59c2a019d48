import path from 'node:path';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { makeSite } from '../../../test-utils/fixtures';
import { createStyleRules, findPostcssConfig, findSassImplementation } from '../styleRules';

describe('findPostcssConfig', () => {
  test('a postcss.config file, else the package.json "postcss" key, else none', () => {
    const withFile = makeSite({ 'postcss.config.mjs': 'export default { plugins: [] };\n', 'package.json': '{ "postcss": {} }' });
    expect(findPostcssConfig(withFile)).toBe(path.join(withFile, 'postcss.config.mjs'));
    const withKey = makeSite({ 'package.json': '{ "name": "x", "postcss": { "plugins": {} } }' });
    expect(findPostcssConfig(withKey)).toBe(path.join(withKey, 'package.json'));
    expect(findPostcssConfig(makeSite({ 'package.json': '{ "name": "x" }' }))).toBeUndefined();
    expect(findPostcssConfig(makeSite({ 'docs/index.md': '# Hi\n' }))).toBeUndefined();
  });
});

test('findSassImplementation finds sass-embedded (installed here for the tests)', () => {
  expect(findSassImplementation(makeSite({ 'docs/index.md': '# Hi\n' }))).toMatch(/[\\/]sass-embedded[\\/]/);
});

test('without a Sass compiler, importing a Sass file fails naming the file and the install command', async () => {
  const siteDir = makeSite({
    'entry.js': `import styles from './components/Card.module.scss';\nconsole.log(styles);\n`,
    'components/Card.module.scss': `$a: red;\n.card { color: $a; }\n`,
  });
  const compiler = webpack({
    mode: 'development',
    context: siteDir,
    entry: './entry.js',
    output: { path: path.join(siteDir, 'out') },
    module: { rules: createStyleRules({ sass: undefined, installSass: 'npm install sass-embedded' }) },
    plugins: [new MiniCssExtractPlugin()],
    infrastructureLogging: { level: 'error' },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result!))));
  await new Promise((resolve) => compiler.close(resolve));
  const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
  expect(errors).toHaveLength(1);
  expect(errors[0]!.moduleName).toContain('components/Card.module.scss');
  expect(errors[0]!.message).toContain(
    'No Sass compiler is installed: Quire compiles .scss and .sass files with sass-embedded, an optional peer dependency.\nRun `npm install sass-embedded` in the site, then build again.',
  );
});
