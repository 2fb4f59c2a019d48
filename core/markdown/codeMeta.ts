import { parseLineRanges } from '../shared/codeNotation';

/**
 * The meta string of a fenced code block (everything after the language on the opening fence):
 *
 *     ```ts title="src/a.ts" {1,3-5} lineNumbers wrap=false
 *
 * `title="..."` (or '...' or `...`), `{1,3-5}` lines to highlight, `lineNumbers` /
 * `lineNumbers=false`, `wrap` / `wrap=false`, `file="./x.ts"`. Unknown words are ignored, so
 * meta meant for other tools does not break a page.
 */

export interface CodeMeta {
  title?: string;
  /** 1-based, ascending, without duplicates. */
  highlightLines: number[];
  /** Unset when the block does not say: the site default applies. */
  lineNumbers?: boolean;
  /** Unset when the block does not say: the site default applies. */
  wrap?: boolean;
  file?: string;
}

// `key="value"`, `key='value'`, key=`value`, `key=value`, `{ranges}` or a bare word.
const TOKEN = /([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|`([^`]*)`|(\S+))|\{([^}]*)\}|(\S+)/g;

/** `true` for a bare flag or `=true`, `false` for `=false`, otherwise unset. */
function parseFlag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export function parseCodeMeta({ meta }: { meta: string | null | undefined }): CodeMeta {
  const result: CodeMeta = { highlightLines: [] };
  const highlighted = new Set<number>();
  for (const match of (meta ?? '').matchAll(TOKEN)) {
    const [, key, double, single, backtick, bare, ranges, word] = match;
    if (ranges !== undefined) {
      for (const line of parseLineRanges(ranges)) highlighted.add(line);
      continue;
    }
    const name = key ?? word;
    const value = key === undefined ? undefined : (double ?? single ?? backtick ?? bare);
    switch (name) {
      case 'title':
        if (value) result.title = value;
        break;
      case 'file':
        if (value) result.file = value;
        break;
      case 'lineNumbers': {
        const flag = parseFlag(value);
        if (flag !== undefined) result.lineNumbers = flag;
        break;
      }
      case 'wrap': {
        const flag = parseFlag(value);
        if (flag !== undefined) result.wrap = flag;
        break;
      }
    }
  }
  result.highlightLines = [...highlighted].sort((a, b) => a - b);
  return result;
}

/**
 * The language and meta of a fence as the author meant them. Markdown takes the first word of
 * the info string as the language, so a fence with no language but meta (```` ```title="a.ts" ````,
 * ```` ``` file="./x.ts" ````: the info string is trimmed) has its first meta word there, and
 * ```` ```ts{1,3} ```` has its line ranges glued to the language. Language names never contain
 * `=` or `{`, so such a first word goes back to the meta.
 */
export function splitCodeInfo({ lang, meta }: { lang: string | null | undefined; meta: string | null | undefined }): {
  lang?: string;
  meta: string;
} {
  const written = lang ?? '';
  const rest = meta ?? '';
  if (written.includes('=')) return { meta: `${written} ${rest}`.trim() };
  const brace = written.indexOf('{');
  if (brace >= 0) {
    const name = written.slice(0, brace);
    return { ...(name ? { lang: name } : {}), meta: `${written.slice(brace)} ${rest}`.trim() };
  }
  return { ...(written ? { lang: written } : {}), meta: rest.trim() };
}
