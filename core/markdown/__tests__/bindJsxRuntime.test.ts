import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMdx, type MdxCompilerOptions } from '../compileMdx';

/*
 * The JSX runtime read once per page (recma/bindJsxRuntime), through the real compiler: the page
 * module is written to disk with its imports pointed at React's real runtime and a provider module,
 * then imported and rendered.
 */

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'quire-jsx-runtime-'));
  await writeFile(path.join(root, 'provider.mjs'), 'export const useMDXComponents = () => ({ CodeBlock: (props) => props.children });\n');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const PAGE = '# Title\n\nSome *text* and `code`.\n\n- one\n- two\n';

async function compile(development: boolean) {
  const options: MdxCompilerOptions = { remarkPlugins: [], rehypePlugins: [], development, providerImportSource: 'quire-provider' };
  return (await compileMdx({ source: PAGE, filePath: path.join(root, 'page.md'), options })).code;
}

async function renderModule(code: string, name: string): Promise<string> {
  const runtimeSource = /from "(react\/jsx(?:-dev)?-runtime)"/.exec(code)![1]!;
  const linked = code
    .replace(`"${runtimeSource}"`, JSON.stringify(pathToFileURL(require.resolve(runtimeSource)).href))
    .replace('"quire-provider"', JSON.stringify(pathToFileURL(path.join(root, 'provider.mjs')).href));
  const file = path.join(root, `${name}.mjs`);
  await writeFile(file, linked);
  const { default: Content } = (await import(pathToFileURL(file).href)) as { default: ComponentType };
  return renderToStaticMarkup(createElement(Content));
}

describe('the JSX runtime bound once per page', () => {
  test.each([
    ['production', false, 'react/jsx-runtime'],
    ['development', true, 'react/jsx-dev-runtime'],
  ])('%s: one namespace import, local bindings, and the page renders', async (name, development, source) => {
    const code = await compile(development);
    const imports = code.split('\n').filter((line) => line.includes(`from "${source}"`));
    expect(imports).toEqual([`import * as _jsxRuntime from "${source}";`]);
    expect(code).toMatch(/^const \{.*\} = _jsxRuntime;$/m);
    // Every element is a call of a local binding, never of an imported name.
    expect(code).toMatch(development ? /_jsxDEV\(/ : /_jsxs?\(/);
    expect(await renderModule(code, name)).toBe('<h1 id="title">Title</h1>\n<p>Some <em>text</em> and <code>code</code>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  });
});
