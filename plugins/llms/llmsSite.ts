import type { AllContent, LoadContext, NavigationData } from 'quire';
import type { LlmsSite } from './llmsFiles';
import type { ResolvedLlmsOptions } from './options';

/**
 * The site as the llms files see it: languages, base, `siteUrl` (absolute URLs when it is set,
 * root-relative ones with the base when not), the titles and descriptions of each language, and
 * the docs plugin's sidebars and navbar (from `allContent.docs`; a site without them gets its
 * pages in one default group). On a versioned site only the default version is listed.
 */
export function llmsSite({ context, options, allContent }: { context: LoadContext; options: ResolvedLlmsOptions; allContent: AllContent }): LlmsSite {
  const { siteConfig } = context;
  const version = siteConfig.multiVersion.versions.length > 0 ? siteConfig.multiVersion.default : '';
  // The docs plugin's content holds its navigation (`NavigationData`: nav and sidebars by language).
  const docs = allContent.docs as Partial<NavigationData> | undefined;
  const localeOf = (lang: string) => ({
    title: siteConfig.locales.find((locale) => locale.lang === lang)?.title || siteConfig.themeConfig.locales.find((locale) => locale.lang === lang)?.title,
    description:
      siteConfig.locales.find((locale) => locale.lang === lang)?.description || siteConfig.themeConfig.locales.find((locale) => locale.lang === lang)?.description,
  });
  return {
    langs: context.langs,
    defaultLang: context.defaultLang,
    version,
    base: context.baseUrl,
    siteUrl: siteConfig.siteUrl || undefined,
    titleOf: (lang) => localeOf(lang).title || siteConfig.title,
    descriptionOf: (lang) => {
      const own = typeof options.description === 'string' ? options.description : options.description?.[lang];
      return own ?? (localeOf(lang).description || siteConfig.description);
    },
    navigationOf: (lang) => {
      const key = version ? `${version}/${lang}` : lang;
      return { sidebar: docs?.sidebars?.[key], nav: docs?.nav?.[key] };
    },
  };
}
