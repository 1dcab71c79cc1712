import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, pageLocale, type Locale } from '@shared/locales';
import { en, type Catalogue } from './en';

export { isLocale, LOCALES, type Locale } from '@shared/locales';

/**
 * BCP 47 tags for dates and numbers (D3), best first. Chromium's own locale data (unlike Node's) has Tamil but no
 * Sinhala: there British English, day first and 24-hour, rather than the American form a bare fallback gives.
 */
export const INTL_LOCALE: Record<Locale, readonly [string, ...string[]]> = {
  en: ['en-GB'],
  si: ['si-LK', 'en-GB'],
  ta: ['ta-LK', 'en-GB'],
};

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

/**
 * The language to start in. A page the server drew is in the language it chose (`<html lang>`, from the visitor's
 * cookie or Accept-Language) and hydrates in it; a page drawn in the browser asks the same rule itself.
 */
export function startingLocale(serverRendered: boolean): Locale {
  const drawn = document.documentElement.lang;
  if (serverRendered && isLocale(drawn)) return drawn;
  return pageLocale(cookieValue(LOCALE_COOKIE), navigator.languages ?? []);
}

/**
 * The page's `<html lang>`, written only when it changes: Chromium restyles the whole page on any write of it, the
 * same value included (some 55 ms at 4x CPU throttling on a form page, once in the start and once in the provider).
 */
export function showLocale(locale: Locale): void {
  const page = document.documentElement;
  if (page.lang !== locale) page.lang = locale;
}

/** The choice for every later page, the server's renders included (they read the cookie, not the browser's storage). */
export function rememberLocale(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}

/** The language the visitor chose (the cookie), if they did. */
export function chosenLocale(): Locale | null {
  const chosen = cookieValue(LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : null;
}

function cookieValue(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
}
