import { QuireAggregateError } from 'quire/plugin-utils';

/**
 * The plugin's `compilerOptions`, written as in a tsconfig.json (`"jsx": "react-jsx"`), as the
 * values TypeScript's API takes (`jsx: 4`): converted by TypeScript itself, every unknown option
 * or wrong value reported at once. No options: TypeScript is not even loaded here.
 */
export function compilerOptionsFromJson({ compilerOptions, siteDir }: { compilerOptions: Record<string, unknown>; siteDir: string }): Record<string, unknown> {
  if (Object.keys(compilerOptions).length === 0) return {};
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ts = require('typescript') as typeof import('typescript');
  const { options, errors } = ts.convertCompilerOptionsFromJson(compilerOptions, siteDir);
  if (errors.length > 0) {
    throw new QuireAggregateError(
      'Invalid options for plugin "twoslash":',
      errors.map((error) => `compilerOptions: ${ts.flattenDiagnosticMessageText(error.messageText, ' ')}`),
      'Write them as in a tsconfig.json\'s "compilerOptions" ({ "jsx": "react-jsx", "strict": true }).',
    );
  }
  return options as Record<string, unknown>;
}
