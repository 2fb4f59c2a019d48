/**
 * The malformed-input corpus: every input an author may get wrong, generated from small tables of
 * snippets and the places they can stand in a page (not hand-written files). Each case is the
 * files it adds to a site and how `quire build` must end for it:
 *
 * - `builds`: the input is valid Markdown (or otherwise acceptable): the build succeeds and the
 *   page's HTML holds what `html` lists;
 * - `fails`: the build exits non-zero, and its report has an entry for the case placed at `place`
 *   (`file:line:column`, or less where no line exists), saying `message`, with what to do
 *   (`hint`, found in the entry or in the report's closing hint).
 *
 * Cases are grouped: the cases of one group are written into one site and built together (the
 * build must report all of a group's failures at once). A group's cases fail in the same phase of
 * the build (reading pages, the navigation, the routes, the bundle, the rendering): a build stops
 * at the first phase that fails, so mixing phases would hide the later ones.
 */

export type FileBody = string | Uint8Array | { symlink: string };

export type Expectation =
  | { outcome: 'builds'; route: string; html?: (string | RegExp)[]; warning?: { place: string; message: RegExp } }
  | { outcome: 'fails'; place: string; message: RegExp; hint: RegExp };

export interface MalformedCase {
  id: string;
  group: string;
  files: Record<string, FileBody>;
  expect: Expectation;
}

export interface CaseGroup {
  name: string;
  outcome: 'builds' | 'fails';
  /** The site's config, when the group needs its own (the default has one language, no versions). */
  config?: string;
  /** Environment knobs of its build (core/env.ts). */
  env?: Record<string, string>;
  cases: MalformedCase[];
}

/** The render group's pages are tiny: one that has not finished in 5 s never will (a minute by default). */
const GROUP_ENV: Record<string, Record<string, string>> = { render: { QUIRE_RENDER_TIMEOUT_MS: '5000' } };

export const DEFAULT_CONFIG = "import { defineConfig } from 'quire';\nexport default defineConfig({ title: 'Malformed', markdown: { checkDeadLinks: false } });\n";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Where a snippet can stand in a page. `line` is the line of the snippet's first line, `indent`
// the columns its lines are shifted by; `wrap` puts the snippet there.

interface Context {
  name: string;
  line: number;
  indent: number;
  wrap(snippet: string, title: string): string;
  /** The line where the block holding the snippet ends (an error at the end of the input is placed there): the file's end, or a container's closing fence. */
  endLine?: (snippetLines: number) => number;
}

const indentLines = (text: string, prefix: string) =>
  text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');

const CONTEXTS: Context[] = [
  { name: 'top', line: 3, indent: 0, wrap: (s, t) => `# ${t}\n\n${s}\n` },
  { name: 'frontmatter', line: 5, indent: 0, wrap: (s, t) => `---\ntitle: ${t}\n---\n\n${s}\n\nAfter.\n` },
  { name: 'list', line: 5, indent: 2, wrap: (s, t) => `# ${t}\n\n- An item\n\n${indentLines(s, '  ')}\n` },
  { name: 'quote', line: 3, indent: 2, wrap: (s, t) => `# ${t}\n\n${indentLines(s, '> ')}\n` },
  { name: 'container', line: 4, indent: 0, wrap: (s, t) => `# ${t}\n\n:::tip\n${s}\n:::\n`, endLine: (lines) => 4 + lines },
  {
    name: 'deep',
    line: 43,
    indent: 0,
    wrap: (s, t) => `# ${t}\n\n${Array.from({ length: 20 }, (_, i) => `Paragraph ${i + 1}.\n`).join('\n')}\n${s}\n`,
  },
];

// ---------------------------------------------------------------------------------------------
// Broken MDX: each snippet is valid Markdown (a `.md` page with it builds) and invalid MDX (an
// `.mdx` page with it fails at `at`: line and column within the snippet).

interface Snippet {
  name: string;
  text: string;
  /** Line and column within the snippet, or `end`: where the block holding it ends (the parser ran off the end). */
  at: [line: number, column: number] | 'end';
  message: RegExp;
  /** In a block quote, where the parser reports a line without `>` after the snippet instead. */
  inQuote?: { message: RegExp };
}

/** Where a snippet's error is placed in a page made by `context`. */
function placeIn({ snippet, context, body }: { snippet: Snippet; context: Context; body: string }): string {
  if (snippet.at !== 'end' && !(context.name === 'quote' && snippet.inQuote)) return `${context.line + snippet.at[0] - 1}:${snippet.at[1] + context.indent}`;
  const end = context.endLine ? context.endLine(snippet.text.split('\n').length) : body.split('\n').length;
  return `${end}:1`;
}

const messageIn = (snippet: Snippet, context: Context) => (context.name === 'quote' && snippet.inQuote ? snippet.inQuote.message : snippet.message);

const MDX_HINT = /In MDX, `<` starts a JSX tag and `\{` a JavaScript expression/;

const BROKEN_MDX: Snippet[] = [
  { name: 'unclosed-tag', text: '<div>\n\nNever closed.', at: [1, 1], message: /Expected a closing tag for `<div>`/ },
  { name: 'mismatched-tag', text: '<span>text</b>', at: [1, 11], message: /Unexpected closing tag `<\/b>`, expected corresponding closing tag for `<span>`/ },
  { name: 'stray-closing-tag', text: 'Text </div> more', at: [1, 7], message: /Unexpected closing slash `\/` in tag, expected an open tag first/ },
  { name: 'html-comment', text: '<!-- a comment -->', at: [1, 2], message: /Unexpected character `!`.*to create a comment in MDX, use `\{\/\* text \*\/\}`/ },
  { name: 'less-than-digit', text: 'Use a <3 heart.', at: [1, 8], message: /Unexpected character `3`/ },
  { name: 'bad-expression', text: 'Sum: {1 +}', at: [1, 10], message: /Could not parse expression with acorn/ },
  { name: 'bad-attribute-expression', text: '<span title={1 +}>x</span>', at: [1, 17], message: /Could not parse expression with acorn/, inQuote: { message: /Unexpected lazy line in expression/ } },
  { name: 'empty-attribute-value', text: '<a href=>link</a>', at: [1, 9], message: /Unexpected character `>`.*before attribute value/ },
  { name: 'unclosed-attribute-string', text: '<a href="x>link</a>', at: 'end', message: /Unexpected end of file in attribute value, expected a corresponding closing quote/, inQuote: { message: /Unexpected lazy line/ } },
  { name: 'bad-tag-name', text: '<1a>x</1a>', at: [1, 2], message: /Unexpected character `1`/ },
  { name: 'bad-import', text: "import from './x'", at: [1, 13], message: /Could not parse import\/exports with acorn/ },
  { name: 'bad-export', text: 'export const = 1', at: [1, 14], message: /Could not parse import\/exports with acorn/ },
  { name: 'object-in-braces', text: 'Value: {a: 1, b: 2}', at: [1, 10], message: /Could not parse expression with acorn/ },
];

