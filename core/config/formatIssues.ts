import type { z } from 'zod';

/**
 * Turns zod issues into one line per problem, each with the path of the offending field:
 * `themeConfig.locales[1].lang: expected a string, received a number`.
 */

type Issue = z.core.$ZodIssue;
type PathKey = PropertyKey;

export function formatPath(path: readonly PathKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || '(root)';
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${article(typeof value)} (${String(value)})`;
  return article(typeof value);
}

function valueAt(root: unknown, path: readonly PathKey[]): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key as string];
  }
  return current;
}

/** For a union, the branch that got furthest is the one the user meant. */
function pickUnionBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  const plausible = branches.filter(
    (issues) => !issues.some((issue) => issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value')),
  );
  if (plausible.length === 0) return undefined;
  return plausible.reduce((best, issues) => (issues.length < best.length ? issues : best));
}

function expectedOfBranches(branches: readonly (readonly Issue[])[]): string[] {
  const expected = new Set<string>();
  for (const issues of branches) {
    for (const issue of issues) {
      if (issue.path.length !== 0) continue;
      if (issue.code === 'invalid_type') expected.add(article(issue.expected));
      if (issue.code === 'invalid_value') issue.values.forEach((v) => expected.add(JSON.stringify(v)));
    }
  }
  return [...expected];
}

export function formatIssues(issues: readonly Issue[], input: unknown, basePath: readonly PathKey[] = []): string[] {
  const lines: string[] = [];
  for (const issue of issues) {
    const path = [...basePath, ...issue.path];
    const where = formatPath(path);
    const received = describeValue(valueAt(input, path));
    switch (issue.code) {
      case 'invalid_type':
        lines.push(`${where}: expected ${article(issue.expected)}, received ${received}`);
        break;
      case 'unrecognized_keys':
        for (const key of issue.keys) lines.push(`${formatPath([...path, key])}: unknown key`);
        break;
      case 'invalid_value':
        lines.push(`${where}: expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, received ${received}`);
        break;
      case 'invalid_union': {
        const branch = pickUnionBranch(issue.errors);
        if (branch) lines.push(...formatIssues(branch, input, path));
        else {
          const expected = expectedOfBranches(issue.errors);
          lines.push(`${where}: expected ${expected.length ? expected.join(' or ') : 'a different value'}, received ${received}`);
        }
        break;
      }
      default:
        lines.push(`${where}: ${issue.message.replace(/^Invalid input: /, '')}`);
    }
  }
  return lines;
}
