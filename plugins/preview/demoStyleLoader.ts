import type { LoaderContext } from 'webpack';

/**
 * A stylesheet an iframe demo imports (`import './demo.css'` in its block, rewritten by the demo
 * loader): instead of joining the site's one stylesheet, which every page loads, it becomes a
 * module that hands its text (css-loader's, `url()`s resolved) to the demo's own page, which
 * renders it in a `<style>` element. A pitching loader: the stylesheet goes through css-loader only.
 */
export function pitch(this: LoaderContext<unknown>, remainingRequest: string): string {
  const query = new URLSearchParams(String(this.query).replace(/^\?/, ''));
  const cssLoaderOptions = JSON.stringify({ exportType: 'string', esModule: true, importLoaders: 0 });
  const cssRequest = `!!${require.resolve('css-loader')}?${cssLoaderOptions}!${remainingRequest}`;
  const file = this.utils.contextify(this.rootContext, this.resourcePath);
  return [
    `import css from ${JSON.stringify(cssRequest)};`,
    `import { addDemoStyle } from ${JSON.stringify(query.get('registry') ?? '')};`,
    `addDemoStyle(${JSON.stringify(query.get('demo') ?? '')}, ${JSON.stringify(file)}, css);`,
  ].join('\n');
}

/** Never reached (the pitch answers): the identity, for loader-runner's sake. */
export default function demoStyleLoader(source: string): string {
  return source;
}
