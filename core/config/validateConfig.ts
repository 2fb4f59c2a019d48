import type { z } from 'zod';
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

/** The languages of the site, from `locales` or `themeConfig.locales` (the fields they come from). */
const LANGUAGE_FIELDS = ['lang', 'locales', 'themeConfig.locales'];

/**
 * Rules that span several fields, each with the fields it reads: checked once those fields have
 * the right shape (an invalid one was reported already, and is left out of the config they see).
 */
const RULES: { fields: string[]; check: (config: SiteConfig) => string[] }[] = [
  {
    fields: LANGUAGE_FIELDS,
    check: (config) => {
      const seen = new Set<string>();
      return config.locales.flatMap((locale, index) => {
        const twice = seen.has(locale.lang);
        seen.add(locale.lang);
        return twice ? [`locales[${index}].lang: "${locale.lang}" is listed twice`] : [];
      });
    },
  },
  {
    fields: LANGUAGE_FIELDS,
    check: (config) => {
      const langs = config.locales.map((l) => l.lang);
      const errors = langs.includes(config.lang) ? [] : [`lang: "${config.lang}" is not one of the configured locales (${langs.map((l) => `"${l}"`).join(', ')})`];
      config.themeConfig.locales.forEach((locale, index) => {
        if (!langs.includes(locale.lang)) errors.push(`themeConfig.locales[${index}].lang: "${locale.lang}" is not one of the site's languages (${langs.join(', ')})`);
      });
      return errors;
    },
  },
  {
    fields: ['multiVersion'],
    check: ({ multiVersion: { versions, default: defaultVersion } }) =>
      versions.length > 0 && !versions.includes(defaultVersion) ? [`multiVersion.default: "${defaultVersion}" must be one of multiVersion.versions (${versions.join(', ')})`] : [],
  },
];

function checkConsistency(config: SiteConfig, invalidFields: ReadonlySet<string> = new Set()): string[] {
  return RULES.filter((rule) => !rule.fields.some((field) => invalidFields.has(field))).flatMap((rule) => rule.check(config));
}

/** The field a rule reads that an issue is about: its top-level key (a key of themeConfig for those). */
function fieldOf(path: readonly PropertyKey[]): string {
  return path[0] === 'themeConfig' && path.length > 1 ? `themeConfig.${String(path[1])}` : String(path[0] ?? '');
}

/** The fields the issues are about (an unknown key is its own field). */
function invalidFieldsOf(issues: readonly z.core.$ZodIssue[]): Set<string> {
  return new Set(issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys.map((key) => fieldOf([...issue.path, key])) : [fieldOf(issue.path)])));
}

/** The input without those fields (copied; the input is not touched), as if they were unset. */
function withoutFields(input: Record<string, unknown>, fields: ReadonlySet<string>): Record<string, unknown> {
  const rest = { ...input };
  const themeConfig = typeof rest.themeConfig === 'object' && rest.themeConfig !== null ? { ...(rest.themeConfig as Record<string, unknown>) } : rest.themeConfig;
  for (const field of fields) {
    if (field.startsWith('themeConfig.') && themeConfig && typeof themeConfig === 'object') delete (themeConfig as Record<string, unknown>)[field.slice('themeConfig.'.length)];
    else delete rest[field];
  }
  return themeConfig === undefined ? rest : { ...rest, themeConfig };
}

/**
 * Validates a user config and applies every default. Throws one error listing every problem,
 * each with the path of its field, so a single run shows all that needs fixing.
 */
export function validateConfig(input: unknown, configPath = 'the site config'): SiteConfig {
  const result = siteConfigSchema.safeParse(input ?? {});
  if (!result.success) {
    // The rules that span fields are checked too, on the fields that are valid: every problem of
    // the config in one run.
    const invalid = invalidFieldsOf(result.error.issues);
    const valid = typeof input === 'object' && input !== null && !Array.isArray(input) ? siteConfigSchema.safeParse(withoutFields(input as Record<string, unknown>, invalid)) : undefined;
    throw new QuireAggregateError(
      `Invalid config in ${configPath}:`,
      [...formatIssues(result.error.issues, input), ...(valid?.success ? checkConsistency(completed(valid.data), invalid) : [])],
      CONFIG_HINT,
    );
  }
  const config = completed(result.data);
  const errors = checkConsistency(config);
  if (errors.length > 0) throw new QuireAggregateError(`Invalid config in ${configPath}:`, errors, CONFIG_HINT);
  return config;
}

const CONFIG_HINT = 'Fix the fields above; the configuration reference lists every option and its type.';

/** The parsed config with what is derived from it: the languages, the default version. */
function completed(parsed: z.output<typeof siteConfigSchema>): SiteConfig {
  const config: SiteConfig = { ...parsed, locales: resolveLocales(parsed) };
  if (parsed.multiVersion.versions.length > 0 && parsed.multiVersion.default === '') {
    config.multiVersion = { ...parsed.multiVersion, default: parsed.multiVersion.versions[0]! };
  }
  return config;
}
