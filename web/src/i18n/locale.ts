import { en, type Catalogue } from './en';

export const LOCALES = ['en', 'si', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];

/** BCP 47 tags for dates and numbers (D3). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

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

export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    /* storage blocked: use English */
  }
  return 'en';
}
