import path from 'node:path';
import { QuireAggregateError } from 'quire/plugin-utils';
import { resolveTypedocOptions } from '../options';

const context = { siteDir: '/site', langs: ['en', 'zh'], defaultLang: 'en' };

describe('typedoc options', () => {
  test('defaults: route api/reference, labels per language, paths made absolute', () => {
    expect(resolveTypedocOptions({ options: { entryPoints: ['src/index.ts'] }, context })).toEqual({
      entryPoints: [path.resolve('/site/src/index.ts')],
      route: 'api/reference',
      labels: { en: 'API Reference', zh: 'API 参考' },
      typedocOptions: {},
    });
  });

  test('route slashes trimmed, sidebarLabel for the default language, locales for the others', () => {
    const resolved = resolveTypedocOptions({
      options: { entryPoints: ['/abs/a.ts'], tsconfig: 'tsconfig.json', route: '/reference/', sidebarLabel: 'Reference', locales: { zh: { sidebarLabel: '参考' } }, typedocOptions: { excludePrivate: true } },
      context,
    });
    expect(resolved).toEqual({
      entryPoints: ['/abs/a.ts'],
      tsconfig: path.resolve('/site/tsconfig.json'),
      route: 'reference',
      labels: { en: 'Reference', zh: '参考' },
      typedocOptions: { excludePrivate: true },
    });
  });

  test('every problem at once, with its path', () => {
    let error: unknown;
    try {
      resolveTypedocOptions({ options: { entryPoints: [], route: 'a/../b', locales: { fr: {} }, typedocOptions: { out: 'x', lang: 'zh' }, extra: 1 }, context });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QuireAggregateError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid options for plugin "typedoc"');
    expect(message).toMatch(/entryPoints.*at least one TypeScript file/);
    expect(message).toMatch(/route.*"api\/reference"/);
    expect(message).toMatch(/locales.*fr|fr.*one of the site's languages/s);
    expect(message).toMatch(/typedocOptions\.out.*set by the plugin/);
    expect(message).toMatch(/typedocOptions\.lang.*set by the plugin/);
    expect(message).toMatch(/extra/);
  });

  test('entryPoints is required', () => {
    expect(() => resolveTypedocOptions({ options: undefined, context })).toThrow(/entryPoints/);
  });
});
