import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderMarkdown } from '../../../test-utils/mdx';
import { compileMdx } from '../compileMdx';
import { remarkImages } from '../remark/images';

/*
 * remarkImages through the real MDX compiler. A relative image becomes an import; in a build the
 * bundler turns that import into the hashed URL. Here the "image" is an ES module next to the page
 * whose default export is such a URL (what webpack's asset modules give), so `run` evaluates the
 * import for real: the rendered `src` is the imported value.
 */

let root: string;
let guideDir: string;
let remarkGfm: unknown;

beforeAll(async () => {
  remarkGfm = (await import('remark-gfm')).default;
  root = await mkdtemp(path.join(os.tmpdir(), 'quire-images-'));
  guideDir = path.join(root, 'docs', 'en', 'guide');
  await mkdir(path.join(guideDir, 'img'), { recursive: true });
  await writeFile(path.join(guideDir, 'pic.mjs'), "export default '/assets/media/pic.1a2b3c4d.png';\n");
  await writeFile(path.join(guideDir, 'img', 'other.mjs'), "export default '/assets/media/other.5e6f7a8b.png';\n");
  await writeFile(path.join(root, 'docs', 'en', 'up.mjs'), "export default '/assets/media/up.9c0d1e2f.png';\n");
  await mkdir(path.join(guideDir, 'assets'), { recursive: true });
  await writeFile(path.join(guideDir, 'assets', 'diagram.png'), 'png');
  await writeFile(path.join(guideDir, 'assets', 'photo.jpg'), 'jpg');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function render(source: string, format: 'md' | 'mdx', base = '/docs/') {
  const { html } = await renderMarkdown({
    source,
    format,
    filePath: path.join(guideDir, `page.${format}`),
    remarkPlugins: [remarkGfm, remarkImages({ base })],
  });
  // React 19 hoists a `<link rel="preload" as="image">` per image: only the content is asserted on.
  return html.replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
}

async function compile(source: string, format: 'md' | 'mdx', base = '/docs/') {
  const { code } = await compileMdx({
    source,
    filePath: path.join(guideDir, `page.${format}`),
    options: { remarkPlugins: [], rehypePlugins: [], development: false, base },
  });
  return code;
}

describe.each(['md', 'mdx'] as const)('remarkImages in .%s (the real MDX compiler)', (format) => {
  test('a relative image is imported: its src is the value of the imported module', async () => {
    const html = await render('![A picture](./pic.mjs "The title")\n', format);
    expect(html).toBe('<p><img src="/assets/media/pic.1a2b3c4d.png" alt="A picture" title="The title"/></p>');
  });

  test('paths without ./ and paths going up are relative to the page too', async () => {
    const html = await render('![one](img/other.mjs) ![two](../up.mjs)\n', format);
    expect(html).toBe('<p><img src="/assets/media/other.5e6f7a8b.png" alt="one"/> <img src="/assets/media/up.9c0d1e2f.png" alt="two"/></p>');
  });

  test('the compiled page imports each relative image once and uses the import as src', async () => {
    const code = await compile('# Images\n\n![a](./assets/diagram.png)\n\n![b](./assets/diagram.png) ![c](assets/photo.jpg)\n', format);
    expect(code).toContain('import __quireImage0 from "./assets/diagram.png"');
    expect(code).toContain('import __quireImage1 from "./assets/photo.jpg"');
    expect(code.match(/from "\.\/assets\/diagram\.png"/g)).toHaveLength(1);
    expect(code.match(/src: __quireImage0/g)).toHaveLength(2);
    expect(code).toContain('src: __quireImage1');
    // No relative URL is left in the output for the browser to resolve against the page's URL.
    expect(code).not.toMatch(/src: "\.?\/?assets\//);
  });

  test('a missing relative image is an error at the image, with its line and column', async () => {
    const error = (await compile('# Images\n\nText\n\n![gone](./assets/missing.png)\n', format).catch((e: unknown) => e)) as {
      message: string;
      line?: number;
      column?: number;
    };
    expect(error.message).toContain('Image not found: ./assets/missing.png');
    expect({ line: error.line, column: error.column }).toEqual({ line: 5, column: 1 });
  });

  test('a root-absolute image (a file of public/) gets the site base, once', async () => {
    expect(await render('![Logo](/logo.png)\n', format)).toBe('<p><img src="/docs/logo.png" alt="Logo"/></p>');
    expect(await render('![Logo](/docs/logo.png)\n', format)).toBe('<p><img src="/docs/logo.png" alt="Logo"/></p>');
    expect(await render('![Logo](/logo.png)\n', format, '/')).toBe('<p><img src="/logo.png" alt="Logo"/></p>');
  });

  test('a root-absolute image is not imported', async () => {
    const code = await compile('![Logo](/logo.png)\n', format);
    expect(code).not.toContain('import __quireImage');
    expect(code).toContain('"/docs/logo.png"');
  });

  test('external and data URLs are left untouched', async () => {
    const html = await render(
      '![a](https://example.com/a.png) ![b](http://example.com/b.png) ![c](//cdn.example.com/c.png) ![d](data:image/gif;base64,R0lGOD)\n',
      format,
    );
    expect(html).toBe(
      '<p><img src="https://example.com/a.png" alt="a"/> <img src="http://example.com/b.png" alt="b"/> <img src="//cdn.example.com/c.png" alt="c"/> <img src="data:image/gif;base64,R0lGOD" alt="d"/></p>',
    );
    const code = await compile('![a](https://example.com/a.png)\n', format);
    expect(code).not.toContain('import __quireImage');
  });

  test('an imported image inside a link, a list and a table cell', async () => {
    const html = await render('[![linked](./pic.mjs)](https://example.com)\n\n- ![item](./pic.mjs)\n\n| a |\n| - |\n| ![cell](./pic.mjs) |\n', format);
    expect(html).toContain('<a href="https://example.com"><img src="/assets/media/pic.1a2b3c4d.png" alt="linked"/></a>');
    expect(html).toContain('<li><img src="/assets/media/pic.1a2b3c4d.png" alt="item"/></li>');
    expect(html).toContain('<td><img src="/assets/media/pic.1a2b3c4d.png" alt="cell"/></td>');
  });

  test('a reference-style image is imported like an inline one', async () => {
    const html = await render('![By reference][pic] and ![shared][PIC] and ![logo][logo]\n\n[pic]: ./pic.mjs "Ref title"\n[logo]: /logo.png\n', format);
    expect(html).toBe(
      '<p><img src="/assets/media/pic.1a2b3c4d.png" alt="By reference" title="Ref title"/> and <img src="/assets/media/pic.1a2b3c4d.png" alt="shared" title="Ref title"/> and <img src="/docs/logo.png" alt="logo"/></p>',
    );
  });
});
