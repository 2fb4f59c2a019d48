import type { PageAnalysis } from '../types';

/** What Quire's Markdown steps leave on a compiled file (`file.data.quire`). */
export type QuireFileData = Partial<PageAnalysis>;

/** The `quire` record of a vfile's data, created on first use (each step adds its own keys). */
export function quireData(file: { data: Record<string, unknown> }): QuireFileData {
  return (file.data.quire ??= {}) as QuireFileData;
}

/** Records a file the compiled output depends on (the loader adds it to webpack's watch list). */
export function addDependency(file: { data: Record<string, unknown> }, dependency: string): void {
  const data = quireData(file);
  (data.dependencies ??= []).includes(dependency) || data.dependencies.push(dependency);
}
