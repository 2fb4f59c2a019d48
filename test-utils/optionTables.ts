import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import vm from 'node:vm';
import type { Heading, List, Nodes, Root, Table, TableCell } from 'mdast';
import type { z } from 'zod';

/**
 * Checks the option tables of a website page against a zod schema: the names the page documents,
 * their types and their defaults (website/docs, the config, frontmatter and official-plugin pages).
 *
 * What a page documents, read from its Markdown:
 * - a **table** whose first column is headed `Option`/`Field` (`选项`/`字段`) and that has a `Type`
 *   (`类型`) column: each row documents the option(s) named in code in its first cell, with the
 *   type in code in the Type cell and, when the table has a `Default` (`默认值`) column, that default.
 *   Under an option's heading, such a table without a Type column names fields (checked by name);
 * - a **heading** naming an option (`## nav`, `### markdown.remarkPlugins`, `## navbar, sidebar`)
 *   followed by a list whose items start with `Type:` and `Default:` (`类型：`, `默认值：`).
 *
 * Names are paths relative to the page's root schema; a table's rows are relative to the option the
 * heading above the table names (a table under `## hero` lists `hero.badge`, `hero.image.src`, ...).
 * Arrays and records are transparent in paths: `feeds[].id` and `feeds.id` both name the `id` of a
 * feed. The checks (see compareOptions):
 * - every documented name is an option of the schema;
 * - completeness: every option of the root (when the page claims to list them all) and every field of
 *   an object the page goes into (documents one field of) is documented;
 * - types agree once normalised (string, number, boolean, literals, arrays, objects, functions);
 * - a documented default agrees with the schema's; a required option is documented as required.
 */

/** What the schema says about one option. */
export interface SchemaOption {
  path: string;
  /** Normalised kinds of its values: `string`, `number`, `true`/`false`, literals (`lit:"above"`), `array<kinds of its items>`, `tuple`, `object`, `function`, `date`. */
  kinds: Set<string>;
  /** Neither optional nor defaulted. */
  required: boolean;
  /** The default as written in the schema and as parsed (a prefault's `{}` parses to the filled object). */
  defaults?: { raw: unknown; parsed: unknown };
}

/** One documented option (a table row's name, or an option heading). */
export interface DocumentedOption {
  path: string;
  /** The type as written (code spans joined with `|`), undefined when the page gives none. */
  type?: string;
  /** The default as written; undefined when the table has no Default column (or the heading's list no Default item). */
  default?: { text: string; code?: string };
  /** A table row, a row of a table without a Type column (its names are checked, nothing else), or an option heading with its `Type:`/`Default:` list. */
  from: 'table' | 'names' | 'heading';
  /** `page:line`, for messages. */
  where: string;
}

type AnySchema = z.core.$ZodType;

const defOf = (schema: AnySchema) => (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;

/** The schema under its wrappers (optional, default, lazy, a transform's input, ...). */
export function coreOf(schema: AnySchema): AnySchema {
  for (let current = schema, guard = 0; guard < 50; guard++) {
    const def = defOf(current);
    switch (def.type) {
      case 'optional':
      case 'nonoptional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
        current = def.innerType;
        break;
      case 'pipe':
        // A transform's input is what the user writes.
        current = defOf(def.in).type === 'transform' ? def.out : def.in;
        break;
      case 'lazy':
        current = def.getter();
        break;
      default:
        return current;
    }
  }
  throw new Error('schema wrappers nested too deep');
}

/** The normalised kinds of a schema's values. */
export function schemaKinds(schema: AnySchema, seen = new Set<AnySchema>()): Set<string> {
  const core = coreOf(schema);
  const kinds = new Set<string>();
  // `seen`: the schemas above this one, so that a recursive schema ends.
  if (seen.has(core)) return kinds;
  const inner = new Set(seen).add(core);
  const def = defOf(core);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      kinds.add('string');
      break;
    case 'number':
    case 'bigint':
      kinds.add('number');
      break;
    case 'boolean':
      kinds.add('true').add('false');
      break;
    case 'literal':
      for (const value of def.values as unknown[]) kinds.add(literalKind(value));
      break;
    case 'enum':
      for (const value of Object.values(def.entries as Record<string, unknown>)) kinds.add(literalKind(value));
      break;
    case 'array':
    case 'set':
      // An array is known by the kinds of its items: `string[]` is not `number[]`.
      kinds.add(`array<${showKinds(normalKinds(schemaKinds(def.element ?? def.valueType, inner)))}>`);
      break;
    case 'tuple':
      kinds.add('tuple');
      break;
    case 'object':
    case 'record':
    case 'map':
      kinds.add('object');
      break;
    case 'union':
      for (const option of def.options as AnySchema[]) for (const kind of schemaKinds(option, inner)) kinds.add(kind);
      break;
    case 'custom':
    case 'function':
      kinds.add('function');
      break;
    case 'null':
    case 'undefined':
    case 'void':
      break;
    case 'date':
      kinds.add('date');
      break;
    default:
      kinds.add('unknown');
  }
  return kinds;
}

