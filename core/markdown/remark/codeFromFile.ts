import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCodeMeta, splitCodeInfo } from '../codeMeta';
import { addDependency } from '../fileData';
import { walk, type MdNode } from '../mdast';

/**
 * ```ts file="./example.ts"
 * ```
 *
 * fills the (empty) code block with the file's content, read relative to the page. Every file read
 * is listed in `file.data.quire.dependencies` (absolute paths) so the webpack loader can add it as
 * a dependency and rebuild the page when the file changes. Errors go through `file.fail(reason,
 * node)`, so MDX reports them at the block's line and column.
 */

/** The part of a vfile this step uses. */
interface PageFile {
  path?: string;
  data: Record<string, unknown>;
  fail(reason: string, node: MdNode): never;
}

/** The language a file's extension names (`.ts` → `ts`, `Dockerfile` → `dockerfile`). */
export function languageOfFile({ filePath }: { filePath: string }): string {
  const base = path.basename(filePath);
  const ext = path.extname(base);
  return (ext ? ext.slice(1) : base).toLowerCase();
}

/** One trailing line break: Markdown code values have none, and hast adds it back. */
function withoutFinalNewline(text: string): string {
  return text.replace(/\r?\n$/, '');
}

async function fillFromFile({
  node,
  file,
  request,
  lang,
}: {
  node: MdNode;
  file: PageFile;
  request: string;
  lang: string | undefined;
}): Promise<void> {
  if (!/^\.\.?\//.test(request)) {
    file.fail(
      `Code block file "${request}" must be a relative path. Hint: start it with "./" or "../"; it is resolved from the page's folder.`,
      node,
    );
  }
  if (typeof node.value === 'string' && node.value.trim() !== '') {
    file.fail(
      `Code block with file="${request}" must be empty. Hint: remove the code between the fences; the block shows the file's content.`,
      node,
    );
  }
  if (!file.path) file.fail(`Code block file "${request}" needs the page's path to resolve against.`, node);
  const absolute = path.resolve(path.dirname(file.path!), request);
  // Recorded before reading: a compiler that keeps its vfile can watch a missing file too, and
  // rebuild the failed page once the file exists.
  addDependency(file, absolute);
  let content: string;
  try {
    content = await readFile(absolute, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    file.fail(
      code === 'ENOENT'
        ? `Code block file "${request}" not found (looked for ${absolute}). Hint: the path is relative to the page's folder.`
        : `Code block file "${request}" could not be read (${absolute}): ${(error as Error).message}`,
      node,
    );
  }
  node.value = withoutFinalNewline(content!);
  node.lang = lang ?? languageOfFile({ filePath: absolute });
}

/** The remark plugin (no options): `remarkPlugins: [remarkCodeFromFile()]`. */
export function remarkCodeFromFile() {
  return () => async (tree: MdNode, file: PageFile) => {
    const blocks: { node: MdNode; request: string; lang: string | undefined }[] = [];
    walk(tree, (node) => {
      if (node.type !== 'code') return;
      const { lang, meta } = splitCodeInfo({ lang: node.lang as string | null, meta: node.meta as string | null });
      const request = parseCodeMeta({ meta }).file;
      if (request === undefined) return;
      // ```` ```file="./x.ts" ```` has no language: the meta word parsed as one goes back to the meta.
      node.meta = meta;
      blocks.push({ node, request, lang });
    });
    // In document order, so the first bad block is the one reported.
    for (const block of blocks) await fillFromFile({ ...block, file });
  };
}
