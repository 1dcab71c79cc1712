import type express from 'express';
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_QUERY,
  pageLocale,
  type Locale,
} from '../../../shared/locales.js';
import { publicPageOf } from '../../../shared/page-routes.js';

/** The language a page is drawn in for this request: the visitor's cookie, else Accept-Language (cookie-parser ran). */
export const requestLocale = (req: express.Request): Locale =>
  pageLocale((req.cookies as Record<string, string | undefined> | undefined)?.[LOCALE_COOKIE], req.acceptsLanguages());

/**
 * The language switcher's plain form (`?lang=si`, sent without scripts): the choice is remembered as the switcher
 * with scripts does, and the page is asked for again without the parameter (so the shared render stays shared).
 * True when the answer was that redirect.
 */
export function answeredLanguageSwitch(req: express.Request, res: express.Response): boolean {
  const asked = req.query[LOCALE_QUERY];
  if (!isLocale(asked)) return false;
  res.cookie(LOCALE_COOKIE, asked, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_S * 1000,
    sameSite: 'lax',
    secure: req.secure,
  });
  const rest = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
  rest.delete(LOCALE_QUERY);
  const query = rest.toString();
  res.setHeader('Cache-Control', 'no-store');
  // The page's own path, never the address as sent (`//?lang=si` would answer a scheme-relative `//`).
  const page = publicPageOf(req.path) ?? '/';
  res.redirect(303, query ? `${page}?${query}` : page);
  return true;
}
