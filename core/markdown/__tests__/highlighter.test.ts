import { createCodeHighlighter, embeddedLanguages } from '../highlighter';

const markdownBlock = '---\ntitle: Hi\n---\n\n# Title\n\n```json\n{ "a": 1 }\n```\n\n<div class="x">html</div>\n';

const highlight = async ({ first }: { first?: string }) => {
  const { highlighter, loadLanguage } = await createCodeHighlighter({ engine: 'oniguruma' });
  if (first) await loadLanguage({ lang: first });
  const lang = await loadLanguage({ lang: 'md', code: markdownBlock });
  return highlighter.codeToHtml(markdownBlock, { lang, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false });
};

describe('the build-time highlighter', () => {
  test('finds what a block embeds: fenced languages, frontmatter, HTML, lang attributes', () => {
    expect(embeddedLanguages({ code: markdownBlock }).sort()).toEqual(['html', 'json', 'yaml']);
    expect(embeddedLanguages({ code: '<style lang="scss">a{}</style>\n  ~~~ts\nx\n~~~\n' }).sort()).toEqual(['html', 'scss', 'ts']);
    expect(embeddedLanguages({ code: 'plain text' })).toEqual([]);
  });

  test('a Markdown block comes out the same whatever languages other pages loaded first', async () => {
    const alone = await highlight({});
    expect(await highlight({ first: 'json' })).toBe(alone);
    expect(await highlight({ first: 'yaml' })).toBe(alone);
    // The nested JSON is highlighted (its key in the JSON colours), not left as plain text.
    expect(alone).toContain('--shiki-light:#005CC5;--shiki-dark:#79B8FF">"a"');
  }, 60_000);
});
