/** The app's languages (D3), English first: what a page falls back to. */
export const LOCALES = ['en', 'si', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The visitor's chosen language, a cookie so that the server renders every page in it, with or without scripts
 * (a year; written by the language switcher, or by the server for a switch made without scripts).
 */
export const LOCALE_COOKIE = 'lr_locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The query parameter of the language switcher's plain form (`?lang=si`), for browsers without scripts. */
export const LOCALE_QUERY = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of a list of language tags that we have (`si-LK` counts as `si`), or null. */
export function firstKnownLocale(tags: readonly string[]): Locale | null {
  return tags.map((tag) => tag.split('-')[0]!.trim().toLowerCase()).find(isLocale) ?? null;
}

/**
 * The language a page is drawn in: the visitor's choice when they made one, else the first of the browser's
 * languages (Accept-Language, best first) that we have, else English. The server and the browser both ask this.
 */
export function pageLocale(chosen: string | undefined, preferred: readonly string[]): Locale {
  return isLocale(chosen) ? chosen : (firstKnownLocale(preferred) ?? 'en');
}