function literalKind(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return String(value);
  return `lit:${JSON.stringify(value)}`;
}

/** The option schemas a schema's value may hold, keyed by their own names: an object's fields, through arrays, records and unions. */
function fieldsOf(schema: AnySchema, seen: Set<AnySchema>): Map<string, AnySchema[]> {
  const core = coreOf(schema);
  const fields = new Map<string, AnySchema[]>();
  if (seen.has(core)) return fields;
  const inner = new Set(seen).add(core);
  const def = defOf(core);
  const merge = (more: Map<string, AnySchema[]>) => {
    for (const [key, list] of more) fields.set(key, [...(fields.get(key) ?? []), ...list]);
  };
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, AnySchema>)) fields.set(key, [field]);
  } else if (def.type === 'array') merge(fieldsOf(def.element, inner));
  else if (def.type === 'record') merge(fieldsOf(def.valueType, inner));
  else if (def.type === 'union') for (const option of def.options as AnySchema[]) merge(fieldsOf(option, inner));
  return fields;
}

function defaultsOf(schema: AnySchema): SchemaOption['defaults'] {
  const parsed = (schema as unknown as z.ZodType).safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return undefined;
  let raw: unknown = parsed.data;
  for (let current = schema, guard = 0; guard < 50; guard++) {
    const def = defOf(current);
    if (def.type === 'default' || def.type === 'prefault') {
      raw = def.defaultValue;
      break;
    }
    if (def.type === 'pipe') current = def.in;
    else if (def.innerType) current = def.innerType;
    else break;
  }
  return { raw: plain(raw), parsed: plain(parsed.data) };
}

const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value, (_key, v: unknown) => (v instanceof RegExp ? String(v) : v))));

/**
 * Every option of a schema, by dotted path (arrays and records transparent), down to `maxDepth`
 * levels. A union's object members contribute their fields; recursive schemas stop where they recur.
 */
export function schemaOptions(schema: AnySchema, maxDepth = 6): Map<string, SchemaOption> {
  const options = new Map<string, SchemaOption>();
  const walk = (node: AnySchema, prefix: string, depth: number, seen: Set<AnySchema>) => {
    if (depth > maxDepth) return;
    for (const [key, variants] of fieldsOf(node, seen)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const kinds = new Set<string>();
      for (const variant of variants) for (const kind of schemaKinds(variant)) kinds.add(kind);
      const required = variants.every((variant) => !(variant as unknown as z.ZodType).safeParse(undefined).success);
      const existing = options.get(path);
      if (existing) for (const kind of kinds) existing.kinds.add(kind);
      else options.set(path, { path, kinds, required, defaults: variants.length === 1 ? defaultsOf(variants[0]!) : undefined });
      for (const variant of variants) walk(variant, path, depth + 1, new Set(seen).add(coreOf(node)));
    }
  };
  walk(schema, '', 1, new Set());
  return options;
}

/**
 * The members of a TypeScript interface as options, for the option tables of a type that no schema
 * validates (a plugin's `RouteConfig`): their names, kinds (read like a page's types) and whether
 * they are required. Such a type has no defaults to compare.
 */
