import path from 'node:path';
import { parse, type Node } from 'acorn';
import { STATIC_CONTENT_IMPORTS } from '../shared/staticContentImports';

/**
 * Static content: a page whose compiled code imports nothing but the JSX runtime and the MDX
 * components provider, exports nothing but the page and its frontmatter, and renders no component
 * but those the default theme renders statically (`STATIC_COMPONENTS`) is rendered at build time
 * and shipped as HTML. Its code is not bundled: the build renders it from the function body made
 * here, the browser keeps the pre-rendered HTML as it is (nothing in it to hydrate), and a client
 * navigation to it fetches that HTML (core/client/routing/staticContent.ts).
 *
 * The function body is the module with its imports read from `__quireImport(name)` (the names of
 * STATIC_CONTENT_IMPORTS) and its
 * exports returned: `new Function('__quireImport', body)` gives `{ default, frontmatter }`.
 */

/** Components a static page may render: built-in Markdown parts the theme renders with no state of its own in the browser. */
export const STATIC_COMPONENTS: ReadonlySet<string> = new Set(['Callout', 'CodeBlock']);

/**
 * The theme modules that render static content: when a site (or a plugin's theme layer) replaces
 * one, its version may need the browser, so no page is static content.
 */
export const STATIC_THEME_MODULES = ['@theme/MDXComponents', '@theme/CodeBlock', '@theme/Callout', '@theme/Heading', '@theme/Table'] as const;

/** Whether every module that renders static content is the default theme's own (`themeAliases`: `@theme/<Path>` -> file). */
export function themeRendersStatically({ themeAliases, defaultThemeDir }: { themeAliases: Record<string, string>; defaultThemeDir: string }): boolean {
  return STATIC_THEME_MODULES.every((name) => themeAliases[name]?.startsWith(defaultThemeDir + path.sep));
}

const RUNTIME = /^react\/jsx(-dev)?-runtime$/;
const EXPORTS = new Set(['default', 'frontmatter']);

interface Ranged {
  type: string;
  start: number;
  end: number;
}
interface Identifier extends Ranged {
  name: string;
}
interface ImportDeclaration extends Ranged {
  source: { value: unknown };
  specifiers: (Ranged & { local: Identifier; imported?: Identifier & { value?: string } })[];
}

/** The components a compiled page takes from its `_components` (MDX's `const {A, B} = _components`). */
function componentNames(program: Ranged & { body: Node[] }): string[] {
  const names: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; id?: { type: string; properties?: { value: Identifier }[] }; init?: Identifier };
    if (n.type === 'VariableDeclarator' && n.id?.type === 'ObjectPattern' && n.init?.type === 'Identifier' && n.init.name === '_components') {
      for (const property of n.id.properties ?? []) if (property.value?.type === 'Identifier') names.push(property.value.name);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && 'type' in value) visit(value);
    }
  };
  visit(program);
  return names;
}

/**
 * The function body of a compiled page that is static content, or undefined when it is not
 * (see above). `providerImportSource` is the MDX provider's module, the one other import allowed.
 */
export function staticContentBody({ code, providerImportSource }: { code: string; providerImportSource?: string }): string | undefined {
  let program: Ranged & { body: Node[] };
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Ranged & { body: Node[] };
  } catch {
    return undefined;
  }
  const edits: { start: number; end: number; text: string }[] = [];
  const exported: string[] = [];
  for (const statement of program.body as unknown as (Ranged & Record<string, unknown>)[]) {
    if (statement.type === 'ImportDeclaration') {
      const declaration = statement as unknown as ImportDeclaration;
      const source = declaration.source.value;
      if (typeof source !== 'string' || !(RUNTIME.test(source) || source === providerImportSource)) return undefined;
      const read = `__quireImport(${JSON.stringify(RUNTIME.test(source) ? STATIC_CONTENT_IMPORTS.jsxRuntime : STATIC_CONTENT_IMPORTS.provider)})`;
      const text = declaration.specifiers
        .map((specifier) => {
          if (specifier.type === 'ImportNamespaceSpecifier') return `const ${specifier.local.name} = ${read};`;
          if (specifier.type === 'ImportDefaultSpecifier') return `const ${specifier.local.name} = ${read}.default;`;
          const imported = specifier.imported!.name ?? String(specifier.imported!.value);
          return `const ${specifier.local.name} = ${read}[${JSON.stringify(imported)}];`;
        })
        .join(' ');
      edits.push({ start: statement.start, end: statement.end, text });
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration as Ranged & { id?: Identifier | null };
      if (declaration.type !== 'FunctionDeclaration' || !declaration.id) return undefined;
      edits.push({ start: statement.start, end: declaration.start, text: '' });
      exported.push(`default: ${declaration.id.name}`);
    } else if (statement.type === 'ExportNamedDeclaration') {
      const declaration = statement.declaration as (Ranged & { declarations?: { id: Identifier }[] }) | null;
      const names = declaration?.type === 'VariableDeclaration' ? (declaration.declarations ?? []).map((d) => d.id.name) : [];
      if (!declaration || names.length === 0 || names.some((name) => !EXPORTS.has(name))) return undefined;
      edits.push({ start: statement.start, end: declaration.start, text: '' });
      exported.push(...names);
    } else if (/^Export/.test(statement.type)) {
      return undefined;
    }
  }
  if (!exported.some((entry) => entry.startsWith('default:'))) return undefined;
  if (componentNames(program).some((name) => !STATIC_COMPONENTS.has(name))) return undefined;
  let body = '';
  let from = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    body += code.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return `${body}${code.slice(from)}\nreturn { ${exported.join(', ')} };\n`;
}
