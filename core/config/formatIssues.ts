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

const typeNames: Record<string, string> = { tuple: 'array', record: 'object' };
const article = (type: string) => {
  const name = typeNames[type] ?? type;
  return /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`;
};

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

/** An issue saying the value itself has the wrong type (rather than one of its fields). */
const isRootMismatch = (issue: Issue) =>
  issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'custom');

/** For a union, the branch that got furthest is the one the user meant. */
function pickUnionBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  const plausible = branches.filter((issues) => !issues.some(isRootMismatch));
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
      if (issue.code === 'custom') expected.add(issue.message.replace(/^expected /, ''));
    }
  }
  return [...expected];
}

/** One problem: its path in the input (where it is) and its line (what is wrong, after the path it shows). */
export interface DescribedIssue {
  path: PathKey[];
  text: string;
}

/**
 * One message per problem. `prefix` is shown before each path (`frontmatter.title`) without being
 * part of the input; `at` is where nested issues (of a union branch) sit inside the input.
 */
export function formatIssues(issues: readonly Issue[], input: unknown, options: { prefix?: readonly PathKey[]; at?: readonly PathKey[] } = {}): string[] {
  return describeIssues(issues, input, options).map(({ text }) => text);
}

/**
 * The messages of formatIssues, each with the path in the input it is about (the field of a union's
 * branch, an unknown key itself): for callers that place each problem in a file.
 */
export function describeIssues(
  issues: readonly Issue[],
  input: unknown,
  { prefix = [], at = [] }: { prefix?: readonly PathKey[]; at?: readonly PathKey[] } = {},
): DescribedIssue[] {
  const lines: DescribedIssue[] = [];
  for (const issue of issues) {
    const inputPath = [...at, ...issue.path];
    const path = [...prefix, ...inputPath];
    const where = formatPath(path);
    const received = describeValue(valueAt(input, inputPath));
    const line = (text: string) => lines.push({ path: inputPath, text });
    switch (issue.code) {
      case 'invalid_type':
        line(`${where}: expected ${article(issue.expected)}, received ${received}`);
        break;
      case 'unrecognized_keys':
        for (const key of issue.keys) lines.push({ path: [...inputPath, key], text: `${formatPath([...path, key])}: unknown key` });
        break;
      case 'invalid_value':
        line(`${where}: expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, received ${received}`);
        break;
      case 'invalid_union': {
        // A union with its own message describes itself best.
        if (issue.message !== 'Invalid input') {
          line(`${where}: ${issue.message}, received ${received}`);
          break;
        }
        const branch = pickUnionBranch(issue.errors);
        if (branch) lines.push(...describeIssues(branch, input, { prefix, at: inputPath }));
        else {
          const expected = expectedOfBranches(issue.errors);
          line(`${where}: expected ${expected.length ? expected.join(' or ') : 'a different value'}, received ${received}`);
        }
        break;
      }
      default:
        line(`${where}: ${issue.message.replace(/^Invalid input: /, '')}`);
    }
  }
  return lines;
}
