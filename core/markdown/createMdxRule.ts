import type { RuleSetRule } from 'webpack';
import type { MdxLoaderOptions } from './loaders/mdxLoader';

/** The one webpack rule for .md/.mdx, used by every content plugin. */
export function createMdxRule({ options }: { options: MdxLoaderOptions }): RuleSetRule {
  return {
    test: /\.mdx?$/i,
    use: [{ loader: require.resolve('./loaders/mdxLoader'), options }],
  };
}
