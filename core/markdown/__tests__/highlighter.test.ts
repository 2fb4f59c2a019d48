import { createCodeHighlighter } from '../highlighter';

const markdownBlock = '---\ntitle: Hi\n---\n\n# Title\n\n```json\n{ "a": 1 }\n```\n\n<div class="x">html</div>\n';

/** A Markdown block highlighted by a new highlighter, after `first` was highlighted by it. */
const highlight = async ({ first }: { first?: string }) => {
  const { forLanguage } = await createCodeHighlighter({ engine: 'oniguruma' });
  if (first) await forLanguage({ lang: first });
  const { highlighter, lang } = await forLanguage({ lang: 'md' });
  return highlighter.codeToHtml(markdownBlock, { lang, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false });
};

describe('the build-time highlighter', () => {
  test('a Markdown block comes out the same whatever languages other pages loaded first', async () => {
    const alone = await highlight({});
    expect(await highlight({ first: 'json' })).toBe(alone);
    expect(await highlight({ first: 'yaml' })).toBe(alone);
    // The usual nested languages are coloured: the JSON key, in JSON's colours.
    expect(alone).toContain('--shiki-light:#005CC5;--shiki-dark:#79B8FF">"a"');
  }, 60_000);

  test('languages that embed others lazily get a highlighter of their own', async () => {
    const { forLanguage } = await createCodeHighlighter({ engine: 'oniguruma' });
    const [ts, md, mdx] = await Promise.all(['ts', 'md', 'mdx'].map((lang) => forLanguage({ lang })));
    expect(md!.highlighter).not.toBe(ts!.highlighter);
    expect(mdx!.highlighter).not.toBe(md!.highlighter);
    expect(mdx!.highlighter.getLoadedLanguages()).toEqual(expect.arrayContaining(['mdx', 'tsx', 'yaml']));
    expect(ts!.highlighter.getLoadedLanguages()).not.toContain('mdx');
  }, 60_000);
});
