import fs from 'node:fs/promises';
import type { LoaderContext } from 'webpack';
import type { MarkdownService, OverviewGroup, PageAnalysis, PageRecord, PluginActions } from 'quire';
import { overviewHeaders, type DataModule } from './dataModules';

export interface DataLoaderOptions {
  markdown: MarkdownService;
  /** Runs every plugin's `extendPageData` hook on a complete record (the docs plugin's `actions.extendPageData`). */
  extendPageData: PluginActions['extendPageData'];
}

/**
 * webpack loader for the docs plugin's data modules (dataModules.ts): fills in each source page's
 * headings from its analysis (cached, under way or compiled now, ahead of the pages nobody waits
 * for), runs the plugins' `extendPageData` hooks on the page record once it is complete, and
 * outputs the JSON the theme reads. The sources and the files they depend on become the module's
 * dependencies, so webpack's cache and dev watcher rebuild it when a heading changes.
 *
 * A page record is not cacheable: what the hooks add comes from outside the files webpack sees
 * (last-updated's git history changes with a commit that leaves the source as it is), so each
 * build runs them again. That is cheap: the analysis comes from the Markdown cache, and in dev
 * only the pages opened are built (lazy compilation).
 * A page that does not compile gets no headings here: the MDX loader reports its error.
 */
/**
 * A data module's value (dataModules.ts): a page record with its toc, after the `extendPageData`
 * hooks; an overview's groups with their pages' headings. `onDependency` is told each file the
 * value depends on (a page's source, and the files its compile read).
 */
export async function fillDataModule({
  data,
  markdown,
  extendPageData,
  onDependency,
}: DataLoaderOptions & { data: DataModule; onDependency: (file: string) => void }): Promise<PageRecord | OverviewGroup[]> {
  const analysisOf = async (source: string): Promise<PageAnalysis | undefined> => {
    onDependency(source);
    try {
      const analysis = await markdown.analyzePage({ filePath: source, source: await fs.readFile(source, 'utf8'), urgent: true });
      for (const dependency of analysis.dependencies) onDependency(dependency);
      return analysis;
    } catch {
      return undefined;
    }
  };
  if (data.kind === 'page') {
    const toc = data.source === undefined ? data.record.toc : ((await analysisOf(data.source))?.toc ?? []);
    const record: PageRecord = { ...data.record, toc };
    await extendPageData({ page: record, sourceFilePath: data.sourceFilePath });
    return record;
  }
  return Promise.all(
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
}

export default function dataLoader(this: LoaderContext<DataLoaderOptions>, json: string): void {
  const callback = this.async();
  const data = JSON.parse(json) as DataModule;
  if (data.kind === 'page') this.cacheable(false);
  fillDataModule({ ...this.getOptions(), data, onDependency: (file) => this.addDependency(file) }).then(
    (value) => callback(null, JSON.stringify(value)),
    (error: unknown) => callback(error as Error),
  );
}
