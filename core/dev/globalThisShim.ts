/*
 * What React Refresh's client entry gets for `core-js-pure/features/global-this`: the browsers
 * Quire supports have `globalThis`, and the polyfill brought 200 core-js modules into every dev
 * compile and page load. CommonJS, as the entry `require`s it.
 */
module.exports = globalThis;
