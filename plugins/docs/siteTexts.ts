import path from 'node:path';
import { z } from 'zod';
import { formatIssues, formatLocation, QuireAggregateError } from 'quire/plugin-utils';
import { readJsonFile } from './navigation/readJsonFile';

/** The site's `i18n.json`: `{ "key": { "en": "...", "zh": "..." } }`, resolved for each language of the site. */
export interface SiteTexts {
  /** Language -> key -> text, each language complete (a text it lacks is another language's: see readSiteTexts). */
  byLang: Record<string, Record<string, string>>;
  /** Problems that do not stop the site (a key without a text in one language), each once. */
  warnings: string[];
}

const tableSchema = z.record(z.string(), z.record(z.string(), z.string()));

export const SITE_TEXTS_FILE = 'i18n.json';

/** `zh` for `zh-CN`: a table written for the base language serves its regional ones. */
const baseLang = (lang: string) => lang.split('-')[0]!;

/**
 * Reads `<site>/i18n.json` (none: an empty table). Each key gets a text in every language of the
 * site: its own, else its base language's (`zh` for `zh-CN`), else the default language's, else
 * the key itself; a language left without its own text is one warning per key. Invalid JSON or a
 * wrong shape fails, with the line and column or the key's path.
 */
export async function readSiteTexts({ siteDir, langs, defaultLang }: { siteDir: string; langs: string[]; defaultLang: string }): Promise<SiteTexts> {
  const file = path.join(siteDir, SITE_TEXTS_FILE);
  const read = await readJsonFile({ file });
  const byLang: SiteTexts['byLang'] = Object.fromEntries(langs.map((lang) => [lang, {}]));
  if (read.status === 'missing') return { byLang, warnings: [] };
  const hint = 'i18n.json maps each key to its text in each language: { "gettingStarted": { "en": "Getting Started", "zh": "快速开始" } }.';
  if (read.status === 'invalid') {
    throw new QuireAggregateError('The site\'s i18n.json could not be read:', [`${formatLocation({ file: SITE_TEXTS_FILE, line: read.line, column: read.column })}: ${read.message}`], hint);
  }
  const parsed = tableSchema.safeParse(read.data);
  if (!parsed.success) {
    throw new QuireAggregateError('The site\'s i18n.json has problems:', formatIssues(parsed.error.issues, read.data).map((issue) => `${SITE_TEXTS_FILE}: ${issue}`), hint);
  }
  const warnings: string[] = [];
  for (const [key, texts] of Object.entries(parsed.data)) {
    const missing: string[] = [];
    for (const lang of langs) {
      const own = texts[lang] ?? texts[baseLang(lang)];
      if (own === undefined) missing.push(lang);
      byLang[lang]![key] = own ?? texts[defaultLang] ?? texts[baseLang(defaultLang)] ?? key;
    }
    if (missing.length > 0) {
      const fallback = missing.includes(defaultLang) || (texts[defaultLang] ?? texts[baseLang(defaultLang)]) === undefined ? 'the key itself' : `the ${defaultLang} text`;
      warnings.push(`i18n.json: "${key}" has no ${missing.map((lang) => `"${lang}"`).join(', ')} text; ${fallback} is shown there.`);
    }
  }
  return { byLang, warnings };
}

/**
 * A label in `_meta.json`/`_nav.json` that is not a key of the table but is written like one
 * (`gettingStarted`, `nav.guide`, `plugin_list`: no spaces, a lower-case start, and a capital,
 * `.` or `_` inside), so it is most likely a key missing from `i18n.json`, or a typo of one.
 */
export function looksLikeKey(label: string): boolean {
  return /^[a-z][a-z0-9]*(?:[A-Z][a-zA-Z0-9]*)+$/.test(label) || /^[a-z][a-zA-Z0-9]*(?:[._][a-zA-Z][a-zA-Z0-9]*)+$/.test(label);
}

/** Translates navigation labels for one language and gathers the key-like labels the table lacks. */
export interface LabelTranslator {
  /** The label's text in `lang` when it is a key of the table, else the label as written. `file` is where it was written, for the warning. */
  translate(args: { label: string; lang: string; file: string }): string;
  /** One warning per unknown key-like label, naming the files it is in. */
  warnings(): string[];
}

export function createLabelTranslator({ texts }: { texts: SiteTexts }): LabelTranslator {
  const unknown = new Map<string, Set<string>>();
  return {
    translate({ label, lang, file }) {
      const text = texts.byLang[lang]?.[label];
      if (text !== undefined) return text;
      if (looksLikeKey(label)) {
        if (!unknown.has(label)) unknown.set(label, new Set());
        unknown.get(label)!.add(file);
      }
      return label;
    },
    warnings() {
      return [...unknown]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([label, files]) => {
          const where = [...files].sort();
          return `the label "${label}" (${where.slice(0, 3).join(', ')}${where.length > 3 ? `, and ${where.length - 3} more` : ''}) looks like a key of i18n.json, which has no key "${label}": it is shown as written. Add the key to i18n.json, or write the label as text.`;
        });
    },
  };
}