function brokenMdxCases(): MalformedCase[] {
  const cases: MalformedCase[] = [];
  for (const snippet of BROKEN_MDX) {
    for (const context of CONTEXTS) {
      const name = `${snippet.name}-${context.name}`;
      const title = `Case ${name}`;
      // Imports and exports are only read at the top level of an MDX document.
      const esm = /^(import|export) /.test(snippet.text);
      if (esm && context.indent > 0) continue;
      const body = context.wrap(snippet.text, title);
      cases.push({
        id: `mdx-syntax/${name}`,
        group: 'mdx-syntax',
        files: { [`docs/mdx/${name}.mdx`]: body },
        expect: { outcome: 'fails', place: `docs/mdx/${name}.mdx:${placeIn({ snippet, context, body })}`, message: messageIn(snippet, context), hint: MDX_HINT },
      });
      cases.push({
        id: `markdown/${name}`,
        group: 'markdown',
        files: { [`docs/md/${name}.md`]: body },
        expect: { outcome: 'builds', route: `/md/${name}`, html: [title] },
      });
    }
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Unclosed expressions (MDX) and unclosed containers, fences and inline syntax.

const UNCLOSED_EXPRESSIONS: Snippet[] = [
  { name: 'brace', text: 'Open {', at: [1, 7], message: /Unexpected end of file in expression, expected a corresponding closing brace for `\{`/ },
  { name: 'brace-with-code', text: 'Open {1 + 2', at: [1, 12], message: /Unexpected end of file in expression, expected a corresponding closing brace for `\{`/ },
  { name: 'comment', text: 'Open {/* never closed', at: [1, 22], message: /Unexpected end of file in expression, expected a corresponding closing brace for `\{`/ },
  { name: 'string', text: "Open {'text}", at: [1, 7], message: /Could not parse expression with acorn/ },
  { name: 'template', text: 'Open {`text}', at: [1, 8], message: /Could not parse expression with acorn/ },
  { name: 'attribute', text: '<span title={1>x</span>', at: 'end', message: /Unexpected end of file in expression, expected a corresponding closing brace/, inQuote: { message: /Unexpected lazy line in expression/ } },
  { name: 'jsx-container', text: '<Tabs>\n\n- one\n- two', at: [1, 1], message: /Expected a closing tag for `<Tabs>`/ },
  { name: 'nested-tag', text: '<div>\n<section>\n\nText\n\n</div>', at: [6, 1], message: /Unexpected closing tag `<\/div>`, expected corresponding closing tag for `<section>`/ },
];

function unclosedCases(): MalformedCase[] {
  const cases: MalformedCase[] = [];
  for (const snippet of UNCLOSED_EXPRESSIONS) {
    for (const context of CONTEXTS.filter((c) => ['top', 'list', 'quote', 'container'].includes(c.name))) {
      const name = `${snippet.name}-${context.name}`;
      const body = context.wrap(snippet.text, `Unclosed ${name}`);
      cases.push({
        id: `unclosed-expression/${name}`,
        group: 'mdx-syntax',
        files: { [`docs/unclosed/${name}.mdx`]: body },
        expect: { outcome: 'fails', place: `docs/unclosed/${name}.mdx:${placeIn({ snippet, context, body })}`, message: messageIn(snippet, context), hint: MDX_HINT },
      });
    }
  }
  // Valid Markdown and MDX: a container or fence left open runs to the end of the page.
  const open: { name: string; text: string; html: (string | RegExp)[] }[] = [
    { name: 'container', text: ':::tip\nStill inside the tip.', html: ['Still inside the tip.', /quire-callout|callout/] },
    { name: 'container-titled', text: ':::warning Careful\nStill inside.', html: ['Careful', 'Still inside.'] },
    { name: 'nested-container', text: '::::tip\n:::info\nInner never closed.', html: ['Inner never closed.'] },
    { name: 'container-closed-twice', text: ':::tip\nIn.\n:::\n:::', html: ['In.'] },
    { name: 'code-fence', text: '```js\nconst stillCode = 1;', html: ['stillCode'] },
    { name: 'tilde-fence', text: '~~~\nplain fence', html: ['plain fence'] },
    { name: 'inline-code', text: 'Some `code that never ends.', html: ['code that never ends.'] },
    { name: 'emphasis', text: 'Some *emphasis that never ends.', html: ['emphasis that never ends.'] },
    { name: 'link', text: 'A [link that never ends](https://example.com', html: ['link that never ends'] },
    { name: 'image', text: 'An ![image that never ends](', html: ['image that never ends'] },
  ];
  for (const { name, text, html } of open) {
    for (const ext of ['md', 'mdx']) {
      const title = `Open ${name} ${ext}`;
      cases.push({
        id: `unclosed/${name}.${ext}`,
        group: 'markdown',
        files: { [`docs/open/${name}-${ext}.${ext}`]: `# ${title}\n\n${text}\n` },
        expect: { outcome: 'builds', route: `/open/${name}-${ext}`, html: [title, ...html] },
      });
    }
  }
  // An HTML comment left open is valid Markdown.
  cases.push({
    id: 'unclosed/html-comment.md',
    group: 'markdown',
    files: { 'docs/open/html-comment.md': '# Open comment\n\nBefore.\n\n<!-- never closed\n\nHidden.\n' },
    expect: { outcome: 'builds', route: '/open/html-comment', html: ['Open comment', 'Before.'] },
  });
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Frontmatter: YAML that does not parse, and fields of the wrong type.

interface YamlCase {
  name: string;
  yaml: string;
  /** Line and column within the YAML block (its first line is the file's line 2). */
  at: [line: number, column?: number];
  message: RegExp;
}

const BAD_YAML: YamlCase[] = [
  { name: 'flow-sequence', yaml: 'title: [oops', at: [1, 13], message: /Invalid YAML frontmatter: Flow sequence/ },
  { name: 'flow-map', yaml: 'hero: { name: x', at: [1, 16], message: /Invalid YAML frontmatter: Flow map/ },
  { name: 'double-quote', yaml: 'title: "never closed', at: [1, 21], message: /Invalid YAML frontmatter: Missing closing "quote/ },
  { name: 'single-quote', yaml: "title: 'never closed", at: [1, 21], message: /Invalid YAML frontmatter: Missing closing 'quote/ },
  { name: 'indentation', yaml: 'hero:\n  name: x\n bad: y', at: [3, 1], message: /Invalid YAML frontmatter: All mapping items must start at the same column/ },
  { name: 'tab-indent', yaml: 'hero:\n\tname: x', at: [2, 1], message: /Invalid YAML frontmatter: Tabs are not allowed as indentation/ },
  { name: 'duplicate-key', yaml: 'title: a\ntitle: b', at: [2, 1], message: /Invalid YAML frontmatter: Map keys must be unique/ },
  { name: 'undefined-alias', yaml: 'title: *nope', at: [1, 8], message: /Invalid YAML frontmatter: Unresolved alias/ },
  { name: 'nested-mapping', yaml: 'title: a: b', at: [1, 8], message: /Invalid YAML frontmatter: Nested mappings are not allowed in compact mappings/ },
  { name: 'reserved-indicator', yaml: 'title: @home', at: [1, 8], message: /Invalid YAML frontmatter: Plain value cannot start with reserved character @/ },
  { name: 'missing-colon', yaml: 'title: T\ndescription', at: [2, 1], message: /Invalid YAML frontmatter: Implicit map keys need to be followed by map values/ },
  { name: 'sequence-and-map', yaml: 'title: T\n- item', at: [2, 1], message: /Invalid YAML frontmatter: Implicit keys need to be on a single line/ },
  { name: 'directive', yaml: '%YAML 9.9\ntitle: T', at: [2, 1], message: /Invalid YAML frontmatter: Missing directives-end/ },
  {
    name: 'alias-bomb',
    yaml: ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdef'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdef'[i]}`).join(', ')}]`)].join('\n'),
    at: [2, 8],
    message: /Invalid YAML frontmatter: Excessive alias count/,
  },
];

/** Frontmatter that parses but is not a mapping. */
const NOT_A_MAPPING: { name: string; yaml: string }[] = [
  { name: 'scalar', yaml: 'just a sentence' },
  { name: 'sequence', yaml: '- title\n- T' },
  { name: 'number', yaml: '42' },
];

interface FieldCase {
  name: string;
  yaml: string;
  /** The field's path as messages show it. */
  path: string;
  /** Line of the offending value within the YAML block. */
  line: number;
}

const WRONG_TYPES: FieldCase[] = [
  { name: 'title-number', yaml: 'title: 42', path: 'frontmatter.title', line: 1 },
  { name: 'title-list', yaml: 'title: [a, b]', path: 'frontmatter.title', line: 1 },
  { name: 'title-map', yaml: 'title:\n  en: A', path: 'frontmatter.title', line: 2 },
  { name: 'description-bool', yaml: 'description: true', path: 'frontmatter.description', line: 1 },
  { name: 'page-type', yaml: 'pageType: landing', path: 'frontmatter.pageType', line: 1 },
  { name: 'navbar-string', yaml: 'navbar: "no"', path: 'frontmatter.navbar', line: 1 },
  { name: 'sidebar-number', yaml: 'sidebar: 0', path: 'frontmatter.sidebar', line: 1 },
  { name: 'outline-null', yaml: 'title: T\noutline: null', path: 'frontmatter.outline', line: 2 },
  { name: 'footer-list', yaml: 'footer: []', path: 'frontmatter.footer', line: 1 },
  { name: 'overview-headers-range', yaml: 'overviewHeaders: [2, 7]', path: 'frontmatter.overviewHeaders[1]', line: 1 },
  { name: 'overview-headers-string', yaml: 'overviewHeaders: h2', path: 'frontmatter.overviewHeaders', line: 1 },
  { name: 'head-string', yaml: 'head: <meta name="x">', path: 'frontmatter.head', line: 1 },
  { name: 'hero-string', yaml: 'pageType: home\nhero: Welcome', path: 'frontmatter.hero', line: 2 },
  { name: 'hero-action-text', yaml: 'hero:\n  actions:\n    - text: 1\n      link: /x', path: 'frontmatter.hero.actions[0].text', line: 3 },
  { name: 'hero-action-link', yaml: 'hero:\n  actions:\n    - text: Go', path: 'frontmatter.hero.actions[0].link', line: 3 },
  { name: 'hero-image-src', yaml: 'hero:\n  image:\n    src: 3', path: 'frontmatter.hero.image.src', line: 3 },
  { name: 'feature-title', yaml: 'features:\n  - details: no title', path: 'frontmatter.features[0].title', line: 2 },
  { name: 'feature-span', yaml: 'features:\n  - title: F\n    span: 5', path: 'frontmatter.features[0].span', line: 3 },
  { name: 'tag-list', yaml: 'tag: [new]', path: 'frontmatter.tag', line: 1 },
  { name: 'noindex-string', yaml: 'noindex: "yes"', path: 'frontmatter.noindex', line: 1 },
  { name: 'date-number', yaml: 'date: 20240101', path: 'frontmatter.date', line: 1 },
];

function frontmatterCases(): MalformedCase[] {
  const cases: MalformedCase[] = [];
  for (const ext of ['md', 'mdx']) {
    for (const { name, yaml, at, message } of BAD_YAML) {
      const file = `docs/yaml/${name}-${ext}.${ext}`;
      const place = `${file}:${at[0] + 1}${at[1] === undefined ? '' : `:${at[1]}`}`;
      cases.push({
        id: `yaml/${name}.${ext}`,
        group: 'read',
        files: { [file]: `---\n${yaml}\n---\n\n# Bad YAML\n` },
        // The place is only checked up to the line: the YAML library's column is its own business.
        expect: { outcome: 'fails', place, message, hint: /Fix the YAML between the two --- lines/ },
      });
    }
    for (const { name, yaml } of NOT_A_MAPPING) {
      const file = `docs/yaml/not-a-map-${name}-${ext}.${ext}`;
      cases.push({
        id: `yaml/not-a-map-${name}.${ext}`,
        group: 'read',
        files: { [file]: `---\n${yaml}\n---\n\n# Not a map\n` },
        expect: { outcome: 'fails', place: `${file}:2:1`, message: /The frontmatter must be a YAML mapping/, hint: /key: value/ },
      });
    }
    for (const { name, yaml, path, line } of WRONG_TYPES) {
      const file = `docs/fields/${name}-${ext}.${ext}`;
      cases.push({
        id: `frontmatter-type/${name}.${ext}`,
        group: 'read',
        files: { [file]: `---\n${yaml}\n---\n\n# Wrong type\n` },
        expect: { outcome: 'fails', place: `${file}:${line + 1}`, message: new RegExp(`^${escapeRegExp(path)}: `), hint: /frontmatter reference/ },
      });
    }
  }
  // A .tsx page's frontmatter is read from its source: the same checks.
  cases.push({
    id: 'frontmatter-type/tsx-title-number',
    group: 'read',
    files: { 'docs/fields/tsx-title.tsx': 'export const frontmatter = { title: 42 };\nexport default function Page() {\n  return <p>Page</p>;\n}\n' },
    expect: { outcome: 'fails', place: 'docs/fields/tsx-title.tsx', message: /^frontmatter\.title: expected a string, received a number/, hint: /frontmatter reference/ },
  });
  cases.push({
    id: 'frontmatter-type/tsx-not-literal',
    group: 'read',
    files: { 'docs/fields/tsx-call.tsx': 'const t = () => "x";\nexport const frontmatter = { title: t() };\nexport default function Page() {\n  return <p>Page</p>;\n}\n' },
    expect: { outcome: 'fails', place: 'docs/fields/tsx-call.tsx:2:37', message: /`export const frontmatter` must be a plain object literal/, hint: /literal/ },
  });
  // Valid: an unclosed frontmatter block is a thematic break and a paragraph; an empty one is nothing.
  cases.push({
    id: 'frontmatter/unclosed',
    group: 'markdown',
    files: { 'docs/fm/unclosed.md': '---\ntitle: Never closed\n\n# Unclosed frontmatter\n' },
    expect: { outcome: 'builds', route: '/fm/unclosed', html: ['Unclosed frontmatter'] },
  });
  cases.push({
    id: 'frontmatter/empty',
    group: 'markdown',
    files: { 'docs/fm/empty.mdx': '---\n---\n\n# Empty frontmatter\n' },
    expect: { outcome: 'builds', route: '/fm/empty', html: ['Empty frontmatter'] },
  });
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Unknown containers: the type must be one Quire knows.

const UNKNOWN_CONTAINERS: { name: string; text: string; type: string; at: [number, number] }[] = [
  { name: 'plain', text: ':::foo\nBody.\n:::', type: 'foo', at: [1, 1] },
  { name: 'plural', text: ':::tips\nBody.\n:::', type: 'tips', at: [1, 1] },
  { name: 'spaced', text: '::: warn\nBody.\n:::', type: 'warn', at: [1, 1] },
  { name: 'titled', text: ':::important Read this\nBody.\n:::', type: 'important', at: [1, 1] },
  { name: 'attributes', text: ':::hint{title="x"}\nBody.\n:::', type: 'hint', at: [1, 1] },
  { name: 'dashed', text: ':::danger-zone\nBody.\n:::', type: 'danger-zone', at: [1, 1] },
  { name: 'nested', text: '::::tip\n:::bogus\nInner.\n:::\n::::', type: 'bogus', at: [2, 1] },
  { name: 'unclosed', text: ':::todo\nNever closed.', type: 'todo', at: [1, 1] },
];

function containerCases(): MalformedCase[] {
  const cases: MalformedCase[] = [];
  for (const { name, text, type, at } of UNKNOWN_CONTAINERS) {
    for (const context of CONTEXTS.filter((c) => ['top', 'list', 'quote'].includes(c.name))) {
      for (const ext of ['md', 'mdx']) {
        const file = `docs/containers/${name}-${context.name}-${ext}.${ext}`;
        cases.push({
          id: `unknown-container/${name}-${context.name}.${ext}`,
          group: 'mdx-syntax',
          files: { [file]: context.wrap(text, `Container ${name}`) },
          expect: {
            outcome: 'fails',
            place: `${file}:${context.line + at[0] - 1}:${at[1] + context.indent}`,
            message: new RegExp(`Unknown container type "${escapeRegExp(type)}"`),
            hint: /use one of tip, info, note, warning, danger, details/,
          },
        });
      }
    }
  }
  // Known types in other spellings build.
  for (const text of [':::TIP\nUpper.\n:::', ':::caution\nAlias.\n:::', '::: details Summary\nHidden.\n:::']) {
    const name = text.split('\n')[0]!.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
    cases.push({
      id: `container/${name}`,
      group: 'markdown',
      files: { [`docs/containers/known-${name}.md`]: `# Known ${name}\n\n${text}\n` },
      expect: { outcome: 'builds', route: `/containers/known-${name}`, html: [`Known ${name}`, text.split('\n')[1]!] },
    });
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Navigation files: _meta.json (any folder) and _nav.json (a language root, here one per version).

const INVALID_JSON: { name: string; text: string; at: [number, number] }[] = [
  { name: 'trailing-comma', text: '["a",]', at: [1, 6] },
  { name: 'unclosed-array', text: '["a"', at: [1, 5] },
  { name: 'single-quotes', text: "['a']", at: [1, 2] },
  { name: 'comment', text: '// the order\n["a"]', at: [1, 1] },
  { name: 'empty', text: '', at: [1, 1] },
  { name: 'bare-word', text: '[a]', at: [1, 2] },
  { name: 'missing-comma', text: '[\n  "a"\n  "b"\n]', at: [3, 3] },
  { name: 'unquoted-key', text: '[{ type: "file", name: "a" }]', at: [1, 4] },
  { name: 'nan', text: '[NaN]', at: [1, 2] },
  { name: 'bom-and-comma', text: '\uFEFF["a",]', at: [1, 6] },
];

/** `at`: the text the problem is placed at (a field's key, an item, the whole file), found in `text`. */
const WRONG_SHAPES: { name: string; text: string; at: string; message: RegExp }[] = [
  { name: 'object', text: '{ "a": 1 }', at: '{', message: /\(root\): expected an array/ },
  { name: 'number-item', text: '["a", 3]', at: '3', message: /\[1\]: expected a string or an object, received a number \(3\)/ },
  { name: 'unknown-type', text: '[{ "type": "folder", "name": "a" }]', at: '"type"', message: /\[0\]\.type: expected "file"/ },
  { name: 'unknown-key', text: '[{ "type": "file", "name": "a", "colapsed": true }]', at: '"colapsed"', message: /\[0\]\.colapsed: unknown key/ },
  { name: 'label-number', text: '[{ "type": "file", "name": "a", "label": 1 }]', at: '"label"', message: /\[0\]\.label: expected a string, received a number/ },
  { name: 'collapsed-string', text: '[{ "type": "dir", "name": "sub", "collapsed": "yes" }]', at: '"collapsed"', message: /\[0\]\.collapsed: expected a boolean/ },
  { name: 'empty-name', text: '["a",\n  ""]', at: '""', message: /\[1\]: Too small: expected string to have >=1 characters/ },
  { name: 'custom-link-bare', text: '[{ "type": "custom-link", "label": "X" }]', at: '{', message: /\[0\]\.link: a custom-link needs a link or items/ },
  { name: 'missing-page', text: '["a",\n  "nope"]', at: '"nope"', message: /entry "nope" names .*nope\(\.md\|\.mdx\|\.tsx\|\.jsx\), which does not exist/ },
  { name: 'missing-folder', text: '["a", { "type": "dir", "name": "gone" }]', at: '{', message: /entry "gone" names the folder .*gone\/, which does not exist/ },
  { name: 'outside', text: '["a", "../elsewhere"]', at: '"../elsewhere"', message: /entry "\.\.\/elsewhere" must name a file or folder inside/ },
  { name: 'hidden-page', text: '["a", "_draft"]', at: '"_draft"', message: /entry "_draft" names .*_draft\.md, which is not a page/ },
];

const BAD_NAV: { name: string; text: string; message: RegExp; at: [number, number] | string }[] = [
  { name: 'trailing-comma', text: '[{ "text": "A", "link": "/a" },]', message: /invalid JSON/, at: [1, 32] },
  { name: 'unclosed', text: '[{ "text": "A"', message: /invalid JSON/, at: [1, 15] },
  { name: 'object', text: '{ "text": "A" }', at: '{', message: /\(root\): expected an array/ },
  { name: 'text-number', text: '[{ "text": 1, "link": "/a" }]', at: '"text"', message: /\[0\]\.text: expected a string, received a number/ },
  { name: 'link-number', text: '[{ "text": "A", "link": 2 }]', at: '"link"', message: /\[0\]\.link: / },
  { name: 'no-text', text: '[\n  { "link": "/a" }\n]', at: '{', message: /\[0\]\.text: expected a string/ },
  { name: 'items-object', text: '[{ "text": "A", "items": {} }]', at: '"items"', message: /\[0\]\.items: / },
  { name: 'string-item', text: '["A"]', at: '"A"', message: /\[0\]: / },
];

/** `line:column` of the first `marker` in `text` (given as `[line, column]` already, as it is). */
function markerPlace(text: string, marker: [number, number] | string): string {
  if (Array.isArray(marker)) return marker.join(':');
  const before = text.slice(0, text.indexOf(marker)).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

const NAV_VERSIONS = BAD_NAV.map((nav) => `n-${nav.name}`);
const NAV_HINT = /Fix the files above, or set nav and sidebar in themeConfig instead/;

function navigationCases(): MalformedCase[] {
  const cases: MalformedCase[] = [];
  // The default version holds the _meta.json cases, one folder each.
  const root = 'docs/main';
  for (const { name, text, at } of INVALID_JSON) {
    const dir = `${root}/json-${name}`;
    cases.push({
      id: `meta-json/invalid-${name}`,
      group: 'navigation',
      files: { [`${dir}/a.md`]: '# A\n', [`${dir}/_meta.json`]: text },
      expect: { outcome: 'fails', place: `${dir}/_meta.json:${at[0]}:${at[1]}`, message: /invalid JSON: /, hint: NAV_HINT },
    });
  }
  for (const { name, text, at, message } of WRONG_SHAPES) {
    const dir = `${root}/shape-${name}`;
    cases.push({
      id: `meta-json/${name}`,
      group: 'navigation',
      files: { [`${dir}/a.md`]: '# A\n', [`${dir}/_draft.md`]: '# Draft\n', [`${dir}/sub/b.md`]: '# B\n', [`${dir}/_meta.json`]: text },
      expect: { outcome: 'fails', place: `${dir}/_meta.json:${markerPlace(text, at)}`, message, hint: NAV_HINT },
    });
  }
  BAD_NAV.forEach(({ name, text, message, at }, index) => {
    const dir = `docs/${NAV_VERSIONS[index]}`;
    cases.push({
      id: `nav-json/${name}`,
      group: 'navigation',
      files: { [`${dir}/index.md`]: '# Version\n', [`${dir}/_nav.json`]: text },
      expect: { outcome: 'fails', place: `${dir}/_nav.json:${markerPlace(text, at)}`, message, hint: NAV_HINT },
    });
  });
  return cases;
}

export const NAVIGATION_CONFIG = `import { defineConfig } from 'quire';
export default defineConfig({
  title: 'Malformed navigation',
  markdown: { checkDeadLinks: false },
  multiVersion: { default: 'main', versions: ${JSON.stringify(['main', ...NAV_VERSIONS])} },
});
`;

// ---------------------------------------------------------------------------------------------
// Imports of missing files, packages and exports.

const COMPONENT = 'export const Here = () => <p>here</p>;\nexport default function Comp() {\n  return <p>comp</p>;\n}\n';

/** `column` is where the import stands on the page's first line; `place`, for an error in a component the page imports, the component's. */
const BAD_IMPORTS: { name: string; line: string; column?: number; place?: string; message: RegExp; hint: RegExp; use?: string; extra?: Record<string, string> }[] = [
  { name: 'relative', line: "import X from './nope'", column: 1, message: /Module not found: '\.\/nope' cannot be resolved/, hint: /Check the path/ },
  { name: 'with-extension', line: "import X from './nope.tsx'", column: 1, message: /Module not found: '\.\/nope\.tsx' cannot be resolved/, hint: /Check the path/ },
  { name: 'parent', line: "import X from '../../components/Nope'", column: 1, message: /Module not found/, hint: /Check the path/ },
  { name: 'package', line: "import X from 'not-a-real-package'", column: 1, message: /Module not found: 'not-a-real-package'/, hint: /Is the package installed\?.*npm install not-a-real-package/ },
  { name: 'scoped-package', line: "import X from '@acme/not-there'", column: 1, message: /Module not found: '@acme\/not-there'/, hint: /Is the package installed\?.*npm install @acme\/not-there/ },
  { name: 'theme-component', line: "import X from '@theme/NoSuchComponent'", column: 1, message: /Module not found: '@theme\/NoSuchComponent' cannot be resolved/, hint: /The theme has no component @theme\/NoSuchComponent: check the name, or add it to your site as theme\/NoSuchComponent\.tsx/ },
  { name: 'theme-export', line: "import { NoSuchThing } from '@theme'", column: 10, message: /'@theme' has no export named 'NoSuchThing'/, hint: /Check the name: '@theme' exports \d+ names, not this one/, use: '<NoSuchThing />' },
  { name: 'stylesheet', line: "import './missing.css'", column: 1, message: /Module not found: '\.\/missing\.css'/, hint: /Check the path/, use: '' },
  { name: 'json', line: "import data from './missing.json'", column: 1, message: /Module not found: '\.\/missing\.json'/, hint: /Check the path/, use: '{JSON.stringify(data)}' },
  { name: 'folder-without-index', line: "import X from './empty-folder'", column: 1, message: /Module not found/, hint: /Check the path/, extra: { 'docs/imports/empty-folder/readme.txt': 'no index here\n' } },
  { name: 'in-component', line: "import X from '../../components/ImportsMissing'", place: 'components/ImportsMissing.tsx:1:1', message: /Module not found: '\.\/not-written'/, hint: /Check the path/, extra: { 'components/ImportsMissing.tsx': "import Missing from './not-written';\nexport default function ImportsMissing() {\n  return <Missing />;\n}\n" } },
  { name: 'component-syntax', line: "import X from '../../components/SyntaxError'", place: 'components/SyntaxError.tsx:3:1', message: /The character "\}" is not valid inside a JSX element/, hint: /Fix the syntax/, extra: { 'components/SyntaxError.tsx': 'export default function SyntaxError() {\n  return <div>;\n}\n' } },
];

function importCases(): MalformedCase[] {
  return BAD_IMPORTS.map(({ name, line, column, place: inComponent, message, hint, use = '<X />', extra = {} }) => {
    const file = `docs/imports/${name}.mdx`;
    const place = inComponent ?? `${file}:1:${column}`;
    return {
      id: `import/${name}`,
      group: 'bundle',
      files: { [file]: `${line}\n\n# Import ${name}\n\n${use}\n`, 'docs/imports/_comp.tsx': COMPONENT, ...extra },
      expect: { outcome: 'fails', place, message, hint },
    };
  });
}

/** Imports of a name the module does not export: a warning, and the page still builds when it never renders the name. */
function missingExportCases(): MalformedCase[] {
  return [
    {
      id: 'import/missing-export-unused',
      group: 'markdown',
      files: { 'docs/exports/unused.mdx': "import { Here, Missing } from './_comp'\n\n# Unused missing export\n\n<Here />\n\n{typeof Missing}\n", 'docs/exports/_comp.tsx': COMPONENT },
      expect: { outcome: 'builds', route: '/exports/unused', html: ['Unused missing export', 'here'], warning: { place: 'docs/exports/unused.mdx:1:16', message: /'\.\/_comp' has no export named 'Missing'/ } },
    },
    {
      id: 'import/missing-default-unused',
      group: 'markdown',
      files: { 'docs/exports/default.mdx': "import Named from './_named'\n\n# Unused missing default\n\n{typeof Named}\n", 'docs/exports/_named.tsx': 'export const only = 1;\n' },
      expect: { outcome: 'builds', route: '/exports/default', html: ['Unused missing default'], warning: { place: 'docs/exports/default.mdx:1:1', message: /'\.\/_named' has no default export \(imported as Named\)/ } },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Components that throw: while the build renders the page (SSR), or only in the browser.

const SSR_THROWS: { name: string; component: string; message: RegExp; frames?: string[] }[] = [
  { name: 'error', component: 'export default function C() {\n  throw new Error("render failed");\n}\n', message: /render failed/, frames: ['C'] },
  { name: 'type-error', component: 'export default function C(props: any) {\n  return <p>{props.data.items.length}</p>;\n}\n', message: /Cannot read properties of undefined/, frames: ['C'] },
  { name: 'string', component: 'export default function C() {\n  throw "a thrown string";\n}\n', message: /a thrown string/ },
  { name: 'null', component: 'export default function C() {\n  throw null;\n}\n', message: /^a value that is not an Error was thrown: null$/ },
  { name: 'undefined', component: 'export default function C() {\n  throw undefined;\n}\n', message: /^a value that is not an Error was thrown: undefined$/ },
  { name: 'object', component: 'export default function C() {\n  throw { code: 42 };\n}\n', message: /^a value that is not an Error was thrown: \{"code":42\}$/ },
  { name: 'nested', component: 'function Inner(): never {\n  throw new Error("inner failed");\n}\nexport default function C() {\n  return <section><Inner /></section>;\n}\n', message: /inner failed/, frames: ['Inner', 'C'] },
  { name: 'state-initializer', component: 'import { useState } from "react";\nexport default function C() {\n  const [v] = useState(() => { throw new Error("initializer failed"); });\n  return <p>{v}</p>;\n}\n', message: /initializer failed/, frames: ['C'] },
  { name: 'module-scope', component: 'throw new Error("module failed to load");\nexport default function C() {\n  return <p>never</p>;\n}\n', message: /module failed to load/ },
  { name: 'window', component: 'export default function C() {\n  return <p>{window.location.href}</p>;\n}\n', message: /window is not defined.*useEffect/ },
  { name: 'invalid-element', component: 'const Missing = undefined as any;\nexport default function C() {\n  return <Missing />;\n}\n', message: /Element type is invalid/ },
  {
    name: 'infinite-recursion',
    component: 'function Loop(): JSX.Element {\n  return <Loop />;\n}\nexport default function C() {\n  return <Loop />;\n}\n',
    message: /^rendering did not finish within \d+ s: does a component render itself \(or an ancestor\) without end/,
  },
  { name: 'objects-as-child', component: 'export default function C() {\n  return <p>{{ a: 1 } as any}</p>;\n}\n', message: /Objects are not valid as a React child/ },
];

const MDX_THROWS: { name: string; text: string; message: RegExp }[] = [
  { name: 'reference', text: 'Value: {notDefined}', message: /notDefined is not defined/ },
  { name: 'null-property', text: 'Value: {null.x}', message: /Cannot read properties of null/ },
  { name: 'iife', text: "{(() => { throw new Error('expression failed'); })()}", message: /expression failed/ },
  { name: 'undefined-component', text: '<NotImported />', message: /NotImported|Expected component/ },
  { name: 'frontmatter-access', text: '{frontmatter.nested.deep}', message: /Cannot read properties of undefined/ },
];

const RENDER_HINT = /Each page threw while it was rendered to HTML at build time .*: fix the code it names/;

function throwCases(): MalformedCase[] {
  const cases: MalformedCase[] = [];
  for (const { name, component, message } of SSR_THROWS) {
    const file = `docs/throws/${name}.mdx`;
    const comp = `components/throws/${pascal(name)}.tsx`;
    cases.push({
      id: `ssr-throw/${name}`,
      group: 'render',
      files: { [file]: `import C from '../../${comp.replace(/\.tsx$/, '')}'\n\n# Throws ${name}\n\n<C />\n`, [comp]: component },
      expect: { outcome: 'fails', place: `/throws/${name}: ${file}`, message, hint: RENDER_HINT },
    });
  }
  for (const { name, text, message } of MDX_THROWS) {
    const file = `docs/throws/mdx-${name}.mdx`;
    cases.push({
      id: `ssr-throw/mdx-${name}`,
      group: 'render',
      files: { [file]: `# Throws in MDX ${name}\n\n${text}\n` },
      expect: { outcome: 'fails', place: `/throws/mdx-${name}: ${file}`, message, hint: RENDER_HINT },
    });
  }
  cases.push({
    id: 'ssr-throw/tsx-page',
    group: 'render',
    files: { 'docs/throws/page.tsx': 'export const frontmatter = { title: "Page" };\nexport default function Page(): never {\n  throw new Error("page component failed");\n}\n' },
    expect: { outcome: 'fails', place: '/throws/page: docs/throws/page.tsx', message: /page component failed/, hint: RENDER_HINT },
  });
  return cases;
}

/** Code that throws only in the browser: the build renders the page and succeeds. */
const BROWSER_THROWS: { name: string; component: string }[] = [
  { name: 'effect', component: 'import { useEffect } from "react";\nexport default function C() {\n  useEffect(() => { throw new Error("effect failed"); }, []);\n  return <p>effect component</p>;\n}\n' },
  { name: 'layout-effect', component: 'import { useLayoutEffect } from "react";\nexport default function C() {\n  useLayoutEffect(() => { throw new Error("layout effect failed"); }, []);\n  return <p>layout effect component</p>;\n}\n' },
  { name: 'window-check', component: 'export default function C() {\n  if (typeof window !== "undefined") throw new Error("browser render failed");\n  return <p>window check component</p>;\n}\n' },
  { name: 'click', component: 'export default function C() {\n  return <button onClick={() => { throw new Error("click failed"); }}>click component</button>;\n}\n' },
  { name: 'timer', component: 'import { useEffect } from "react";\nexport default function C() {\n  useEffect(() => { setTimeout(() => { throw new Error("timer failed"); }); }, []);\n  return <p>timer component</p>;\n}\n' },
  { name: 'promise', component: 'import { useEffect } from "react";\nexport default function C() {\n  useEffect(() => { void Promise.reject(new Error("promise failed")); }, []);\n  return <p>promise component</p>;\n}\n' },
];

function browserThrowCases(): MalformedCase[] {
  return BROWSER_THROWS.map(({ name, component }) => {
    const comp = `components/browser/${pascal(name)}.tsx`;
    return {
      id: `browser-throw/${name}`,
      group: 'markdown',
      files: { [`docs/browser/${name}.mdx`]: `import C from '../../${comp.replace(/\.tsx$/, '')}'\n\n# Browser ${name}\n\n<C />\n`, [comp]: component },
      expect: { outcome: 'builds', route: `/browser/${name}`, html: [`Browser ${name}`, `${name.replace('-', ' ')} component`] },
    };
  });
}

const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

// ---------------------------------------------------------------------------------------------
// Encodings and line endings.

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const BOM = '\uFEFF';

function encodingCases(): MalformedCase[] {
  const cases: MalformedCase[] = [];
  // Bytes that are not UTF-8 (Latin-1 é, ï): the page builds, with a warning at the first one.
  const notUtf8: { name: string; text: string; at: [number, number]; html: string }[] = [
    { name: 'heading', text: '# Café\n\nText.\n', at: [1, 6], html: 'Caf' },
    { name: 'paragraph', text: '# Para\n\nA naïve sentence.\n', at: [3, 5], html: 'sentence' },
    { name: 'code', text: '# Code\n\n```\nrésumé\n```\n', at: [4, 2], html: 'sum' },
    { name: 'frontmatter', text: '---\ntitle: Été\n---\n\n# Front\n', at: [2, 8], html: 'Front' },
    { name: 'link', text: '# Link\n\n[café](https://example.com)\n', at: [3, 5], html: 'Link' },
  ];
  for (const { name, text, at, html } of notUtf8) {
    for (const ext of ['md', 'mdx']) {
      const file = `docs/encoding/latin1-${name}-${ext}.${ext}`;
      cases.push({
        id: `not-utf8/${name}.${ext}`,
        group: 'markdown',
        files: { [file]: latin1(text) },
        expect: { outcome: 'builds', route: `/encoding/latin1-${name}-${ext}`, html: [html], warning: { place: `${file}:${at[0]}:${at[1]}`, message: /not valid UTF-8/ } },
      });
    }
  }
  // A byte order mark: the frontmatter is still the frontmatter.
  const withBom: { name: string; text: string; html: (string | RegExp)[] }[] = [
    { name: 'plain', text: '# BOM plain\n\nText.\n', html: ['BOM plain'] },
    { name: 'frontmatter', text: '---\ntitle: BOM title\n---\n\n# BOM heading\n', html: ['<title>BOM title', 'BOM heading'] },
    { name: 'jsx', text: '<div className="bom-div">BOM JSX</div>\n\n# BOM jsx\n', html: ['bom-div', 'BOM jsx'] },
    { name: 'import', text: "import { Here } from './_comp'\n\n# BOM import\n\n<Here />\n", html: ['BOM import', 'here'] },
  ];
  for (const { name, text, html } of withBom) {
    for (const ext of ['md', 'mdx']) {
      if (name !== 'plain' && name !== 'frontmatter' && ext === 'md') continue;
      cases.push({
        id: `bom/${name}.${ext}`,
        group: 'markdown',
        files: { [`docs/encoding/bom-${name}-${ext}.${ext}`]: BOM + text, 'docs/encoding/_comp.tsx': COMPONENT },
        expect: { outcome: 'builds', route: `/encoding/bom-${name}-${ext}`, html: [...html, /^(?![\s\S]*title: BOM)/] },
      });
    }
  }
  cases.push({
    id: 'bom/component',
    group: 'markdown',
    files: { 'docs/encoding/bom-component.mdx': "import C from './_bom'\n\n# BOM component\n\n<C />\n", 'docs/encoding/_bom.tsx': `${BOM}export default function C() {\n  return <p>bom component</p>;\n}\n` },
    expect: { outcome: 'builds', route: '/encoding/bom-component', html: ['bom component'] },
  });
  cases.push({
    id: 'bom/meta-json',
    group: 'markdown',
    files: { 'docs/bom-meta/a.md': '# BOM meta A\n', 'docs/bom-meta/b.md': '# BOM meta B\n', 'docs/bom-meta/_meta.json': `${BOM}["b", "a"]` },
    expect: { outcome: 'builds', route: '/bom-meta/a', html: ['BOM meta A'] },
  });
  // Line endings: CRLF (Windows), CR alone (old Mac), and a mix.
  const pages: { name: string; text: string; html: (string | RegExp)[] }[] = [
    { name: 'frontmatter', text: '---\ntitle: Line endings\ndescription: Described\n---\n\n# Heading\n\nText.\n', html: ['<title>Line endings', 'Described', 'Heading'] },
    { name: 'jsx', text: '# JSX\n\n<div className="le-div">\n\nInside **bold**.\n\n</div>\n\n{1 + 1}\n', html: ['le-div', '<strong>bold</strong>'] },
    { name: 'container', text: '# Container\n\n:::tip Title\nInside the tip.\n:::\n', html: ['Inside the tip.'] },
    { name: 'code', text: '# Code\n\n```js title="a.js"\nconst a = 1;\nconst b = 2;\n```\n', html: ['a.js', 'const'] },
    { name: 'table', text: '# Table\n\n| a | b |\n| - | - |\n| 1 | 2 |\n', html: ['<table', '<td>2</td>'] },
    { name: 'list', text: '# List\n\n- one\n  - two\n    - three\n', html: ['three'] },
  ];
  const endings = { crlf: '\r\n', cr: '\r', mixed: undefined } as const;
  for (const { name, text, html } of pages) {
    for (const [ending, eol] of Object.entries(endings)) {
      for (const ext of ['md', 'mdx']) {
        // A lone CR ends a line in CommonMark but not in YAML or MDX's JavaScript: only Markdown without frontmatter.
        if (ending === 'cr' && (ext === 'mdx' || name === 'frontmatter')) continue;
        const lines = text.split('\n');
        const body = eol === undefined ? lines.map((l, i) => l + (i === lines.length - 1 ? '' : i % 2 ? '\r\n' : '\n')).join('') : lines.join(eol);
        cases.push({
          id: `line-endings/${name}-${ending}.${ext}`,
          group: 'markdown',
          files: { [`docs/endings/${name}-${ending}-${ext}.${ext}`]: body },
          expect: { outcome: 'builds', route: `/endings/${name}-${ending}-${ext}`, html },
        });
      }
    }
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Sizes: a 5 MB page, 10,000 headings, nesting 500 deep, empty files.

const DEPTH = 500;

function sizeCases(): MalformedCase[] {
  const paragraph = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore. ';
  const fiveMb = `# Five megabytes\n\n${Array.from({ length: Math.ceil((5 * 1024 * 1024) / (paragraph.length * 10 + 2)) }, (_, i) => `${paragraph.repeat(10)}${i}\n`).join('\n')}\nThe end of the big page.\n`;
  const headings = `# Ten thousand headings\n\n${Array.from({ length: 10_000 }, (_, i) => `## Heading ${i + 1}\n\nText ${i + 1}.\n`).join('\n')}`;
  const nest = (open: (i: number) => string, close: (i: number) => string, inner: string) =>
    Array.from({ length: DEPTH }, (_, i) => open(i)).join('') + inner + Array.from({ length: DEPTH }, (_, i) => close(DEPTH - 1 - i)).join('');
  const deep: { name: string; ext: 'md' | 'mdx'; text: string; html: (string | RegExp)[] }[] = [
    { name: 'blockquotes', ext: 'md', text: `${'>'.repeat(DEPTH)} Deep quote.\n`, html: ['Deep quote.'] },
    { name: 'list', ext: 'md', text: Array.from({ length: DEPTH }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n') + '\n', html: [`level ${DEPTH}`] },
    { name: 'ordered-list', ext: 'md', text: Array.from({ length: DEPTH }, (_, i) => `${'   '.repeat(i)}1. level ${i + 1}`).join('\n') + '\n', html: [`level ${DEPTH}`] },
    { name: 'html', ext: 'md', text: `${nest(() => '<div>', () => '</div>', 'Deep HTML.')}\n`, html: ['Deep HTML.'] },
    { name: 'jsx', ext: 'mdx', text: `${nest(() => '<div>', () => '</div>', 'Deep JSX.')}\n`, html: ['Deep JSX.'] },
    { name: 'jsx-blocks', ext: 'mdx', text: `${nest(() => '<div>\n', () => '\n</div>', 'Deep block JSX.')}\n`, html: ['Deep block JSX.'] },
    { name: 'containers', ext: 'md', text: `${nest((i) => `${':'.repeat(DEPTH + 3 - i)}tip\n`, (i) => `\n${':'.repeat(DEPTH + 3 - i)}`, 'Deep container.')}\n`, html: ['Deep container.'] },
    { name: 'emphasis', ext: 'md', text: `${nest((i) => (i % 2 ? '_' : '*'), (i) => (i % 2 ? '_' : '*'), 'Deep emphasis.')}\n`, html: ['Deep emphasis.'] },
    { name: 'links', ext: 'md', text: `${'['.repeat(DEPTH)}deep link${'](x)'.repeat(DEPTH)}\n`, html: ['deep link'] },
    { name: 'expression', ext: 'mdx', text: `{${'('.repeat(DEPTH)}'Deep expression.'${')'.repeat(DEPTH)}}\n`, html: ['Deep expression.'] },
  ];
  const cases: MalformedCase[] = [
    { id: 'size/five-megabytes', group: 'large', files: { 'docs/size/big.md': fiveMb }, expect: { outcome: 'builds', route: '/size/big', html: ['The end of the big page.'] } },
    { id: 'size/ten-thousand-headings', group: 'large', files: { 'docs/size/headings.md': headings }, expect: { outcome: 'builds', route: '/size/headings', html: ['id="heading-10000"'] } },
  ];
  for (const { name, ext, text, html } of deep) {
    cases.push({
      id: `nesting/${name}.${ext}`,
      group: 'large',
      files: { [`docs/deep/${name}.${ext}`]: `# Deep ${name}\n\n${text}` },
      expect: { outcome: 'builds', route: `/deep/${name}`, html: [`Deep ${name}`, ...html] },
    });
  }
  // Far deeper than any compiler's stack: a clear error (none of the steps can walk it), not a crash.
  cases.push({
    id: 'nesting/beyond-the-stack.md',
    group: 'mdx-syntax',
    files: { 'docs/deep/beyond.md': `# Beyond\n\n${'>'.repeat(10_000)} Too deep.\n` },
    expect: { outcome: 'fails', place: 'docs/deep/beyond.md', message: /Maximum call stack size exceeded/, hint: /nests blocks or elements too deeply to compile: flatten/ },
  });
  const empty: { name: string; file: string; body: string }[] = [
    { name: 'md', file: 'empty.md', body: '' },
    { name: 'mdx', file: 'empty-mdx.mdx', body: '' },
    { name: 'whitespace', file: 'blank.md', body: '\n  \n\t\n' },
    { name: 'frontmatter-only', file: 'only-frontmatter.md', body: '---\ntitle: Only frontmatter\n---\n' },
    { name: 'bom-only', file: 'bom-only.mdx', body: BOM },
    { name: 'tsx', file: 'empty-tsx.tsx', body: 'export default function Page() {\n  return null;\n}\n' },
  ];
  for (const { name, file, body } of empty) {
    cases.push({
      id: `empty/${name}`,
      group: 'markdown',
      files: { [`docs/empty/${file}`]: body },
      expect: { outcome: 'builds', route: `/empty/${file.replace(/\.[^.]+$/, '')}`, html: ['<main', ...(name === 'frontmatter-only' ? ['<title>Only frontmatter'] : [])] },
    });
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// The docs folder itself: symlink loops, routes that collide.

function filesystemCases(): MalformedCase[] {
  const cases: MalformedCase[] = [];
  const loops: { name: string; files: Record<string, FileBody>; place: string }[] = [
    { name: 'to-parent', files: { 'docs/loops/parent/a.md': '# A\n', 'docs/loops/parent/again': { symlink: '..' } }, place: 'docs/loops/parent/again' },
    { name: 'to-self', files: { 'docs/loops/self/a.md': '# A\n', 'docs/loops/self/me': { symlink: 'me' } }, place: 'docs/loops/self/me' },
    { name: 'two-links', files: { 'docs/loops/pair/a.md': '# A\n', 'docs/loops/pair/one': { symlink: 'two' }, 'docs/loops/pair/two': { symlink: 'one' } }, place: 'docs/loops/pair/one' },
    { name: 'to-root', files: { 'docs/loops/root/a.md': '# A\n', 'docs/loops/root/docs': { symlink: '../..' } }, place: 'docs/loops/root/docs' },
  ];
  for (const { name, files, place } of loops) {
    cases.push({ id: `symlink-loop/${name}`, group: 'read', files, expect: { outcome: 'fails', place, message: /symbolic link|symlink|loop/i, hint: /link/i } });
  }
  const collisions: { name: string; files: string[] }[] = [
    { name: 'case', files: ['docs/clash/Guide.md', 'docs/clash/guide.md'] },
    { name: 'case-folder', files: ['docs/clash/API/intro.md', 'docs/clash/api/intro.md'] },
    { name: 'page-and-folder', files: ['docs/clash/setup.md', 'docs/clash/setup/index.md'] },
    { name: 'md-and-mdx', files: ['docs/clash/twice.md', 'docs/clash/twice.mdx'] },
    { name: 'md-and-tsx', files: ['docs/clash/comp.md', 'docs/clash/comp.tsx'] },
    { name: 'index-and-folder-name', files: ['docs/clash/folder/index.md', 'docs/clash/folder/index.mdx'] },
  ];
  for (const { name, files } of collisions) {
    const route = routeOf(files[0]!);
    cases.push({
      id: `route-collision/${name}`,
      group: 'routes',
      files: Object.fromEntries(files.map((file) => [file, file.endsWith('.tsx') ? 'export default function Page() {\n  return <p>page</p>;\n}\n' : `# ${name}\n`])),
      expect: { outcome: 'fails', place: files[0]!, message: new RegExp(`${escapeRegExp(files[1]!)}`), hint: /Rename or remove/ },
    });
    void route;
  }
  return cases;
}

const routeOf = (file: string) => file.replace(/^docs/, '').replace(/(\/index)?\.(mdx?|tsx)$/, '');

// ---------------------------------------------------------------------------------------------

/** Every case, in a stable order. */
export function malformedCases(): MalformedCase[] {
  const cases = [
    ...brokenMdxCases(),
    ...unclosedCases(),
    ...frontmatterCases(),
    ...containerCases(),
    ...navigationCases(),
    ...importCases(),
    ...missingExportCases(),
    ...throwCases(),
    ...browserThrowCases(),
    ...encodingCases(),
    ...sizeCases(),
    ...filesystemCases(),
  ];
  const ids = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) throw new Error(`Two malformed cases are named ${c.id}`);
    ids.add(c.id);
  }
  return cases;
}

/** The cases by group, each group with its config. */
export function caseGroups(cases = malformedCases()): CaseGroup[] {
  const groups = new Map<string, CaseGroup>();
  for (const c of cases) {
    let group = groups.get(c.group);
    if (!group) {
      group = { name: c.group, outcome: c.expect.outcome, cases: [], ...(c.group === 'navigation' && { config: NAVIGATION_CONFIG }), ...(GROUP_ENV[c.group] && { env: GROUP_ENV[c.group] }) };
      groups.set(c.group, group);
    }
    if (group.outcome !== c.expect.outcome) throw new Error(`${c.id}: a group's cases must all build or all fail (${c.group})`);
    group.cases.push(c);
  }
  return [...groups.values()];
}
