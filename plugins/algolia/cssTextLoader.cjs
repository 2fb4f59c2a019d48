// A webpack loader: a stylesheet as a JavaScript module whose default export is its text. The
// algolia plugin's modal imports DocSearch's styles through it (`!!<this file>!<stylesheet>`) so
// that they ship in the modal's lazy chunk: Quire extracts every imported stylesheet into the
// site's one stylesheet, which every page loads.
module.exports = function cssTextLoader(source) {
  return `export default ${JSON.stringify(String(source))};`;
};
