import { remarkApiDocgen } from '../remarkApi';

/**
 * The Markdown step on the real MDX compiler: `<API moduleName>` gets the component's table as
 * `data`, imported from its JSON file; a wrong name fails at the element with the known names.
 */

const dataFiles = { Badge: '/site/.quire/api-docgen/props-Badge.json', Tabs: '/site/.quire/api-docgen/props-Tabs.json' };

async function compile(source: string): Promise<string> {
  const { compile: compileMdx } = await import('@mdx-js/mdx');
  const file = await compileMdx({ value: source, path: '/site/docs/en/components.mdx' }, { remarkPlugins: [[remarkApiDocgen, { dataFiles }]] as never, jsxImportSource: 'react' });
  return String(file);
}

async function failure(source: string): Promise<string> {
  try {
    await compile(source);
  } catch (error) {
    return String(error);
  }
  throw new Error('expected the compile to fail');
}

describe('remarkApiDocgen', () => {
  test("each <API> is given its component's data, imported once per component", async () => {
    const code = await compile('# Components\n\n<API moduleName="Badge" />\n\nText <API moduleName="Tabs" /> and\n\n<API moduleName="Badge" data={1} />\n');
    expect(code).toContain('import _quireApiDocgen0 from "/site/.quire/api-docgen/props-Badge.json";');
    expect(code).toContain('import _quireApiDocgen1 from "/site/.quire/api-docgen/props-Tabs.json";');
    expect(code.match(/import _quireApiDocgen/g)).toHaveLength(2);
    expect(code.match(/moduleName: "Badge",\s*data: _quireApiDocgen0/g)).toHaveLength(2);
    expect(code).toMatch(/moduleName: "Tabs",\s*data: _quireApiDocgen1/);
    expect(code).not.toContain('data: 1');
  });

  test('an unknown name fails at the element (line:column), listing the known names', async () => {
    const message = await failure('# Components\n\nIntro.\n\n<API moduleName="Badg" />\n');
    expect(message).toContain('5:1');
    expect(message).toContain('Unknown moduleName "Badg" in <API>. Known names: Badge, Tabs. Fix the name, or add the component to the `entries` of quire/plugins/api-docgen.');
  });

  test('a missing name or an expression fails the same way', async () => {
    expect(await failure('<API />\n')).toMatch(/1:1.*<API> needs a moduleName: <API moduleName="Badge" \/>\. Known names: Badge, Tabs\./s);
    expect(await failure('\n<API moduleName={name} />\n')).toMatch(/2:1.*<API> takes moduleName as a plain string/s);
  });

  test("a page's own API component is left alone", async () => {
    const code = await compile('import { API } from "./mine";\n\n<API moduleName="Anything" />\n');
    expect(code).not.toContain('_quireApiDocgen');
  });

  test('pages without <API> are untouched', async () => {
    expect(await compile('# Plain\n\n<Badge text="x" />\n')).not.toContain('_quireApiDocgen');
  });
});