export async function interfaceOptions({ file, name }: { file: string; name: string }): Promise<Map<string, SchemaOption>> {
  const ts = (await import('typescript')).default;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const declaration = source.statements.find((statement): statement is import('typescript').InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === name);
  if (!declaration) throw new Error(`${file} declares no interface ${name}`);
  const options = new Map<string, SchemaOption>();
  for (const member of declaration.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const key = member.name.getText(source);
    options.set(key, { path: key, kinds: pageTypeKinds(member.type.getText(source)), required: !member.questionToken });
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Reading a page

/** Named types the pages use, by the kinds of their values. */
export const NAMED_TYPES: Record<string, string[]> = {
  NavItem: ['object'],
  SidebarEntry: ['object'],
  SocialLink: ['object'],
  LocaleThemeConfig: ['object'],
  RssFeedOptions: ['object'],
  RssAuthor: ['object'],
  Redirect: ['object'],
  ApiEntry: ['object'],
  AlgoliaSearchParameters: ['object'],
  AlgoliaTranslations: ['object'],
  ParserOptions: ['object'],
  Transformer: ['object'],
  Step: ['string', 'function'],
  Function: ['function'],
  PluginConfig: ['function', 'string', 'tuple', 'object', 'false'],
  Date: ['date'],
  RouteMetadata: ['object'],
  Frontmatter: ['object'],
  PageType: ['lit:"home"', 'lit:"doc"', 'lit:"custom"', 'lit:"blank"', 'lit:"404"'],
};

/** Splits a type at its top-level `|`s (not inside brackets, braces, parentheses or `<>`). */
function splitUnion(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type[i]!;
    if ('([{<'.includes(c)) depth++;
    else if (')]}>'.includes(c)) depth--;
    else if (c === '|' && depth === 0) {
      parts.push(type.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(type.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The normalised kinds of a type as a page writes it; throws on a type it cannot read. */
export function pageTypeKinds(type: string): Set<string> {
  const kinds = new Set<string>();
  for (const part of splitUnion(type)) {
    if (/\[\]$/.test(part)) kinds.add(`array<${showKinds(normalKinds(pageTypeKinds(part.slice(0, -2))))}>`);
    else if (part === 'string') kinds.add('string');
    else if (part === 'number') kinds.add('number');
    else if (part === 'boolean') kinds.add('true').add('false');
    else if (part === 'true' || part === 'false') kinds.add(part);
    else if (/^'[^']*'$|^"[^"]*"$/.test(part)) kinds.add(`lit:${JSON.stringify(part.slice(1, -1))}`);
    else if (/^-?\d+(\.\d+)?$/.test(part)) kinds.add(`lit:${part}`);
    else if (part === 'object' || /^\{[\s\S]*\}$/.test(part) || /^Record<[\s\S]*>$/.test(part)) kinds.add('object');
    else if (part === 'array') kinds.add('array<?>');
    else if (/^\[[\s\S]*\]$/.test(part)) kinds.add('tuple');
    else if (part === 'function' || /^\([^)]*\)\s*=>/.test(part)) kinds.add('function');
    else if (part === 'null' || part === 'undefined') continue;
    else if (/^\(([\s\S]*)\)$/.test(part)) for (const kind of pageTypeKinds(part.slice(1, -1))) kinds.add(kind);
    else if (Object.hasOwn(NAMED_TYPES, part)) for (const kind of NAMED_TYPES[part] ?? []) kinds.add(kind);
    else throw new Error(`cannot read the type \`${part}\` (add it to NAMED_TYPES in test-utils/optionTables.ts if it is a named type)`);
  }
  return kinds;
}

const OPTION_HEADERS = /^(option|field|选项|字段)$/i;
const TYPE_HEADERS = /^(type|类型)$/i;
const DEFAULT_HEADERS = /^(default|默认值)$/i;
const TYPE_ITEM = /^(?:Type:|类型：)\s*/;
const DEFAULT_ITEM = /^(?:Default:|默认值：)\s*/;
const REQUIRED = /^(required|必填)/i;
const PATH = /^[A-Za-z_$][\w$]*(?:(?:\[\])?\.[A-Za-z_$][\w$]*)*$/;

const textOf = (node: Nodes): string => {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
};

/** The code spans of a node, in order, including those inside links. */
function codesOf(node: Nodes): string[] {
  if (node.type === 'inlineCode') return [node.value];
  if ('children' in node) return (node.children as Nodes[]).flatMap(codesOf);
  return [];
}

/**
 * The leading code spans of some inline content, joined by `|`: `` `string` or `{ light; dark }` ``
 * gives `string | { light; dark }`; prose after them (`, where ...`) ends the type.
 */
function leadingType(children: Nodes[]): string | undefined {
  const codes: string[] = [];
  for (const child of children) {
    if (child.type === 'inlineCode') codes.push(child.value);
    else if (child.type === 'text' && /^\s*(or|,|或|、|\s)?\s*$/.test(child.value)) continue;
    else break;
  }
  return codes.length > 0 ? codes.join(' | ') : undefined;
}

/** A default as written: the text, and the code when the whole cell is one code span. */
function defaultOf(children: Nodes[]): DocumentedOption['default'] {
  const meaningful = children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const text = children.map(textOf).join('').trim();
  if (meaningful.length === 1 && meaningful[0]!.type === 'inlineCode') return { text, code: meaningful[0]!.value };
  return { text };
}

const joinPath = (prefix: string, name: string) => {
  const clean = name.replace(/\[\]/g, '');
  return prefix ? `${prefix}.${clean}` : clean;
};

/** The option paths a heading names (`nav`, `` `entries` ``, `navbar, sidebar, outline, footer`, `navbar、sidebar 和 footer`), if every part is one. */
function headingPaths(heading: Heading, isOption: (path: string) => boolean): string[] | undefined {
  const text = textOf(heading).trim();
  const parts = text.split(/\s*(?:,|、|\band\b|和)\s*/).map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0 || !parts.every((part) => PATH.test(part))) return undefined;
  const paths = parts.map((part) => part.replace(/\[\]/g, ''));
  return paths.every(isOption) ? paths : undefined;
}

/** Parses Markdown (tables included) into mdast. */
export async function parseMarkdown(source: string): Promise<Root> {
  const { unified } = await import('unified');
  const { default: remarkParse } = await import('remark-parse');
  const { default: remarkGfm } = await import('remark-gfm');
  // MDX pages: their imports and JSX parse as plain paragraphs and HTML, which is all this needs.
  return unified().use(remarkParse).use(remarkGfm).parse(source.replace(/^---\n[\s\S]*?\n---\n/, (block) => '\n'.repeat(block.split('\n').length - 1)));
}

/**
 * The options a page documents (see the module comment). `isOption` says whether a path (relative
 * to the page's root schema) is an option: only headings that name options count.
 */
export function documentedOptions({
  tree,
  page,
  isOption,
  section,
  table,
}: {
  tree: Root;
  page: string;
  isOption: (path: string) => boolean;
  /** Only this section of the page: the text of its heading (`addRoute`), down to the next heading of its level or above. */
  section?: string;
  /** Only the n-th option table (from 0) of the page or section, for a section that documents several types. */
  table?: number;
}): DocumentedOption[] {
  const found: DocumentedOption[] = [];
  let context = '';
  let headingEntries: { paths: string[]; line: number } | undefined;
  const where = (node: Nodes) => `${page}:${node.position?.start.line ?? '?'}`;

  let tableIndex = -1;
  let nodes = tree.children;
  if (section !== undefined) {
    const start = nodes.findIndex((node) => node.type === 'heading' && textOf(node).trim() === section);
    if (start < 0) throw new Error(`${page} has no heading "${section}"`);
    const depth = (nodes[start] as Heading).depth;
    const end = nodes.findIndex((node, index) => index > start && node.type === 'heading' && node.depth <= depth);
    nodes = nodes.slice(start + 1, end < 0 ? undefined : end);
  }
  for (const node of nodes) {
    if (node.type === 'heading') {
      const paths = headingPaths(node, isOption);
      context = paths?.length === 1 ? paths[0]! : '';
      headingEntries = paths ? { paths, line: node.position?.start.line ?? 0 } : undefined;
      continue;
    }
    if (node.type === 'list' && headingEntries) {
      const entries = readTypeList(node);
      if (entries) {
        for (const path of headingEntries.paths) found.push({ path, ...entries, from: 'heading', where: `${page}:${headingEntries.line}` });
      }
      headingEntries = undefined;
      continue;
    }
    if (node.type === 'table') {
      const rows = readTable(node, context, where);
      if (rows.length === 0) continue;
      tableIndex++;
      if (table === undefined || tableIndex === table) found.push(...rows);
    }
  }
  return found;
}

/** A heading's `- Type: ...` / `- Default: ...` list, undefined when the list is something else. */
function readTypeList(list: List): Pick<DocumentedOption, 'type' | 'default'> | undefined {
  let type: string | undefined;
  let defaultValue: DocumentedOption['default'];
  let isTypeList = false;
  for (const item of list.children) {
    const paragraph = item.children[0];
    if (paragraph?.type !== 'paragraph') continue;
    const [first, ...rest] = paragraph.children as Nodes[];
    if (first?.type !== 'text') continue;
    if (TYPE_ITEM.test(first.value)) {
      isTypeList = true;
      const after = first.value.replace(TYPE_ITEM, '');
      type = leadingType([...(after ? [{ type: 'text', value: after } as Nodes] : []), ...rest]);
    } else if (DEFAULT_ITEM.test(first.value)) {
      const after = first.value.replace(DEFAULT_ITEM, '');
      defaultValue = defaultOf([...(after ? [{ type: 'text', value: after } as Nodes] : []), ...rest]);
    }
  }
  return isTypeList ? { type, default: defaultValue } : undefined;
}

function readTable(table: Table, context: string, where: (node: Nodes) => string): DocumentedOption[] {
  const [head, ...rows] = table.children;
  if (!head) return [];
  const headers = head.children.map((cell) => textOf(cell).trim());
  const typeColumn = headers.findIndex((text) => TYPE_HEADERS.test(text));
  const defaultColumn = headers.findIndex((text) => DEFAULT_HEADERS.test(text));
  if (!OPTION_HEADERS.test(headers[0] ?? '')) return [];
  // A table without a Type column (`Field | Default (English) | Default (Chinese)`) still names
  // options when it sits under an option's heading: those names are checked.
  if (typeColumn < 0 && !context) return [];
  return rows.flatMap((row): DocumentedOption[] => {
    const cell = (index: number): TableCell | undefined => row.children[index];
    const names = codesOf(cell(0)!);
    if (names.length === 0) throw new Error(`${where(row)}: a row of an option table names no option in code`);
    if (typeColumn < 0) return names.map((name) => ({ path: joinPath(context, name), from: 'names' as const, where: where(row) }));
    const type = leadingType((cell(typeColumn)?.children ?? []) as Nodes[]);
    const defaultValue = defaultColumn >= 0 ? defaultOf((cell(defaultColumn)?.children ?? []) as Nodes[]) : undefined;
    return names.map((name) => ({ path: joinPath(context, name), type, default: defaultValue, from: 'table' as const, where: where(row) }));
  });
}

// ---------------------------------------------------------------------------------------------
// Comparing

/** A page's code literal (`'auto'`, `{ mode: 'local' }`, `['ts', 'tsx']`) as a value, undefined when it is not one. */
export function literalValue(code: string): { value: unknown } | undefined {
  if (!/^(['"[{\d-]|true$|false$|null$)/.test(code.trim())) return undefined;
  try {
    return { value: plain(vm.runInNewContext(`(${code})`, Object.create(null))) };
  } catch {
    return undefined;
  }
}

const show = (value: unknown) => JSON.stringify(value);
const showKinds = (kinds: Set<string>) => [...kinds].sort().join(' | ').replace(/lit:/g, '');

/** Normalises `true | false` to `boolean` for comparing and showing. */
function normalKinds(kinds: Set<string>): Set<string> {
  const out = new Set([...kinds].filter((kind) => kind !== 'null'));
  if (out.has('true') && out.has('false')) {
    out.delete('true');
    out.delete('false');
    out.add('boolean');
  }
  return out;
}

/**
 * The differences between what a page documents and a schema, one message each (empty: they agree).
 * `complete`: the page claims to list every option of its root (each option page does).
 */
export function compareOptions({
  page,
  documented,
  options,
  complete,
}: {
  page: string;
  documented: DocumentedOption[];
  options: Map<string, SchemaOption>;
  complete: boolean;
}): string[] {
  const problems: string[] = [];
  const covered = new Set<string>();
  for (const entry of documented) {
    const parts = entry.path.split('.');
    for (let i = 1; i <= parts.length; i++) covered.add(parts.slice(0, i).join('.'));
  }
  // Objects the page goes into: it documents one of their fields, so it must document them all.
  const expanded = new Set<string>(complete ? [''] : []);
  for (const path of covered) if (path.includes('.')) expanded.add(path.slice(0, path.lastIndexOf('.')));
  for (const option of options.values()) {
    const parent = option.path.includes('.') ? option.path.slice(0, option.path.lastIndexOf('.')) : '';
    if (expanded.has(parent) && !covered.has(option.path)) {
      problems.push(`${page}: \`${option.path}\` is an option in the schema, but the page does not document it${parent ? ` (it documents other fields of \`${parent}\`)` : ''}`);
    }
  }

  for (const entry of documented) {
    const option = options.get(entry.path);
    if (!option) {
      problems.push(`${entry.where}: \`${entry.path}\` is documented, but the schema has no such option`);
      continue;
    }
    if (entry.from === 'names') continue;
    if (entry.type !== undefined) {
      let kinds: Set<string> | undefined;
      try {
        kinds = normalKinds(pageTypeKinds(entry.type));
      } catch (error) {
        problems.push(`${entry.where}: \`${entry.path}\`: ${(error as Error).message}`);
      }
      const expected = normalKinds(option.kinds);
      if (kinds && !expected.has('unknown') && !isDeepStrictEqual([...kinds].sort(), [...expected].sort())) {
        problems.push(`${entry.where}: \`${entry.path}\` is documented as \`${entry.type}\` (${showKinds(kinds)}), but the schema takes ${showKinds(expected)}`);
      }
    } else {
      problems.push(`${entry.where}: \`${entry.path}\` is documented without a type in code`);
    }
    const documentedDefault = entry.default;
    const isExpanded = expanded.has(entry.path);
    if (option.required) {
      if (documentedDefault && !REQUIRED.test(documentedDefault.text)) {
        problems.push(`${entry.where}: \`${entry.path}\` is documented with a default (${documentedDefault.text || 'an empty cell'}) but is required`);
      }
      continue;
    }
    if (documentedDefault && REQUIRED.test(documentedDefault.text)) {
      problems.push(`${entry.where}: \`${entry.path}\` is documented as required, but the schema makes it optional${option.defaults ? ` (default ${show(option.defaults.parsed)})` : ''}`);
      continue;
    }
    if (!option.defaults) continue;
    const { raw, parsed } = option.defaults;
    if (!documentedDefault) {
      // A table without a Default column says nothing about defaults; an option heading's list should.
      if (entry.from === 'heading' && !isExpanded) {
        problems.push(`${entry.where}: \`${entry.path}\` has the default ${show(parsed)} in the schema, but the page gives no default`);
      }
      continue;
    }
    const literal = documentedDefault.code === undefined ? undefined : literalValue(documentedDefault.code);
    if (!literal) {
      if (!isExpanded) problems.push(`${entry.where}: \`${entry.path}\` has the default ${show(raw)} in the schema, but the page says "${documentedDefault.text}"`);
      continue;
    }
    if (!isDeepStrictEqual(literal.value, raw) && !isDeepStrictEqual(literal.value, parsed)) {
      problems.push(`${entry.where}: \`${entry.path}\` is documented with the default \`${documentedDefault.code}\`, but the schema's default is ${show(raw)}${isDeepStrictEqual(raw, parsed) ? '' : ` (${show(parsed)} once parsed)`}`);
    }
  }
  return problems;
}
