import fs from 'node:fs';
import path from 'node:path';
import { compileMdx } from '../compileMdx';
import { makeSite } from '../../../test-utils/fixtures';
import { loadSite } from '../../server/site';

/*
 * `markdown.shiki.transformers` (Rspress's spelling) in a real site config: its transformers reach
 * the highlighting of every block after Quire's notation, through the same path as
 * `markdown.shikiTransformers` and the plugins' lists; a change of the list changes the Markdown
 * signature (so both caches recompile); a specifier that cannot be found names this option.
 */

jest.setTimeout(60_000);

const files = {
  // A function of its options returning a transformer (CommonJS), as a site writes one.
  'steps/shikiMark.cjs': `module.exports = function shikiMark(options) {
  return { name: 'mark', line(node) { node.properties['data-mark'] = options.mark; } };
};
`,
  'docs/index.md': '# Home\n',
};

const config = (transformers: string) => `export default { markdown: { shiki: { transformers: ${transformers} } } };\n`;

async function loaded(transformers: string) {
  const siteDir = makeSite({ ...files, 'quire.config.ts': config(transformers) });
  return { siteDir, site: await loadSite({ siteDir, mode: 'production', command: 'build' }) };
}

test('its transformers highlight every block, after the notation comments are gone', async () => {
  const { siteDir, site } = await loaded("[['./steps/shikiMark.cjs', { mark: 'from-shiki-option' }]]");
  expect(site.markdown.options.shikiTransformers).toEqual([['./steps/shikiMark.cjs', { mark: 'from-shiki-option' }]]);
  const filePath = path.join(siteDir, 'docs', 'index.md');
  const source = '# Home\n\n```ts\nconst a = 1; // [!code ++]\n```\n';
  fs.writeFileSync(filePath, source);
  const { code } = await compileMdx({ source, filePath, options: site.markdown.options });
  // JSON-escaped inside the compiled module's HTML string.
  expect(code).toContain('<span class=\\"line diff add\\" data-mark=\\"from-shiki-option\\">');
  expect(code).not.toContain('[!code');
});

test('a changed list changes the Markdown signature (the analysis and webpack caches are keyed by it)', async () => {
  const a = (await loaded("[['./steps/shikiMark.cjs', { mark: 'a' }]]")).site.markdown.signature;
  const b = (await loaded("[['./steps/shikiMark.cjs', { mark: 'b' }]]")).site.markdown.signature;
  const none = (await loaded('[]')).site.markdown.signature;
  expect(new Set([a, b, none]).size).toBe(3);
});

test('a specifier that cannot be found fails the load, naming markdown.shiki.transformers', async () => {
  await expect(loaded("['./steps/gone.mjs']")).rejects.toThrow(
    'Cannot load "./steps/gone.mjs" listed in markdown.shikiTransformers of the site config (markdown.shiki.transformers)',
  );
});
