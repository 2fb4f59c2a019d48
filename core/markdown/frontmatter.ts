import { LineCounter, parseDocument, isNode, visit, type Document } from 'yaml';
import { z } from 'zod';
import type { Frontmatter } from '../types';
import { formatLocation, QuireAggregateError, QuireError } from '../errors';
import { headTagSchema } from '../config/configSchema';
import { describeIssues } from '../config/formatIssues';
import { codeFrame } from '../shared/codeFrame';
import { dropUnsafeFrontmatterUrls } from './frontmatterUrls';

const FRONTMATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

export interface SplitFrontmatter {
  /** The YAML text, undefined when the file has no frontmatter. */
  yaml?: string;
  /** The source with the frontmatter replaced by blank lines, so line numbers stay right. */
  body: string;
}

/**
 * Cuts the leading `---` block out of a Markdown source, keeping every line number. A byte order
 * mark before it (editors on Windows save one) is dropped, or the block was read as a thematic
 * break and its YAML as text; lone CRs (old Mac line ends) read as the LFs they stand for, which
 * the steps that split lines (containers' syntax) expect.
 */
export function splitFrontmatter(file: string): SplitFrontmatter {
  const source = file.replace(/^\uFEFF/, '').replace(/\r(?!\n)/g, '\n');
  if (!source.startsWith('---')) return { body: source };
  const match = FRONTMATTER.exec(source);
  if (!match || match.index !== 0) return { body: source };
  const block = match[0];
  const newlines = block.split('\n').length - 1;
  return { yaml: match[1] ?? '', body: '\n'.repeat(newlines) + source.slice(block.length) };
}

const strictBool = () => z.boolean().optional();

export const frontmatterSchema = z.looseObject({
  title: z.string().optional(),
  titleSuffix: z.string().optional(),
  description: z.string().optional(),
  head: z.array(headTagSchema).optional(),
  pageType: z.enum(['home', 'doc', 'custom', 'blank', '404']).optional(),
  navbar: strictBool(),
  sidebar: strictBool(),
  outline: strictBool(),
  footer: strictBool(),
  overview: strictBool(),
  overviewHeaders: z.array(z.number().int().min(1).max(6)).optional(),
  tag: z.string().optional(),
  globalUIComponents: strictBool(),
  noindex: strictBool(),
  date: z.union([z.string(), z.date()]).optional(),
  hero: z
    .looseObject({
      badge: z.string().optional(),
      name: z.string().optional(),
      text: z.union([z.string(), z.array(z.string())]).optional(),
      tagline: z.string().optional(),
      actions: z
        .array(z.looseObject({ text: z.string(), link: z.string(), theme: z.enum(['brand', 'alt']).optional() }))
        .optional(),
      image: z
        .looseObject({
          src: z.union([z.string(), z.strictObject({ light: z.string(), dark: z.string() })]),
          alt: z.string().optional(),
          srcset: z.union([z.string(), z.array(z.string())]).optional(),
          sizes: z.union([z.string(), z.array(z.string())]).optional(),
        })
        .optional(),
    })
    .optional(),
  features: z
    .array(
      z.looseObject({
        icon: z.string().optional(),
        title: z.string(),
        details: z.string().optional(),
        link: z.string().optional(),
        span: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(6)]).optional(),
      }),
    )
    .optional(),
});

/**
 * Parses a page's frontmatter YAML (`yaml`, from splitFrontmatter). A syntax error is a QuireError
 * at its place in the file (`file:line:column`, the one position: the YAML library's own, counted
 * from the block, is cut from the message) with a code frame: the docs plugin and the MDX loader
 * report the same error in the same words.
 */
export function parseFrontmatterYaml({ yaml, file, source }: { yaml: string; file: string; source: string }): { doc: Document; data: unknown; lineOf: (offset: number) => { line: number; column: number } } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: true });
  // The block starts on the line after the opening `---`.
  const lineOf = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line + 1, column: pos.col };
  };
  const invalid = (reason: string, place: { line: number; column: number }) =>
    new QuireError(`Invalid YAML frontmatter: ${reason}`, {
      location: { file, ...place },
      hint: [codeFrame({ source, ...place }), 'Fix the YAML between the two --- lines at the top of the file.'].filter(Boolean).join('\n'),
    });
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    throw invalid(first.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?\s*$/, ''), lineOf(first.pos[0]));
  }
  try {
    return { doc, data: doc.toJS(), lineOf };
  } catch (error) {
    // Aliases are resolved here, not while parsing: one without its anchor, or so many that they
    // would expand without end (a "billion laughs" document), placed at the first such alias.
    throw invalid((error as Error).message, lineOf(aliasOffset(doc) ?? 0));
  }
}

/** Where the first alias that does not resolve is, else the first alias. */
function aliasOffset(doc: Document): number | undefined {
  let unresolved: number | undefined;
  let first: number | undefined;
  visit(doc, {
    Alias(_, node) {
      first ??= node.range?.[0];
      if (!node.resolve(doc)) {
        unresolved = node.range?.[0];
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return unresolved ?? first;
}

/**
 * Parses and validates a page's frontmatter. Errors name the file, the line of the field and the
 * field's path (`frontmatter.hero.actions[0].link: expected a string`). URLs that could run script
 * are dropped (`dropUnsafeFrontmatterUrls`): `warnings` says which, at their lines, for the caller
 * to show.
 */
export function parseFrontmatter({ source, file }: { source: string; file: string }): { frontmatter: Frontmatter; body: string; warnings: string[] } {
  const { yaml, body } = splitFrontmatter(source);
  if (yaml === undefined || yaml.trim() === '') return { frontmatter: {}, body, warnings: [] };
  const { doc, data, lineOf } = parseFrontmatterYaml({ yaml, file, source });
  if (data === null || data === undefined) return { frontmatter: {}, body, warnings: [] };
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new QuireError('The frontmatter must be a YAML mapping (key: value lines).', {
      location: { file, line: 2, column: 1 },
      hint: 'Write one field per line between the two --- lines, as `title: My page`.',
    });
  }
  const lineOfPath = (path: (string | number)[]) => {
    const node = doc.getIn(path, true);
    return isNode(node) && node.range ? lineOf(node.range[0]).line : undefined;
  };
  const frontmatter = validateFrontmatter({ data, file, lineOfPath });
  const warnings = dropUnsafeFrontmatterUrls({ frontmatter }).map(({ path, message }) => `${formatLocation({ file, line: lineOfPath(path) })}: ${message}`);
  return { frontmatter, body, warnings };
}

/** Validates frontmatter data (from YAML, or a .tsx page's `export const frontmatter`). */
export function validateFrontmatter({
  data,
  file,
  lineOfPath,
}: {
  data: unknown;
  file: string;
  lineOfPath?: (path: (string | number)[]) => number | undefined;
}): Frontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (result.success) return result.data as Frontmatter;
  // A missing field has no line of its own: it is placed at the object that lacks it.
  const lineOf = (path: (string | number)[]) => {
    for (let depth = path.length; lineOfPath && depth >= 0; depth--) {
      const line = lineOfPath(path.slice(0, depth));
      if (line !== undefined) return line;
    }
    return undefined;
  };
  const errors = describeIssues(result.error.issues, data, { prefix: ['frontmatter'] }).map(
    ({ path, text }) => `${formatLocation({ file, line: lineOf(path as (string | number)[]) })}: ${text}`,
  );
  throw new QuireAggregateError('Invalid frontmatter:', errors, 'Fix the frontmatter fields above; see the frontmatter reference for their types.');
}
