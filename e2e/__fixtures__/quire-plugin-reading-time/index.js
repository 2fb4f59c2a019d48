// The plugin: Node code, loaded with the site's config. It reaches Quire only through `quire`
// and `quire/plugin-utils`.
const fs = require('node:fs/promises');
const path = require('node:path');
const { definePlugin } = require('quire');
const { QuireAggregateError, describeValue, logger, withBase } = require('quire/plugin-utils');
const { countWords } = require('./words');

const NAME = 'reading-time';
const FILE = 'reading-time.json';

/** The options with their defaults; every problem is reported at once, as Quire reports config errors. */
function checkOptions({ wordsPerMinute = 200, ...others } = {}) {
  const problems = Object.keys(others).map((key) => `${key}: unknown key`);
  if (typeof wordsPerMinute !== 'number' || !(wordsPerMinute > 0)) {
    problems.push(`wordsPerMinute: expected a positive number, got ${describeValue(wordsPerMinute)}`);
  }
  if (problems.length > 0) throw new QuireAggregateError(`Invalid options for plugin "${NAME}":`, problems);
  return { wordsPerMinute };
}

/** The pages that get a reading time: documentation pages, unless their frontmatter opts out. */
function isTimed(page) {
  return page.pageType === 'doc' && page.frontmatter.readingTime !== false && page.frontmatter.noindex !== true;
}

/** What a reader reads of a page's plain Markdown, as the remark step sees it: no code blocks, images or link targets. */
function proseOfMarkdown(markdown) {
  return markdown
    .replace(/^(`{3,}|~{3,}).*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\]\([^)]*\)/g, ']');
}

module.exports = definePlugin((context, rawOptions) => {
  const options = checkOptions(rawOptions);
  const fileUrl = withBase(`/${FILE}`, context.baseUrl);

  /** One entry of reading-time.json. */
  const entryOf = (page, words) => ({
    routePath: page.routePath,
    lang: page.lang,
    title: page.title,
    words,
    minutes: Math.max(1, Math.ceil(words / options.wordsPerMinute)),
  });
  const json = (entries) => `${JSON.stringify({ pages: entries }, null, 2)}\n`;

  return {
    name: NAME,

    markdown: {
      remarkPlugins: [[require.resolve('./remarkReadingTime'), { pluginName: NAME }]],
    },

    async postBuild({ outDir, pages }) {
      const entries = pages
        .filter((page) => isTimed(page) && !page.noIndex && page.pluginData[NAME])
        .map((page) => entryOf(page, page.pluginData[NAME].words));
      await fs.writeFile(path.join(outDir, FILE), json(entries));
      logger.info(`${NAME}: ${entries.length} pages in ${FILE}`);
    },

    injectPageHtmlTags({ page }) {
      if (!isTimed(page)) return undefined;
      return {
        headTags: [{ tagName: 'link', attributes: { rel: 'preload', href: fileUrl, as: 'fetch', crossorigin: 'anonymous' } }],
      };
    },

    async serveDevRequest({ request, pages, readMarkdown }) {
      if (request.pathname !== `/${FILE}`) return undefined;
      const entries = [];
      for (const page of await pages()) {
        if (!isTimed(page)) continue;
        const markdown = await readMarkdown(page.routePath);
        if (markdown !== undefined) entries.push(entryOf(page, countWords(proseOfMarkdown(markdown))));
      }
      return { body: json(entries), contentType: 'application/json' };
    },

    getClientModules() {
      return [require.resolve('./client.mjs')];
    },
  };
});
