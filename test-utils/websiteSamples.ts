import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The website's TypeScript samples, type-checked against Quire's real types
 * (e2e/websiteSamples.test.ts).
 *
 * A sample is a ```` ```ts ```` or ```` ```tsx ```` block of a page of `website/docs/` (whatever its
 * meta: `title`, `preview`, `twoslash`...) whose code imports from `quire`, `quire/*`, `@theme` or
 * `@theme-original` (or `@theme/*`, `@theme-original/*`). All samples are checked together in one
 * TypeScript program, each a file in memory named after its page and line, with the compiler
 * options a site made by `npm create quire` has (templates/starter/tsconfig.json) and the `paths` of
 * the repository's tsconfig.json, which send Quire's public entries to their sources;
 * `types/client.d.ts` (what `quire/client-types` gives a site) types the stylesheets, `?raw`
 * imports, images and pages a sample imports.
 *
 * The rules for what a sample may import besides Quire, npm packages and Node:
 * - a relative import of a file that another block of the same page shows, by its `title`
 *   (`import webSearch from './plugins/web-search'` in the `quire.config.ts` block, beside the
 *   block titled `plugins/web-search/index.ts`), is that block;
 * - `quire-plugin-reading-time`, the package the "Write a plugin" tutorial builds, is that package:
 *   its files, `e2e/__fixtures__/quire-plugin-reading-time` (which e2e/write-a-plugin.test.ts keeps
 *   equal to the tutorial), with the types TypeScript infers from its JavaScript;
 * - the few modules of `NAMED_MODULES` below, each declared with the type the sample relies on: the
 *   reader's own files that a page imports without showing them, and packages a page has the reader
 *   install that this repository does not have;
 * - a block whose meta holds the word `excerpt` (```` ```ts excerpt ````) shows part of a file on
 *   purpose and is not checked (Quire's Markdown ignores meta words it does not know).
 */

export const repoRoot = path.resolve(__dirname, '..');

/**
 * Modules that samples import and that neither the page nor the repository has, by name (a pattern
 * for a relative import: `./Kbd` matches the one ending in `/Kbd`), used only when the import
 * resolves to no file. Keep it short: rather show the file on the page, in a block titled with its
 * path.
 */
export const NAMED_MODULES = `
// A package the config-build page imports as an example of a remark plugin function (its published type).
declare module 'remark-gemoji' {
  export default function remarkGemoji(): (tree: import('mdast').Root) => undefined;
}
// config-build: the site's own remark step, wrapped in pageOnly.
declare module '*/plugins/remark-external-links' {
  export default function remarkExternalLinks(): (tree: import('mdast').Root) => void;
}
// custom-theme: the site's own theme components, re-exported by its theme/index.ts.
declare module '*/FancyCallout' {
  const FancyCallout: import('react').ComponentType<import('quire/theme').CalloutProps>;
  export default FancyCallout;
}
declare module '*/Kbd' {
  const Kbd: import('react').ComponentType<import('react').ComponentPropsWithoutRef<'kbd'>>;
  export default Kbd;
}
`;

/** The module names of NAMED_MODULES, as tests of a specifier (`*` matches anything). */
export function namedModules(): { name: string; matches: (specifier: string) => boolean }[] {
  return [...NAMED_MODULES.matchAll(/^declare module '([^']+)'/gm)].map(([, name = '']) => {
    const escaped = name.split('*').map((part) => part.replace(/[.*+?^$()|[\]{}\\/]/g, '\\$&'));
    const pattern = new RegExp(`^${escaped.join('.*')}$`);
    return { name, matches: (specifier: string) => pattern.test(specifier) };
  });
}

/** The module specifiers a sample imports or re-exports. */
export function importedModules(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map(([, specifier = '']) => specifier);
}

/** The fence meta word that marks a block as part of a file, left out of the check. */
export const EXCERPT_WORD = 'excerpt';

export interface Sample {
  /** The page, relative to the repository: `website/docs/en/guide/start/introduction.md`. */
  page: string;
  /** The line of the block's opening fence in the page (1-based). */
  line: number;
  lang: 'ts' | 'tsx';
  meta: string;
  /** The block's `title="..."`: the file it shows. */
  title?: string;
  code: string;
  /** The page line of the code's first line (1-based). */
  firstCodeLine: number;
}

export interface SampleProblem {
  page: string;
  /** The line of the block's opening fence. */
  blockLine: number;
  /** The line in the page of the code TypeScript complains about. */
  line: number;
  /** `TS2322: Type 'string' is not assignable to type 'number'.` */
  message: string;
}

const QUIRE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](?:quire(?:\/[^'"]*)?|@theme(?:-original)?(?:\/[^'"]*)?)['"]/;

/** Whether the code imports from Quire: `quire`, `quire/*`, `@theme`, `@theme-original` and their subpaths. */
export function importsQuire(code: string): boolean {
  return QUIRE_IMPORT.test(code);
}

const metaWords = (meta: string) => meta.replace(/(["'`]).*?\1/g, '').split(/\s+/).filter(Boolean);

interface CodeNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: CodeNode[];
}

type Parse = (source: string, format: 'md' | 'mdx') => CodeNode;
let parser: Promise<Parse> | undefined;

/** The Markdown parser, as Quire's pages are read: CommonMark for `.md`, MDX for `.mdx` (ESM-only packages, loaded once, one after another). */
function loadParser(): Promise<Parse> {
  parser ??= (async () => {
    const { fromMarkdown } = await import('mdast-util-from-markdown');
    const { mdxjs } = await import('micromark-extension-mdxjs');
    const { mdxFromMarkdown } = await import('mdast-util-mdx');
    return (source: string, format: 'md' | 'mdx') =>
      (format === 'mdx'
        ? fromMarkdown(source, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] })
        : fromMarkdown(source)) as unknown as CodeNode;
  })();
  return parser;
}

/**
 * The samples of one page: its `ts`/`tsx` blocks that import from Quire, not marked `excerpt`.
 * `page` is the path written in messages; `source` the page's text.
 */
export async function samplesOfPage({ page, source }: { page: string; source: string }): Promise<{ samples: Sample[]; excerpts: Sample[] }> {
  const parse = await loadParser();
  const tree = parse(source, /\.mdx$/.test(page) ? 'mdx' : 'md');
  const samples: Sample[] = [];
  const excerpts: Sample[] = [];
  const visit = (node: CodeNode) => {
    if (node.type === 'code' && (node.lang === 'ts' || node.lang === 'tsx') && node.position) {
      const meta = node.meta ?? '';
      const code = node.value ?? '';
      const file = /(?:^|\s)file=(?:"([^"]*)"|'([^']*)')/.exec(meta);
      if (file && importsQuire(fs.readFileSync(path.resolve(repoRoot, path.dirname(page), file[1] ?? file[2] ?? ''), 'utf8'))) {
        // Not needed so far: the block's lines would be the file's, not the page's.
        throw new Error(`${page}:${node.position.start.line}: a block filled from a file that imports Quire: teach the sample check to read it`);
      }
      if (importsQuire(code)) {
        const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
        const sample: Sample = {
          page,
          line: node.position.start.line,
          lang: node.lang,
          meta,
          ...(title ? { title: title[1] ?? title[2] } : {}),
          code,
          firstCodeLine: node.position.start.line + 1,
        };
        (metaWords(meta).includes(EXCERPT_WORD) ? excerpts : samples).push(sample);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return { samples, excerpts };
}

/** Every page of `website/docs/` (both languages), relative to the repository, sorted. */
export function websitePages(): string[] {
  const docs = path.join(repoRoot, 'website', 'docs');
  return (fs.readdirSync(docs, { recursive: true }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.posix.join('website/docs', file.split(path.sep).join('/')))
    .sort();
}

/** The samples of every page of the website. */
export async function websiteSamples(): Promise<{ samples: Sample[]; excerpts: Sample[] }> {
  const samples: Sample[] = [];
  const excerpts: Sample[] = [];
  for (const page of websitePages()) {
    const found = await samplesOfPage({ page, source: fs.readFileSync(path.join(repoRoot, page), 'utf8') });
    samples.push(...found.samples);
    excerpts.push(...found.excerpts);
  }
  return { samples, excerpts };
}

/** Where a sample lives in memory: a folder per page and block, the file named by the block's title. */
const SAMPLES_DIR = path.join(repoRoot, '.website-samples');
function virtualFileOf(sample: Sample): string {
  const name = sample.title && /\.(ts|tsx)$/.test(sample.title) && !/\s/.test(sample.title) ? sample.title : `sample.${sample.lang}`;
  // A title's extension wins over the fence's language only when both agree on JSX.
  const file = name.endsWith(`.${sample.lang}`) ? name : `${name.replace(/\.(ts|tsx)$/, '')}.${sample.lang}`;
  return path.join(SAMPLES_DIR, sample.page, `line-${sample.line}`, file);
}

/** The shown path of a titled block, within its page (`plugins/web-search/index.ts`). */
const shownPath = (sample: Sample) => (sample.title ? path.posix.normalize(sample.title.replace(/^\.\//, '')) : undefined);

/**
 * The compiler options of a site made by `npm create quire` (templates/starter/tsconfig.json), with
 * the repository's `paths` (tsconfig.json) for Quire's entries, and the tutorial's plugin package.
 */
function compilerOptions(): ts.CompilerOptions {
  const optionsOf = (tsconfig: string) => {
    const read = ts.readConfigFile(tsconfig, (file) => fs.readFileSync(file, 'utf8'));
    if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
    const raw = (read.config as { compilerOptions: Record<string, unknown> }).compilerOptions;
    const { options, errors } = ts.convertCompilerOptionsFromJson(raw, path.dirname(tsconfig), tsconfig);
    if (errors.length > 0) throw new Error(errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('\n'));
    return options;
  };
  const site = optionsOf(path.join(repoRoot, 'templates', 'starter', 'tsconfig.json'));
  const repo = optionsOf(path.join(repoRoot, 'tsconfig.json'));
  return {
    ...site,
    // A site's code sees Node's types and the bundler's module declarations (types/client.d.ts,
    // a root file of the program: what the starter's `quire/client-types` is).
    types: ['node'],
    // The tutorial's plugin package is JavaScript: its types are inferred, its code not checked.
    allowJs: true,
    checkJs: false,
    noEmit: true,
    baseUrl: repoRoot,
    paths: {
      ...repo.paths,
      // The theme's root index, as the bundler's aliases and quire/client-types have it.
      '@theme': ['./theme/index.ts'],
      '@theme-original': ['./theme/index.ts'],
      'quire-plugin-reading-time': ['./e2e/__fixtures__/quire-plugin-reading-time/index.js'],
    },
  };
}

/**
 * `types/client.d.ts` without its reference to the generated `lib/types/theme-modules.d.ts`: the
 * program resolves `@theme/<Name>` to the theme's sources through `paths`, which that file maps to
 * the published declarations.
 */
function clientTypes(): string {
  const text = fs.readFileSync(path.join(repoRoot, 'types', 'client.d.ts'), 'utf8').replace(/^\/\/\/ <reference path=.*$/m, '');
  // Nor its catch-all `@theme/*` and `@theme-original/*` (any other name is a component of any
  // props): a sample names a component of Quire's theme, or a file of its page.
  const strict = text.replace(/^declare module '@theme(?:-original)?\/\*' \{\n[^]*?^\}\n/gm, '');
  if (strict === text || /'@theme(-original)?\/\*'/.test(strict)) throw new Error('types/client.d.ts: its @theme/* declarations are not where the sample check expects them');
  return strict;
}

/**
 * Quire's sources, React's and Node's types... parsed once for all the programs of a test file (a
 * sample's own file is parsed anew each time).
 */
const parsedFiles = new Map<string, ts.SourceFile>();

/** Type-checks the samples in one program; the problems, in page order. */
export function checkSamples(samples: readonly Sample[]): SampleProblem[] {
  const options = compilerOptions();
  const files = new Map<string, { sample?: Sample; text: string }>();
  for (const sample of samples) {
    const file = virtualFileOf(sample);
    if (files.has(file)) throw new Error(`${sample.page}:${sample.line}: two samples at one line`);
    files.set(file, { sample, text: sample.code });
  }
  files.set(path.join(SAMPLES_DIR, 'client-types.d.ts'), { text: clientTypes() });
  files.set(path.join(SAMPLES_DIR, 'named-modules.d.ts'), { text: NAMED_MODULES });

  // A page's titled blocks, by the path they show: what a relative import between them reaches.
  const shownByPage = new Map<string, Map<string, string>>();
  for (const sample of samples) {
    const shown = shownPath(sample);
    if (!shown) continue;
    const page = shownByPage.get(sample.page) ?? new Map<string, string>();
    shownByPage.set(sample.page, page);
    // Two blocks showing one file (two versions of quire.config.ts): neither is importable.
    page.set(shown, page.has(shown) ? '' : virtualFileOf(sample));
  }

  const host = ts.createCompilerHost(options, true);
  const sourceFiles = new Map<string, ts.SourceFile>();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const virtual = files.get(fileName);
    if (!virtual) {
      let parsed = parsedFiles.get(fileName);
      if (!parsed) {
        parsed = getSourceFile(fileName, languageVersion, onError, shouldCreate);
        if (parsed) parsedFiles.set(fileName, parsed);
      }
      return parsed;
    }
    let file = sourceFiles.get(fileName);
    if (!file) sourceFiles.set(fileName, (file = ts.createSourceFile(fileName, virtual.text, languageVersion, true)));
    return file;
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => files.has(fileName) || fileExists(fileName);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => files.get(fileName)?.text ?? readFile(fileName);

  const cache = ts.createModuleResolutionCache(repoRoot, (name) => name, options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, resolverOptions) =>
    literals.map((literal) => {
      const name = literal.text;
      const sample = files.get(containingFile)?.sample;
      const shown = sample && shownPath(sample);
      if (sample && name.startsWith('.')) {
        // A relative import from a sample: another titled block of the page, when it shows that file.
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(shown ?? 'sample.ts'), name));
        const page = shownByPage.get(sample.page);
        for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
          const file = page?.get(candidate);
          if (file) return { resolvedModule: { resolvedFileName: file, extension: file.endsWith('.tsx') ? ts.Extension.Tsx : ts.Extension.Ts, isExternalLibraryImport: false } };
        }
      }
      return ts.resolveModuleName(name, containingFile, resolverOptions, host, cache, redirectedReference);
    });

  const program = ts.createProgram({ rootNames: [...files.keys()], options, host });
  const problems: SampleProblem[] = [];
  for (const diagnostic of program.getOptionsDiagnostics().concat(program.getGlobalDiagnostics())) {
    problems.push({ page: '(program)', blockLine: 0, line: 0, message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}` });
  }
  for (const [fileName, { sample }] of files) {
    const source = program.getSourceFile(fileName);
    if (!source) throw new Error(`${fileName}: not in the program`);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    for (const diagnostic of diagnostics) {
      const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
      if (!sample) {
        problems.push({ page: path.relative(repoRoot, fileName), blockLine: 0, line: 0, message });
        continue;
      }
      const line = diagnostic.start === undefined ? 0 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
      problems.push({ page: sample.page, blockLine: sample.line, line: sample.firstCodeLine + line, message });
    }
  }
  return problems;
}

/** One line per problem: `website/docs/en/x.md:42 (the ts block at line 40): TS2322: ...`. */
export function formatProblem(problem: SampleProblem): string {
  return `${problem.page}:${problem.line} (the block at line ${problem.blockLine}): ${problem.message}`;
}
