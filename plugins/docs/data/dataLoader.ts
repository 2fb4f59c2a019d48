import fs from 'node:fs/promises';
import type { LoaderContext } from 'webpack';
import type { MarkdownService, OverviewGroup, PageAnalysis } from '../../../core/types';
import { overviewHeaders, type DataModule } from './dataModules';

export interface DataLoaderOptions {
  markdown: MarkdownService;
}

/**
 * webpack loader for the docs plugin's data modules (dataModules.ts): fills in each source page's
 * headings from its analysis (cached, under way or compiled now, ahead of the pages nobody waits
 * for) and outputs the JSON the theme reads. The sources and the files they depend on become the
 * module's dependencies, so webpack's cache and dev watcher rebuild it when a heading changes.
 * A page that does not compile gets no headings here: the MDX loader reports its error.
 */
export default function dataLoader(this: LoaderContext<DataLoaderOptions>, json: string): void {
  const callback = this.async();
  const { markdown } = this.getOptions();
  const analysisOf = async (source: string): Promise<PageAnalysis | undefined> => {
    this.addDependency(source);
    try {
      const analysis = await markdown.analyzePage({ filePath: source, source: await fs.readFile(source, 'utf8'), urgent: true });
      for (const dependency of analysis.dependencies) this.addDependency(dependency);
      return analysis;
    } catch {
      return undefined;
    }
  };
  const data = JSON.parse(json) as DataModule;
  const filled: Promise<unknown> =
    data.kind === 'page'
      ? data.source === undefined
        ? Promise.resolve(data.record)
        : analysisOf(data.source).then((analysis) => ({ ...data.record, toc: analysis?.toc ?? [] }))
      : Promise.all(
          data.groups.map(async (group): Promise<OverviewGroup> => ({
            ...(group.name === undefined ? {} : { name: group.name }),
            items: await Promise.all(
              group.items.map(async ({ text, link, source, depths }) => {
                const toc = source === undefined ? [] : ((await analysisOf(source))?.toc ?? []);
                return { text, link, headers: overviewHeaders({ toc, depths }) };
              }),
            ),
          })),
        );
  filled.then(
    (value) => callback(null, JSON.stringify(value)),
    (error: unknown) => callback(error as Error),
  );
}
