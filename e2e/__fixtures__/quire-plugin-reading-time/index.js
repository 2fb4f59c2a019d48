// The plugin: Node code, loaded with the site's config. It reaches Quire only through `quire`
// and `quire/plugin-utils`.
const fs = require('node:fs/promises');
const path = require('node:path');
const { definePlugin, validatePluginOptions } = require('quire');
const { isNoIndex, logger, withBase, z } = require('quire/plugin-utils');

const NAME = 'reading-time';
const FILE = 'reading-time.json';

/** The options and their defaults. A strict object: an unknown key is an error, as in Quire's config. */
const optionsSchema = z.strictObject({
  wordsPerMinute: z.number().positive().default(200),
});

/** The pages that get a reading time: documentation pages, unless they opt out or ask not to be indexed. */
function isTimed(page) {
  return page.pageType === 'doc' && page.frontmatter.readingTime !== false && !isNoIndex(page.frontmatter);
}

module.exports = definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(NAME, optionsSchema, rawOptions);
  const fileUrl = withBase(`/${FILE}`, context.baseUrl);

  /** The entries of reading-time.json: the timed pages, with the words the remark step recorded. */
  const entriesOf = (pages) =>
    pages
      .filter((page) => isTimed(page) && page.pluginData[NAME])
      .map((page) => {
        const { words } = page.pluginData[NAME];
        return {
          routePath: page.routePath,
          lang: page.lang,
          title: page.title,
          words,
          minutes: Math.max(1, Math.ceil(words / options.wordsPerMinute)),
        };
      });
  const json = (entries) => `${JSON.stringify({ pages: entries }, null, 2)}\n`;

  return {
    name: NAME,

    markdown: {
      remarkPlugins: [[require.resolve('./remarkReadingTime'), { pluginName: NAME }]],
    },

    async postBuild({ outDir, pages }) {
      const entries = entriesOf(pages);
      await fs.writeFile(path.join(outDir, FILE), json(entries));
      logger.info(`${NAME}: ${entries.length} pages in ${FILE}`);
    },

    injectPageHtmlTags({ page }) {
      if (!isTimed(page)) return undefined;
      return {
        headTags: [{ tagName: 'link', attributes: { rel: 'preload', href: fileUrl, as: 'fetch', crossorigin: 'anonymous' } }],
      };
    },

    async serveDevRequest({ request, pages }) {
      if (request.pathname !== `/${FILE}`) return undefined;
      return { body: json(entriesOf(await pages())), contentType: 'application/json' };
    },

    getClientModules() {
      return [require.resolve('./client.mjs')];
    },
  };
});
