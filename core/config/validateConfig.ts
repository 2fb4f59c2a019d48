import type { LocaleConfig, SiteConfig } from '../types';
import { QuireAggregateError } from '../errors';
import { siteConfigSchema } from './configSchema';
import { formatIssues } from './formatIssues';

const defaultLabels: Record<string, string> = { en: 'English', zh: '简体中文', ja: '日本語', ko: '한국어', fr: 'Français', de: 'Deutsch', es: 'Español', ru: 'Русский' };

/** The site's languages: top-level `locales`, else `themeConfig.locales`, else just `lang`. */
function resolveLocales(config: Omit<SiteConfig, 'locales'> & { locales?: LocaleConfig[] }): LocaleConfig[] {
  if (config.locales && config.locales.length > 0) return config.locales;
  if (config.themeConfig.locales.length > 0) {
    return config.themeConfig.locales.map(({ lang, label, title, description }) => ({ lang, label, title, description }));
  }
  return [{ lang: config.lang, label: defaultLabels[config.lang] ?? config.lang }];
}

/** Rules that span several fields, checked once the shape is right. */
function checkConsistency(config: SiteConfig): string[] {
  const errors: string[] = [];
  const langs = config.locales.map((l) => l.lang);
  const seen = new Set<string>();
  config.locales.forEach((locale, index) => {
    if (seen.has(locale.lang)) errors.push(`locales[${index}].lang: "${locale.lang}" is listed twice`);
    seen.add(locale.lang);
  });
  if (!langs.includes(config.lang)) {
    errors.push(`lang: "${config.lang}" is not one of the configured locales (${langs.map((l) => `"${l}"`).join(', ')})`);
  }
  config.themeConfig.locales.forEach((locale, index) => {
    if (!langs.includes(locale.lang)) {
      errors.push(`themeConfig.locales[${index}].lang: "${locale.lang}" is not one of the site's languages (${langs.join(', ')})`);
    }
  });
  const { versions, default: defaultVersion } = config.multiVersion;
  if (versions.length > 0 && !versions.includes(defaultVersion)) {
    errors.push(`multiVersion.default: "${defaultVersion}" must be one of multiVersion.versions (${versions.join(', ')})`);
  }
  return errors;
}

/**
 * Validates a user config and applies every default. Throws one error listing every problem,
 * each with the path of its field, so a single run shows all that needs fixing.
 */
export function validateConfig(input: unknown, configPath = 'the site config'): SiteConfig {
  const result = siteConfigSchema.safeParse(input ?? {});
  if (!result.success) {
    throw new QuireAggregateError(
      `Invalid config in ${configPath}:`,
      formatIssues(result.error.issues, input),
      'Fix the fields above; the configuration reference lists every option and its type.',
    );
  }
  const parsed = result.data;
  const config: SiteConfig = { ...parsed, locales: resolveLocales(parsed) };
  if (parsed.multiVersion.versions.length > 0 && parsed.multiVersion.default === '') {
    config.multiVersion = { ...parsed.multiVersion, default: parsed.multiVersion.versions[0]! };
  }
  const errors = checkConsistency(config);
  if (errors.length > 0) throw new QuireAggregateError(`Invalid config in ${configPath}:`, errors);
  return config;
}
