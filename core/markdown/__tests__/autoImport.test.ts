import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderMarkdown } from '../../../test-utils/mdx';
import { recmaAutoImport, remarkAutoImport } from '../remark/autoImport';
import { compileMdx } from '../compileMdx';

/*
 * Auto-imported components through the real MDX compiler: the "theme" is an ES module next to the
 * page, so the added import is evaluated for real when the compiled page runs.
 */

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'quire-auto-import-'));
  // Components without imports of their own (the temp folder cannot resolve react): they return
  // React nodes as arrays and strings.
  await writeFile(
    path.join(root, 'tabs.mjs'),
    "export const Tabs = ({ children }) => ['[tabs]', children, '[/tabs]'];\nexport const Tab = ({ children }) => ['[tab]', children, '[/tab]'];\n",
  );
  await writeFile(path.join(root, 'badge.mjs'), "export const Badge = ({ text }) => `[badge ${text}]`;\n");
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const components = { Tabs: './tabs.mjs', Tab: './tabs.mjs', Badge: './badge.mjs' };

function render(source: string, options: { format?: 'md' | 'mdx'; provided?: Record<string, unknown> } = {}) {
  return renderMarkdown({
    source,
    format: options.format ?? 'mdx',
    filePath: path.join(root, `page.${options.format ?? 'mdx'}`),
    remarkPlugins: [remarkAutoImport({ components })],
    recmaPlugins: [recmaAutoImport],
    components: options.provided as never,
  });
}

describe('auto-imported MDX components', () => {
  it('imports the components a page uses, from their modules', async () => {
    const { html } = await render('# Title\n\n<Tabs>\n  <Tab>one</Tab>\n</Tabs>\n\nA <Badge text="new" /> badge.\n');
    expect(html).toContain('[tabs][tab]one[/tab][/tabs]');
    expect(html).toContain('A [badge new] badge.');
  });

  it('adds no import to a page that uses none', async () => {
    const { html, data } = await render('# Title\n\nNo components here.\n');
    expect(html).toBe('<h1>Title</h1>\n<p>No components here.</p>');
    expect(data.quireAutoImports).toBeUndefined();
  });

  it('lets the provider and <Content components> replace an auto-imported component', async () => {
    const Custom = ({ children }: { children?: unknown }) => `custom:${String(children)}` as never;
    const { html } = await render('<Badge text="x" />\n\n<Tabs>t</Tabs>\n', { provided: { Tabs: Custom } });
    expect(html).toContain('custom:t');
    expect(html).not.toContain('[tabs]');
    expect(html).toContain('[badge x]');
  });

  it("keeps the page's own import or definition of the same name", async () => {
    const source = [
      "import { Tabs } from './tabs.mjs';",
      'export function Badge() { return <b>own badge</b>; }',
      '',
      '<Tabs>mine</Tabs>',
      '',
      '<Badge />',
      '',
    ].join('\n');
    const { html, data } = await render(source);
    expect(html).toBe('[tabs]mine[/tabs]\n<b>own badge</b>');
    expect(data.quireAutoImports).toBeUndefined();
  });

  it('leaves .md pages alone (they have no components)', async () => {
    const { html, data } = await render('# Title\n\nText with `<Tabs>` in code.\n', { format: 'md' });
    expect(html).toBe('<h1>Title</h1>\n<p>Text with <code>&lt;Tabs&gt;</code> in code.</p>');
    expect(data.quireAutoImports).toBeUndefined();
  });

  it("puts the imports before the provider's components in Quire's own compile", async () => {
    const { code } = await compileMdx({
      source: '# Hi\n\n<Tabs><Tab>a</Tab></Tabs>\n',
      filePath: path.join(root, 'quire.mdx'),
      options: { remarkPlugins: [], rehypePlugins: [], development: false, providerImportSource: 'quire/mdx-provider', components },
    });
    expect(code).toContain('import {Tab as _quireAuto_Tab, Tabs as _quireAuto_Tabs} from "./tabs.mjs";');
    expect(code.replace(/\s+/g, ' ')).toContain('Tab: _quireAuto_Tab, Tabs: _quireAuto_Tabs, h1: "h1", ..._provideComponents(), ...props.components');
  });

  it("imports a component that a site's or plugin's remark step added to the page", async () => {
    // A step that turns every paragraph into a <Badge> (as the playground plugin wraps code blocks).
    const remarkBadges = () => (tree: { children: { type: string }[] }) => {
      tree.children = tree.children.map((node) =>
        node.type === 'paragraph' ? ({ type: 'mdxJsxFlowElement', name: 'Badge', attributes: [{ type: 'mdxJsxAttribute', name: 'text', value: 'made' }], children: [] } as never) : node,
      );
    };
    for (const format of ['md', 'mdx'] as const) {
      const { code } = await compileMdx({
        source: '# Hi\n\nA paragraph.\n',
        filePath: path.join(root, `step.${format}`),
        options: { remarkPlugins: [remarkBadges as never], rehypePlugins: [], development: false, providerImportSource: 'quire/mdx-provider', components },
      });
      expect(code).toContain('import {Badge as _quireAuto_Badge} from "./badge.mjs";');
      expect(code.replace(/\s+/g, ' ')).toContain('Badge: _quireAuto_Badge,');
    }
  });
});
