// A plugin as a user would publish it: plain CommonJS, importing Quire only through its public
// entry points (`quire`, `quire/plugin-utils`; its browser module needs nothing from Quire).
const fs = require('node:fs/promises');
const path = require('node:path');
const { definePlugin, validatePluginOptions } = require('quire');
const { z } = require('quire/plugin-utils');

const NAME = 'probe';

const optionsSchema = z.object({
  /** Written into every page's recorded data by the remark step, to prove options reach the workers. */
  marker: z.string().default('probe'),
});

/** The virtual pages: one per language, listed in `_meta.json` next to the site's own pages. */
const virtualPages = [
  {
    routePath: '/guide/virtual',
    content: [
      '---',
      'description: A page the probe plugin adds.',
      '---',
      '',
      '# Probe virtual page',
      '',
      '## Generated section',
      '',
      'The probe plugin wrote this page: probevirtualmarker.',
      '',
      'Back to [the introduction](/guide/intro).',
      '',
    ].join('\n'),
  },
  {
    routePath: '/zh/guide/virtual',
    content: ['# 探针虚拟页面', '', '## 生成的小节', '', '探针插件写下了这一页：probevirtualmarker。', ''].join('\n'),
  },
];

module.exports = definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(NAME, optionsSchema, rawOptions);
  /** What allContentLoaded read through pageData(): source file -> recorded data. */
  let recorded = [];
  return {
    name: NAME,
    addPages() {
      return virtualPages;
    },
    markdown: {
      remarkPlugins: [[require.resolve('./remarkProbe'), { pluginName: NAME, marker: options.marker }]],
    },
    async allContentLoaded({ pageData }) {
      recorded = await pageData();
    },
    injectPageHtmlTags({ page }) {
      if (page.lang !== 'en') return undefined;
      return { headTags: [{ tagName: 'meta', attributes: { name: 'probe-lang', content: page.lang } }] };
    },
    getClientModules() {
      return [require.resolve('./client.js')];
    },
    serveDevRequest({ request }) {
      if (request.pathname !== '/probe/dev.json') return undefined;
      return { body: JSON.stringify({ servedBy: NAME, recorded: recorded.length }), contentType: 'application/json' };
    },
    async postBuild({ outDir, pages }) {
      const listed = pages.map((page) => ({
        routePath: page.routePath,
        lang: page.lang,
        title: page.title,
        noIndex: page.noIndex,
        lastUpdatedTime: page.lastUpdatedTime ?? null,
        htmlFile: page.htmlFile,
        markdownFile: page.markdownFile ?? null,
        headings: page.toc.length,
        data: page.pluginData[NAME] ?? null,
      }));
      const report = {
        pages: listed,
        fromAllContentLoaded: recorded.map((entry) => ({ file: path.relative(context.siteDir, entry.sourceFilePath), data: entry.data })),
      };
      await fs.writeFile(path.join(outDir, 'probe-pages.json'), JSON.stringify(report, null, 2));
    },
  };
});
