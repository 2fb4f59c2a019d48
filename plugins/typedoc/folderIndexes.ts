/**
 * Gives each folder of generated pages an index page of its own, so the folder's group in the
 * sidebar has a label in the page's language and a page to open: TypeDoc's index pages
 * (`index.md`, a module's `<module>/index.md`) list their members in one `## <Kind>` section per
 * kind, each linking into one folder (`functions/add.md`). Such a section becomes that folder's
 * index (`functions/index.md`, titled `# Functions`, its links made relative to the folder). A
 * folder that already has an index page keeps it.
 */
export function addFolderIndexes({ pages }: { pages: Record<string, string> }): Record<string, string> {
  const result = { ...pages };
  for (const [file, content] of Object.entries(pages)) {
    if (!(file === 'index.md' || file.endsWith('/index.md'))) continue;
    const dir = file.slice(0, -'index.md'.length);
    for (const section of sections(content)) {
      const targets = [...section.body.matchAll(/\]\(([^)\s]+?\.md)(?:#[^)]*)?\)/g)].map((match) => match[1]!);
      const folders = new Set(targets.map((target) => (/^[^/]+\/[^/]+\.md$/.test(target) ? target.split('/')[0]! : '')));
      if (folders.size !== 1 || folders.has('')) continue;
      const [folder] = folders as Set<string>;
      const index = `${dir}${folder}/index.md`;
      if (result[index] !== undefined) continue;
      const body = section.body.replaceAll(`](${folder}/`, '](');
      result[index] = `# ${section.title}\n\n${body.trim()}\n`;
    }
  }
  return result;
}

/** The `## ` sections of a page (outside code fences), with their bodies. */
function sections(content: string): { title: string; body: string }[] {
  const found: { title: string; body: string }[] = [];
  let current: { title: string; body: string } | undefined;
  let fence = false;
  for (const line of content.split('\n')) {
    if (/^(```|~~~)/.test(line)) fence = !fence;
    const heading = !fence && /^## (.+)$/.exec(line);
    if (heading) {
      current = { title: heading[1]!.trim(), body: '' };
      found.push(current);
    } else if (!fence && /^# /.test(line)) {
      current = undefined;
    } else if (current) {
      current.body += `${line}\n`;
    }
  }
  return found;
}
