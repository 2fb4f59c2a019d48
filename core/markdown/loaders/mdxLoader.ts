import type { LoaderContext } from 'webpack';
import { mdxErrorPlace } from '../compileMdx';
import { compileErrorHint } from '../compileErrorHint';
import { invalidUtf8Place, NOT_UTF8 } from '../utf8Check';
import { formatLocation } from '../../errors';
import { codeFrame } from '../../shared/codeFrame';
import type { MarkdownService } from '../../types';

export interface MdxLoaderOptions {
  markdown: MarkdownService;
}

/** A compile error as `file:line:column: reason`, which webpack, the terminal and the overlay show. */
export class MdxCompileError extends Error {
  /** `source`, when given, adds a code frame: the lines around the place, with a caret. */
  constructor(file: string, error: unknown, source?: string) {
    const { line, column, reason } = mdxErrorPlace(error);
    const where = formatLocation({ file, line, column: line === undefined ? undefined : (column ?? 1) });
    // Frontmatter errors read as the docs plugin reports them (the same error, said once).
    const label = /^Invalid (?:YAML )?frontmatter/.test(reason) ? '' : 'MDX compile error: ';
    const frame = source !== undefined && line !== undefined ? codeFrame({ source, line, column }) : '';
    super([`${where}: ${label}${reason}`, frame, compileErrorHint({ reason, filePath: file })].filter(Boolean).join('\n'));
    this.name = 'MdxCompileError';
    this.stack = this.message;
  }
}

/** The loader reads bytes: a page that is not valid UTF-8 builds, with a warning at the first bad byte. */
export const raw = true;

/**
 * webpack loader for .md/.mdx: takes the code of this exact source from the Markdown service (the
 * compile already under way for a page, or a new one for fragments and pages changed since), and
 * tells webpack about the files the output depends on (fragments' headings, `file="..."` code).
 */
export default function mdxLoader(this: LoaderContext<MdxLoaderOptions>, bytes: Buffer | string): void {
  const callback = this.async();
  const filePath = this.resourcePath;
  const source = typeof bytes === 'string' ? bytes : bytes.toString('utf8');
  const badByte = typeof bytes === 'string' ? undefined : invalidUtf8Place(bytes);
  if (badByte) {
    const warning = new Error(`${formatLocation({ file: filePath, ...badByte })}: ${NOT_UTF8}`);
    warning.stack = warning.message;
    this.emitWarning(warning);
  }
  const { markdown } = this.getOptions();
  markdown.compilePage({ filePath, source }).then(
    ({ code, dependencies, warnings }) => {
      for (const dependency of dependencies) this.addDependency(dependency);
      for (const { message, line, column } of warnings) {
        const warning = new Error(`${formatLocation({ file: filePath, line, column })}: ${message}`);
        warning.stack = warning.message;
        this.emitWarning(warning);
      }
      callback(null, code);
    },
    (error: unknown) => callback(new MdxCompileError(filePath, error, source)),
  );
}
