/** One row of a help table: `--port <port>` and what it does. */
export interface HelpRow {
  term: string;
  description: string;
}

export interface HelpSection {
  title: string;
  rows: HelpRow[];
}

/**
 * A flag as commands declare it, `'--port <port>   port to listen on'` (the term, two spaces or
 * more, the description), as a row.
 */
export function parseFlag(flag: string): HelpRow {
  const match = /^(\S(?:.*?\S)?)\s{2,}(\S.*)$/.exec(flag.trim());
  return match ? { term: match[1]!, description: match[2]! } : { term: flag.trim(), description: '' };
}

/** Sections of term/description rows with every description in one column, whatever the section. */
export function formatHelp({ intro, sections }: { intro: string[]; sections: HelpSection[] }): string {
  const width = Math.max(0, ...sections.flatMap((s) => s.rows.map((r) => r.term.length))) + 3;
  const body = sections.flatMap((section) => [
    '',
    `${section.title}:`,
    ...section.rows.map((row) => (row.description ? `  ${row.term.padEnd(width)}${row.description}` : `  ${row.term}`).trimEnd()),
  ]);
  return [...intro, ...body].join('\n');
}
