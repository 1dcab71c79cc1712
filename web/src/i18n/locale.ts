import { en, type Catalogue } from './en';

export const LOCALES = ['en', 'si', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * BCP 47 tags for dates and numbers (D3), best first. Chromium's own locale data (unlike Node's) has Tamil but no
 * Sinhala: there British English, day first and 24-hour, rather than the American form a bare fallback gives.
 */
export const INTL_LOCALE: Record<Locale, readonly [string, ...string[]]> = {
  en: ['en-GB'],
  si: ['si-LK', 'en-GB'],
  ta: ['ta-LK', 'en-GB'],
};

export const LOCALE_STORAGE_KEY = 'lr.locale';

/** Sinhala and Tamil load when chosen, so English readers never download them. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'si') return (await import('./si')).si;
  if (locale === 'ta') return (await import('./ta')).ta;
  return {};
}

/** English underneath, the chosen language on top: a missing key shows in English. */
export function withFallback(catalogue: Catalogue): Record<string, string> {
  return { ...en, ...catalogue };
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages that we have (`si-LK` counts as `si`); English otherwise. */
export function browserLocale(languages: readonly string[]): Locale {
  const ours = languages.map((tag) => tag.split('-')[0]!.toLowerCase()).find(isLocale);
  return ours ?? 'en';
}

/** The visitor's remembered choice; on a first visit, the browser's language. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    /* storage blocked: the browser's language */
  }
  return browserLocale(navigator.languages ?? []);
}
