/** Interface languages by their language code. Georgian is `ka` everywhere except the URL. */
export const LOCALES = ['az', 'en', 'ru', 'uz', 'ka'] as const;
export type Locale = (typeof LOCALES)[number];

/** URL prefixes, in the same order as LOCALES. */
export const URL_LANGS = ['az', 'en', 'ru', 'uz', 'ge'] as const;
export type UrlLang = (typeof URL_LANGS)[number];

export const DEFAULT_LOCALE: Locale = 'en';
export const DEFAULT_LANG: UrlLang = 'en';

/** BCP 47 tags for Intl formatting; the default locale formats as en-US. */
export const INTL_TAGS: Record<Locale, string> = {
  az: 'az-AZ',
  en: 'en-US',
  ru: 'ru-RU',
  uz: 'uz-UZ',
  ka: 'ka-GE',
};

/** Names of the languages in themselves, for the language picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  az: 'Azərbaycanca',
  en: 'English',
  ru: 'Русский',
  uz: 'Oʻzbekcha',
  ka: 'ქართული',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isUrlLang(value: unknown): value is UrlLang {
  return typeof value === 'string' && (URL_LANGS as readonly string[]).includes(value);
}

export function langToLocale(lang: UrlLang): Locale {
  return lang === 'ge' ? 'ka' : lang;
}

export function localeToLang(locale: Locale): UrlLang {
  return locale === 'ka' ? 'ge' : locale;
}

/** Maps a language tag (`ru-RU`, `ka`, `ge`, `EN`) to one of ours, or null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'ge') return 'ka';
  return isLocale(primary) ? primary : null;
}

/**
 * Picks the best of our locales from an Accept-Language header, honouring q-values.
 * Returns null when none of ours is acceptable.
 */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const locale = matchLocale(entry.tag);
    if (locale) return locale;
  }
  return null;
}
