import { validateConfig } from '../validateConfig';
import { QuireAggregateError } from '../../errors';

function errorsOf(input: unknown): string[] {
  try {
    validateConfig(input, 'quire.config.ts');
  } catch (error) {
    expect(error).toBeInstanceOf(QuireAggregateError);
    return [...(error as QuireAggregateError).errors];
  }
  throw new Error('expected the config to be rejected');
}

describe('validateConfig', () => {
  test('applies every default in one place', () => {
    const config = validateConfig({});
    expect(config).toMatchObject({
      title: 'Quire',
      description: '',
      base: '/',
      lang: 'en',
      docsDir: 'docs',
      outDir: 'dist',
      route: { cleanUrls: true, exclude: [] },
      multiVersion: { default: '', versions: [] },
      markdown: { showLineNumbers: false, defaultWrapCode: false, remarkPlugins: [], rehypePlugins: [] },
      themeConfig: { darkMode: true, localeRedirect: 'auto', lastUpdated: false, socialLinks: [], locales: [] },
      plugins: [],
      globalUIComponents: [],
    });
    expect(config.locales).toEqual([{ lang: 'en', label: 'English' }]);
  });

  test('reports several errors in one run, each with its path', () => {
    const errors = errorsOf({
      title: 42,
      base: ['/'],
      themeConfig: {
        darkMode: 'yes',
        locales: [
          { lang: 'en', label: 'English' },
          { lang: 5, label: '中文' },
        ],
        localeRedirect: 'sometimes',
      },
      markdown: { showLineNumbers: 'no' },
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        'title: expected a string, received a number (42)',
        'base: expected a string, received an array',
        'themeConfig.darkMode: expected a boolean, received the string "yes"',
        'themeConfig.locales[1].lang: expected a string, received a number (5)',
        'themeConfig.localeRedirect: expected "auto" or "never" or "only-default-lang", received the string "sometimes"',
        'markdown.showLineNumbers: expected a boolean, received the string "no"',
      ]),
    );
    expect(errors).toHaveLength(6);
  });

  test('names unknown keys, nested ones too', () => {
    expect(errorsOf({ titel: 'x', themeConfig: { locales: [{ lang: 'en', label: 'E', colour: 'red' }] } }).sort()).toEqual([
      'themeConfig.locales[0].colour: unknown key',
      'titel: unknown key',
    ]);
  });

  test('explains union fields by the branch the user meant', () => {
    expect(errorsOf({ themeConfig: { sidebar: { '/guide/': [{ text: 'A', link: 3 }] } } })).toEqual([
      'themeConfig.sidebar["/guide/"][0].link: expected a string, received a number (3)',
    ]);
    expect(errorsOf({ logo: 3 })).toEqual(['logo: expected a string or an object, received a number (3)']);
  });

  test('checks rules that span fields', () => {
    expect(errorsOf({ lang: 'fr', locales: [{ lang: 'en', label: 'English' }] })).toEqual([
      'lang: "fr" is not one of the configured locales ("en")',
    ]);
    expect(errorsOf({ multiVersion: { default: 'v3', versions: ['v1', 'v2'] } })).toEqual([
      'multiVersion.default: "v3" must be one of multiVersion.versions (v1, v2)',
    ]);
  });

  test('checks rules that span fields on the valid fields, in the same run as the invalid ones', () => {
    expect(
      errorsOf({
        title: 1,
        lang: 'fr',
        locales: [
          { lang: 'en', label: 'English' },
          { lang: 'en', label: 'Again' },
        ],
        multiVersion: { default: 'v3', versions: ['v1', 'v2'] },
        themeConfig: { darkMode: 'yes' },
      }),
    ).toEqual([
      'title: expected a string, received a number (1)',
      'themeConfig.darkMode: expected a boolean, received the string "yes"',
      'locales[1].lang: "en" is listed twice',
      'lang: "fr" is not one of the configured locales ("en", "en")',
      'multiVersion.default: "v3" must be one of multiVersion.versions (v1, v2)',
    ]);
    // A rule that reads an invalid field is left out: no second message about the same mistake.
    expect(errorsOf({ lang: 'fr', locales: [{ lang: 2, label: 'Two' }], multiVersion: { default: 'v3', versions: ['v1'] } })).toEqual([
      'locales[0].lang: expected a string, received a number (2)',
      'multiVersion.default: "v3" must be one of multiVersion.versions (v1)',
    ]);
  });

  test('derives the languages from themeConfig.locales and normalises the base', () => {
    const config = validateConfig({
      base: 'docs',
      themeConfig: { locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文', title: '文档' }] },
    });
    expect(config.base).toBe('/docs/');
    expect(config.locales).toEqual([
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文', title: '文档' },
    ]);
  });

  test('accepts plugins in every documented form', () => {
    const factory = () => ({ name: 'x' });
    expect(() => validateConfig({ plugins: [factory, [factory, { a: 1 }], 'some-plugin', ['other', {}], { name: 'inline' }, false, null] })).not.toThrow();
    expect(errorsOf({ plugins: [42] })).toEqual([
      'plugins[0]: expected a plugin (a function, [function, options], a module name, [name, options] or a plugin object), received a number (42)',
    ]);
    // Markdown steps: module specifiers or functions, alone or with options; Shiki transformers may be objects.
    expect(() =>
      validateConfig({ markdown: { remarkPlugins: ['remark-gfm', ['./remark-x.mjs', { a: 1 }], factory], rehypePlugins: [[factory, {}]], shikiTransformers: [{ name: 't' }, 'shiki-t'] } }),
    ).not.toThrow();
    expect(errorsOf({ markdown: { remarkPlugins: [42] } })).toEqual([
      'markdown.remarkPlugins[0]: expected a remark/rehype plugin: a module name or path ("remark-math", "./plugins/remarkThing.mjs"), the plugin function, or [either, options], received a number (42)',
    ]);
  });

  test('the message names the config file and tells what to do', () => {
    try {
      validateConfig({ title: 1 }, 'site/quire.config.ts');
    } catch (error) {
      expect((error as QuireAggregateError).format()).toMatch(/^Invalid config in site\/quire.config.ts:\n {2}- title: expected a string/);
      expect((error as QuireAggregateError).format()).toMatch(/Fix the fields above/);
    }
  });
});
