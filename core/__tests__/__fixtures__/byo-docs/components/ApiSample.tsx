import { CodeBlock } from 'quire/theme';

const methods = ['get', 'post', 'delete'];

/** A code sample built from data: the code string is made at render time. */
export default function ApiSample({ resource }: { resource: string }) {
  const code = methods.map((method) => `client.${method}('/${resource}');`).join('\n');
  return <CodeBlock code={code} lang="ts" />;
}
