import fs from 'node:fs/promises';
import path from 'node:path';
import { definePlugin, validatePluginOptions } from 'quire';
import webpack from 'webpack';
import { z } from 'zod';

const optionsSchema = z.strictObject({ greeting: z.string() });

/** Upper-cases the text of every `**strong**` node: proves markdown plugins run. */
function remarkShout() {
  return (tree: { children?: unknown[] }) => {
    const visit = (node: { type?: string; value?: string; children?: unknown[] }, inStrong: boolean) => {
      if (node.type === 'text' && inStrong && node.value) node.value = node.value.toUpperCase();
      for (const child of node.children ?? []) visit(child as never, inStrong || node.type === 'strong');
    };
    visit(tree as never, false);
  };
}

export default definePlugin((context, rawOptions: z.input<typeof optionsSchema>) => {
  const options = validatePluginOptions('everything', optionsSchema, rawOptions);
  const here = path.join(context.siteDir, 'plugin');
  return {
    name: 'everything',
    async loadContent() {
      return { entries: ['alpha', 'beta'] };
    },
    async contentLoaded({ content, actions }) {
      const data = await actions.createData('entries.json', content.entries);
      actions.addRoute({ path: '/entries', component: path.join(here, 'client', 'EntriesPage.tsx'), modules: { entries: data }, metadata: {} });
      actions.setGlobalData({ greeting: options.greeting });
    },
    configureWebpack() {
      return { plugins: [new webpack.DefinePlugin({ __BUILT_FOR__: JSON.stringify('quire') })] };
    },
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'meta', attributes: { name: 'from-plugin', content: options.greeting } }],
        postBodyTags: ['<noscript>plugin noscript</noscript>'],
      };
    },
    getClientModules() {
      return [path.join(here, 'client', 'global.css')];
    },
    getThemePath() {
      return path.join(here, 'theme');
    },
    markdown: { remarkPlugins: [remarkShout] },
    globalUIComponents: [path.join(here, 'client', 'Greeting.tsx')],
    async postBuild({ outDir, routes }) {
      await fs.writeFile(path.join(outDir, 'routes.txt'), routes.map((r) => r.path).join('\n'));
    },
  };
});
