import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../errors/errors.js';

/** A browser sends cookies (ours among them) and no bearer token: its requests can be forged by another site. */
export function isCookieAuthenticated(headers: IncomingHttpHeaders): boolean {
  return !headers.authorization?.startsWith('Bearer ') && Boolean(headers.cookie);
}

/**
 * True when a browser says the request comes from another site: `Sec-Fetch-Site: cross-site`, or an `Origin` whose
 * host is not the one asked (`null` included). No Origin at all is a non-browser client (or a same-origin GET).
 */
export function isCrossSite(headers: IncomingHttpHeaders, host = headers.host): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The refusal of a request `isCrossSite` caught (REST writes by cookie, the forms posted without scripts). */
export const crossSiteRefusal = (): AppError => AppError.coded('CROSS_SITE_REQUEST', 'CROSS_SITE_REQUEST');
