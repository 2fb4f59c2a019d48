// The remark step. Quire loads this file on each compile thread, so it gets only its options.
const { setPageData } = require('quire/plugin-utils');
const { countWords } = require('./words');

/** The text a reader reads: text and inline code, not code blocks, HTML or frontmatter. */
function proseOf(node) {
  if (node.type === 'text' || node.type === 'inlineCode') return `${node.value} `;
  return (node.children ?? []).map(proseOf).join('');
}

module.exports = function remarkReadingTime({ pluginName }) {
  return (tree, file) => {
    setPageData(file, pluginName, { words: countWords(proseOf(tree)) });
  };
};
