import { disableValidation, enableValidation, needValidate } from 'schema-utils';

/**
 * Creates a webpack plugin or the dev server with options Quire writes itself, skipping their
 * JSON-schema validation (schema-utils compiles each schema with ajv the first time: measured
 * 150-250 ms for mini-css-extract-plugin's and as much for webpack-dev-server's, on every start).
 * Quire's tests cover these options; a site's own plugins and loaders are validated as usual.
 */
export function withOwnOptions<T>(create: () => T): T {
  if (!needValidate()) return create();
  disableValidation();
  try {
    return create();
  } finally {
    enableValidation();
  }
}
