import type { ComponentDoc, PropItem } from 'react-docgen-typescript';
import type { PropRow } from './componentData';

/** `((index: number) => void)` -> `(index: number) => void`: the parentheses only group a union member. */
function unwrapParentheses(type: string): string {
  if (!type.startsWith('(') || !type.endsWith(')')) return type;
  let depth = 0;
  for (let i = 0; i < type.length; i += 1) {
    if (type[i] === '(') depth += 1;
    else if (type[i] === ')') depth -= 1;
    if (depth === 0 && i < type.length - 1) return type;
  }
  return type.slice(1, -1);
}

/**
 * The type for readers. A union of literals (react-docgen-typescript's `enum`, with
 * `shouldExtractLiteralValuesFromEnum`) lists its values, `boolean` stays `boolean`.
 */
export function typeText(type: PropItem['type']): string {
  if (type.name === 'enum' && Array.isArray(type.value)) {
    const values = (type.value as { value: string }[]).map((member) => member.value);
    if (type.raw === 'boolean' || (values.length === 2 && values.includes('false') && values.includes('true'))) return 'boolean';
    return values.map(unwrapParentheses).join(' | ');
  }
  return unwrapParentheses(type.name);
}

/**
 * The default as it would be written in source: a string default of a prop whose type is a string
 * or a union of string literals gets its quotes back (react-docgen-typescript gives the bare text).
 */
export function defaultText(prop: PropItem, type: string): string | undefined {
  const raw: unknown = prop.defaultValue?.value;
  if (raw === undefined || raw === null) return undefined;
  const value = String(raw);
  const quoted = `"${value.replace(/["\\]/g, '\\$&')}"`;
  const isStringType = type === 'string' || type.split(' | ').some((member) => member === quoted || member === `'${value}'`);
  const looksLikeCode = /^(["'`[{(]|-?\d|true$|false$|null$|undefined$)/.test(value);
  return isStringType && !looksLikeCode ? quoted : value;
}

/** A prop's descriptions: the JSDoc text, and each of `langs` that the prop has a tag for. */
function descriptions({ prop, langs }: { prop: PropItem; langs: readonly string[] }): Record<string, string> {
  const tags = (prop.tags ?? {}) as Record<string, string>;
  const result: Record<string, string> = { '': prop.description.trim() };
  for (const lang of langs) {
    const text = tags[lang]?.trim();
    if (text) result[lang] = text;
  }
  return result;
}

/** The table's rows for one component, in the order its props are declared. */
export function propRows({ doc, langs }: { doc: ComponentDoc; langs: readonly string[] }): PropRow[] {
  return Object.values(doc.props).map((prop) => {
    const type = typeText(prop.type);
    const defaultValue = defaultText(prop, type);
    return { name: prop.name, type, ...(defaultValue === undefined ? {} : { defaultValue }), required: prop.required, description: descriptions({ prop, langs }) };
  });
}
