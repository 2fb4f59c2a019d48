import type { types as t } from '@babel/core';
import { QuireError } from 'quire/plugin-utils';

/** Babel, loaded only when a site has .tsx/.jsx pages (loading it costs about 150 ms). */
const babel = () => require('@babel/core') as typeof import('@babel/core');

/** Evaluates a literal expression (objects, arrays, strings, numbers, booleans, null). */
function literalValue(node: t.Node, file: string): unknown {
  const t = babel().types;
  if (t.isStringLiteral(node) || t.isNumericLiteral(node) || t.isBooleanLiteral(node)) return node.value;
  if (t.isNullLiteral(node)) return null;
  if (t.isTemplateLiteral(node) && node.expressions.length === 0) return node.quasis.map((q) => q.value.cooked).join('');
  if (t.isUnaryExpression(node) && node.operator === '-' && t.isNumericLiteral(node.argument)) return -node.argument.value;
  if (t.isTSAsExpression(node) || t.isTSSatisfiesExpression(node)) return literalValue(node.expression, file);
  if (t.isArrayExpression(node)) return node.elements.map((el) => (el ? literalValue(el, file) : null));
  if (t.isObjectExpression(node)) {
    const out: Record<string, unknown> = {};
    for (const prop of node.properties) {
      if (!t.isObjectProperty(prop) || prop.computed) throw notLiteral(prop, file);
      const key = t.isIdentifier(prop.key) ? prop.key.name : t.isStringLiteral(prop.key) ? prop.key.value : undefined;
      if (key === undefined) throw notLiteral(prop, file);
      out[key] = literalValue(prop.value, file);
    }
    return out;
  }
  throw notLiteral(node, file);
}

function notLiteral(node: t.Node, file: string): QuireError {
  return new QuireError('`export const frontmatter` must be a plain object literal (strings, numbers, booleans, arrays, objects).', {
    location: { file, line: node.loc?.start.line, column: (node.loc?.start.column ?? 0) + 1 },
  });
}

/** Reads `export const frontmatter = {...}` from a .tsx/.jsx page without running it. */
export function extractTsxFrontmatter({ source, file }: { source: string; file: string }): Record<string, unknown> {
  const { parseSync, types: t } = babel();
  let ast: t.File | null;
  try {
    ast = parseSync(source, {
      filename: file,
      babelrc: false,
      configFile: false,
      presets: [[require.resolve('@babel/preset-typescript'), { isTSX: true, allExtensions: true }]],
      plugins: [],
      parserOpts: { plugins: ['jsx'] },
    }) as t.File | null;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    throw new QuireError(`Cannot parse page: ${(error as Error).message.replace(`${file}: `, '')}`, {
      location: { file, line: loc?.line, column: loc ? loc.column + 1 : undefined },
    });
  }
  for (const statement of ast?.program.body ?? []) {
    if (!t.isExportNamedDeclaration(statement) || !t.isVariableDeclaration(statement.declaration)) continue;
    for (const declarator of statement.declaration.declarations) {
      if (t.isIdentifier(declarator.id) && declarator.id.name === 'frontmatter' && declarator.init) {
        const value = literalValue(declarator.init, file);
        if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
        throw notLiteral(declarator.init, file);
      }
    }
  }
  return {};
}
