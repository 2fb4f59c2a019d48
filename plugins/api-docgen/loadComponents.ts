import fs from 'node:fs';
import path from 'node:path';
import type { ParserOptions } from 'react-docgen-typescript';
import type { ComponentData } from './componentData';
import { cacheFilePath, cacheKey, readCache, stampFiles, writeCache } from './docgenCache';
import type { ResolvedEntry } from './options';
import { readComponents } from './readComponents';

export interface LoadComponentsResult {
  components: ComponentData[];
  /** Whether the tables came from the disk cache (no TypeScript ran). */
  cached: boolean;
  ms: number;
}

const versionOf = (name: string): string => (JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

/** The entries' tables: from the disk cache when nothing they depend on changed, else read again (and cached). */
export async function loadComponents({
  entries,
  siteDir,
  dataDir,
  quireVersion,
  tsconfig,
  parserOptions,
  langs,
}: {
  entries: ResolvedEntry[];
  siteDir: string;
  /** The plugin's folder of generated files (`.quire/api-docgen`). */
  dataDir: string;
  quireVersion: string;
  tsconfig?: string;
  parserOptions?: ParserOptions;
  langs: readonly string[];
}): Promise<LoadComponentsResult> {
  const started = performance.now();
  const file = cacheFilePath({ dataDir });
  const key = cacheKey({
    quireVersion,
    typescript: versionOf('typescript'),
    docgen: versionOf('react-docgen-typescript'),
    siteDir,
    tsconfig: tsconfig ?? null,
    parserOptions: parserOptions ?? null,
    entries,
    langs,
  });
  const cached = readCache({ file, key });
  if (cached) return { components: cached, cached: true, ms: performance.now() - started };
  const { components, files } = await readComponents({ entries, siteDir, tsconfig, parserOptions, langs });
  const tsconfigFile = path.resolve(siteDir, tsconfig ?? 'tsconfig.json');
  await writeCache({ file, cache: { key, files: stampFiles([...files, tsconfigFile]), components } });
  return { components, cached: false, ms: performance.now() - started };
}
