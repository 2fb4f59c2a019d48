import { isSiteRuntimeError } from '../runtimeErrorFilter';
import { markRenderError } from '../../shared/renderError';

/** The filter runs in the browser from its source text (webpack-dev-server sends it), as here. */
const fromSource = new Function('error', `var filter = ${isSiteRuntimeError.toString()}; return filter(error);`) as (error: Error) => boolean;

const renderError = new Error('Boom went off');
markRenderError(renderError);

const extensionError = Object.assign(new Error('x is not defined'), { stack: 'ReferenceError: x is not defined\n    at chrome-extension://abcdef/content.js:1:2' });

test.each([
  ['a site error', new Error('Boom went off'), true],
  ['a ResizeObserver loop notice', new Error('ResizeObserver loop completed with undelivered notifications.'), false],
  ['a ResizeObserver limit notice', new Error('ResizeObserver loop limit exceeded'), false],
  ['a cross-origin script error', new Error('Script error.'), false],
  ['an error from a browser extension', extensionError, false],
  ['a render error the page boundary caught (React Refresh shows it)', renderError, false],
  ['an error from a Firefox extension', Object.assign(new Error('y'), { stack: 'y@moz-extension://1234/inject.js:3:4' }), false],
])('%s opens the overlay: %s', (_name, error, expected) => {
  expect(isSiteRuntimeError(error)).toBe(expected);
  expect(fromSource(error)).toBe(expected);
});
