/** The syntax a page is written in: `.md` files are Markdown, everything else (`.mdx`) MDX. */
export function formatOf(filePath: string): 'md' | 'mdx' {
  return /\.md$/i.test(filePath) ? 'md' : 'mdx';
}
