import { formatOf } from './format';

/**
 * What to do about a page's compile error (shown under its place and code frame), or undefined
 * when the message says it already (an unknown container lists the types; frontmatter errors
 * carry their own).
 */
export function compileErrorHint({ reason, filePath }: { reason: string; filePath: string }): string | undefined {
  if (/^Invalid (YAML )?frontmatter|^Unknown container type/.test(reason)) return undefined;
  if (/Maximum call stack size exceeded|too much recursion/i.test(reason)) {
    return 'The page nests blocks or elements too deeply to compile: flatten the deepest blockquotes, lists, containers or elements.';
  }
  if (formatOf(filePath) === 'mdx' && /acorn|Unexpected|Expected|closing tag|lazy line|expression|character/i.test(reason)) {
    return 'In MDX, `<` starts a JSX tag and `{` a JavaScript expression: close the tag or the expression, write `\\<` or `\\{` for the character itself, or make the page a .md file if it is plain Markdown.';
  }
  return 'Fix the page at this place; if the message comes from a remark or rehype plugin of the site, see that plugin\'s documentation.';
}
