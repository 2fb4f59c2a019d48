import fs from 'node:fs/promises';
import path from 'node:path';
import type { Application, ProjectReflection } from 'typedoc';
import { QuireAggregateError } from 'quire/plugin-utils';
import { translateGroupTitles } from './translateGroups';

/** One message TypeDoc logged, without its colours. */
export interface TypedocMessage {
  level: 'warning' | 'error';
  text: string;
}

/** What a TypeDoc run made. */
export interface TypedocResult {
  /** Per site language: Markdown by path below the section (`index.md`, `functions/add.md`). */
  pages: Record<string, Record<string, string>>;
  /** Every file the TypeScript program read: a change to one of them calls for a new run. */
  inputs: string[];
  warnings: string[];
}

export interface RunTypedocOptions {
  entryPoints: string[];
  tsconfig?: string;
  /** Site language -> the section's label (the index page's title). */
  labels: Record<string, string>;
  typedocOptions: Record<string, unknown>;
  /** A folder the plugin owns, emptied and used while rendering. */
  workDir: string;
}

// Set by the plugin unless `typedocOptions` says otherwise: Markdown that reads well as Quire pages.
const DEFAULTS: Record<string, unknown> = {
  readme: 'none',
  hidePageHeader: true,
  hideBreadcrumbs: true,
  // `<` and `{` in comments are escaped: the pages are Markdown whose raw HTML Quire renders.
  sanitizeComments: true,
  // No "Defined in" lines: their paths and links depend on where TypeDoc runs and on a git remote
  // (`typedocOptions: { disableSources: false, sourceLinkTemplate }` brings them back).
  disableSources: true,
  // The section's group in the sidebar says the kind: a page is titled by its name.
  pageTitleTemplates: { member: '{name}' },
};

const ANSI = /\u001b\[[0-9;]*m/g;
const TYPEDOC_LEVEL = { warn: 2, error: 3 } as const;

/** The language TypeDoc renders a site language in: itself, its base (`zh-CN` -> `zh`), else English. */
function typedocLang({ lang, supported }: { lang: string; supported: readonly string[] }): string {
  const lower = lang.toLowerCase();
  return supported.find((l) => l === lower) ?? supported.find((l) => l === lower.split('-')[0]) ?? 'en';
}

async function readTree(dir: string, prefix = ''): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) Object.assign(files, await readTree(path.join(dir, entry.name), rel));
    else if (entry.name.endsWith('.md')) files[rel] = await fs.readFile(path.join(dir, entry.name), 'utf8');
  }
  return files;
}

function failure({ messages, hint }: { messages: TypedocMessage[]; hint: string }): QuireAggregateError {
  const errors = messages.filter((m) => m.level === 'error').map((m) => m.text);
  return new QuireAggregateError('Plugin "typedoc": TypeDoc failed:', errors.length > 0 ? errors : ['TypeDoc gave no project (see its messages above)'], hint);
}

/**
 * Runs TypeDoc once (one TypeScript program, one conversion) and renders the project with
 * typedoc-plugin-markdown once per site language, in TypeDoc's translation of that language
 * (its own and the Markdown plugin's strings: "Parameters", "Returns"...; group titles too), the
 * comments as written. Warnings are returned; errors throw, naming what TypeDoc said.
 */
export async function runTypedoc(options: RunTypedocOptions): Promise<TypedocResult> {
  const typedoc = await import('typedoc');
  const messages: TypedocMessage[] = [];
  const collect = (app: Application) => {
    app.logger.log = function log(message: string, level: number) {
      if (level === TYPEDOC_LEVEL.error) this.errorCount += 1;
      if (level === TYPEDOC_LEVEL.warn) this.warningCount += 1;
      if (level >= TYPEDOC_LEVEL.warn) messages.push({ level: level === TYPEDOC_LEVEL.error ? 'error' : 'warning', text: message.replace(ANSI, '').replace(/^\[(warning|error)\]\s*/, '').replace(/\s+$/, '') });
    };
  };
  const app = await typedoc.Application.bootstrapWithPlugins({
    ...DEFAULTS,
    // The project's name is the section's label (each render sets its language's).
    name: Object.values(options.labels)[0],
    ...options.typedocOptions,
    entryPoints: options.entryPoints,
    ...(options.tsconfig !== undefined && { tsconfig: options.tsconfig }),
    plugin: [require.resolve('typedoc-plugin-markdown')],
    entryFileName: 'index',
    logLevel: 'Warn',
  } as Parameters<typeof typedoc.Application.bootstrapWithPlugins>[0],
  // Options come from the plugin and the tsconfig's `typedocOptions` only: not from a typedoc.json
  // or package.json of the folder Quire happens to run in.
  [new typedoc.TSConfigReader()]);
  if (app.logger.hasErrors()) {
    throw failure({ messages: [{ level: 'error', text: 'invalid TypeDoc options (TypeDoc printed them above)' }], hint: 'Fix typedocOptions, entryPoints or tsconfig of the typedoc plugin in the site config.' });
  }
  collect(app);

  const inputs = new Set<string>();
  app.converter.on(typedoc.Converter.EVENT_BEGIN, (context) => {
    for (const program of context.programs) for (const file of program.getSourceFiles()) inputs.add(path.resolve(file.fileName));
  });
  const project: ProjectReflection | undefined = await app.convert();
  if (!project || app.logger.hasErrors()) {
    throw failure({ messages, hint: 'Fix the TypeScript errors above, or the typedoc plugin\'s entryPoints/tsconfig (typedocOptions: { skipErrorChecking: true } documents code that does not type-check).' });
  }

  const supported = app.internationalization.getSupportedLanguages();
  const pages: Record<string, Record<string, string>> = {};
  await fs.rm(options.workDir, { recursive: true, force: true });
  for (const [lang, label] of Object.entries(options.labels)) {
    const locale = typedocLang({ lang, supported });
    translateGroupTitles({ project, app, ReflectionKind: typedoc.ReflectionKind, locale });
    app.internationalization.setLocale(locale);
    project.name = label;
    const out = path.join(options.workDir, lang);
    app.trigger(typedoc.Application.EVENT_GENERATE_OUTPUTS_BEGIN, project);
    await app.outputs.writeOutput({ name: 'markdown', path: out, options: { lang: locale } }, project);
    app.trigger(typedoc.Application.EVENT_GENERATE_OUTPUTS_END, project);
    if (app.logger.hasErrors()) throw failure({ messages, hint: 'Fix what TypeDoc reports above (typedocOptions of the typedoc plugin).' });
    pages[lang] = await readTree(out);
  }
  await fs.rm(options.workDir, { recursive: true, force: true });
  if (options.tsconfig) inputs.add(options.tsconfig);
  return { pages, inputs: [...inputs].sort(), warnings: messages.filter((m) => m.level === 'warning').map((m) => m.text) };
}
