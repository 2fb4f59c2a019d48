// A remark step given to Quire as a module specifier: the compile workers load it themselves.
const { setPageData } = require('quire/plugin-utils');

function countHeadings(node) {
  return (node.type === 'heading' ? 1 : 0) + (node.children ?? []).reduce((sum, child) => sum + countHeadings(child), 0);
}

module.exports = function remarkProbe({ pluginName, marker }) {
  return (tree, file) => {
    setPageData(file, pluginName, { headings: countHeadings(tree), marker });
  };
};
