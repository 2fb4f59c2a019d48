import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { compileMdx } from '../compileMdx';
import { staticContentBody, themeRendersStatically } from '../staticContent';
import { STATIC_CONTENT_IMPORTS } from '../../shared/staticContentImports';
import type { MdxCompilerOptions } from '../../types';

/*
 * Static content through the real compiler: which pages are static, and their function bodies
 * render what the module would.
 */

const provider = '/quire/core/client/mdx/provider.tsx';
const options: MdxCompilerOptions = { remarkPlugins: [], rehypePlugins: [], development: false, providerImportSource: provider, staticContent: true };

const compile = (source: string, file = 'page.md') => compileMdx({ source, filePath: path.join('/site/docs/en', file), options });

/** Evaluates a function body the way the build's renderer does, with components given through the provider. */
function renderBody(body: string, components: Record<string, ComponentType<any>>): string {
  const imports: Record<string, unknown> = { [STATIC_CONTENT_IMPORTS.jsxRuntime]: jsxRuntime, [STATIC_CONTENT_IMPORTS.provider]: { useMDXComponents: () => components } };
  const page = new Function('__quireImport', body)((name: string) => imports[name]) as { default: ComponentType; frontmatter: unknown };
  return renderToStaticMarkup(createElement(page.default));
}

const Callout = ({ type, children }: { type: string; children?: unknown }) => createElement('aside', { className: type }, children as never);
const CodeBlock = ({ code, children }: { code: string; children?: unknown }) => createElement('div', { 'data-code': code }, children as never);

describe('static content', () => {
  test('a Markdown page with code blocks and containers is static; its body renders its content', async () => {
    const page = await compile('---\ntitle: Start\n---\n# Start\n\nSome *text* and a [link](/a).\n\n```ts\nconst a = 1;\n```\n\n:::tip\nA tip.\n:::\n');
    expect(page.analysis.staticContent).toBe(true);
    expect(page.staticBody).toBeDefined();
    const html = renderBody(page.staticBody!, { Callout, CodeBlock } as never);
    expect(html).toContain('<h1 id="start">Start</h1>');
    expect(html).toContain('<em>text</em>');
    expect(html).toContain('<a href="/a">link</a>');
    expect(html).toContain('<aside class="tip"><p>A tip.</p></aside>');
    expect(html).toContain('data-code="const a = 1;"');
    // The frontmatter is returned too.
    const evaluated = new Function('__quireImport', page.staticBody!)(() => ({ ...jsxRuntime, useMDXComponents: () => ({}) })) as { frontmatter: unknown };
    expect(evaluated.frontmatter).toEqual({ title: 'Start' });
  });

  test('intrinsic JSX and expressions in MDX are static too', async () => {
    const page = await compile('# Sum\n\n<div className="note">{1 + 1}</div>\n', 'page.mdx');
    expect(page.analysis.staticContent).toBe(true);
    expect(renderBody(page.staticBody!, {})).toContain('<div class="note">2</div>');
  });

  test.each([
    ['an import', "import Chart from './Chart';\n\n# Chart\n\n<Chart />\n"],
    ['a component of its own', '# Tabs\n\n<Tabs />\n'],
    ['an export besides the page', 'export const data = 1;\n\n# Data\n'],
  ])('an MDX page with %s is not', async (_, source) => {
    const page = await compile(source, 'page.mdx');
    expect(page.analysis.staticContent).toBeUndefined();
    expect(page.staticBody).toBeUndefined();
  });

  test('nothing is static without the option', async () => {
    const page = await compileMdx({ source: '# Plain\n', filePath: '/site/docs/en/plain.md', options: { ...options, staticContent: false } });
    expect(page.analysis.staticContent).toBeUndefined();
  });

  test('a body reads its imports by name, whatever their specifiers were', () => {
    const code = `import * as _jsxRuntime from "react/jsx-runtime";\nimport {useMDXComponents as _provide} from "${provider}";\nexport default function MDXContent() { return null; }\nexport const frontmatter = {};\n`;
    const body = staticContentBody({ code, providerImportSource: provider })!;
    expect(body).toContain(`const _jsxRuntime = __quireImport("${STATIC_CONTENT_IMPORTS.jsxRuntime}");`);
    expect(body).toContain(`const _provide = __quireImport("${STATIC_CONTENT_IMPORTS.provider}")["useMDXComponents"];`);
    expect(body).toContain('return { default: MDXContent, frontmatter };');
    expect(staticContentBody({ code: code.replace(provider, '/another/provider.js'), providerImportSource: provider })).toBeUndefined();
  });

  test("pages are static only while the default theme renders the Markdown's parts", () => {
    const theme = '/quire/theme';
    const aliases = Object.fromEntries(['MDXComponents', 'CodeBlock', 'Callout', 'Heading', 'Table'].map((name) => [`@theme/${name}`, `${theme}/${name}/index.tsx`]));
    expect(themeRendersStatically({ themeAliases: aliases, defaultThemeDir: theme })).toBe(true);
    expect(themeRendersStatically({ themeAliases: { ...aliases, '@theme/CodeBlock': '/site/theme/CodeBlock.tsx' }, defaultThemeDir: theme })).toBe(false);
    const { '@theme/Callout': _callout, ...withoutCallout } = aliases;
    expect(themeRendersStatically({ themeAliases: withoutCallout, defaultThemeDir: theme })).toBe(false);
  });
});
