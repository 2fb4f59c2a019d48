/** The text of the first `# heading` outside code fences, with inline Markdown removed. */
export function extractH1(markdown: string): string | undefined {
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1]![0];
      else if (fenceMatch[1]![0] === fence) fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = /^\s{0,3}#(?!#)\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) return stripInlineMarkdown(heading[1]!);
  }
  return undefined;
}

export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/\s*\\?\{#[^}]+\}\s*$/, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .trim();
}
