import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { tokenFrom } from './request-context.js';

/** `https://a.tile.example` from a tile template; a `{s}` subdomain becomes `*`. */
export function tileOrigin(tileUrl: string | null): string | null {
  if (!tileUrl) return null;
  const match = /^(https?:\/\/[^/]+)/i.exec(tileUrl.replace(/\{s\}/g, '*'));
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Security headers on every answer (helmet): a strict CSP (scripts only from this origin, no inline script: a page
 * hands its data over as JSON data blocks; styles may be inline because React and Leaflet write style attributes),
 * no framing, nosniff, a strict referrer policy, COOP same-origin, and HSTS only on answers served over HTTPS (a
 * plain-HTTP install must not tell browsers to refuse it).
 */
export function securityHeaders(tileUrl: string | null): RequestHandler[] {
  const tiles = tileOrigin(tileUrl);
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Map tiles come from another origin without CORP headers.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const hsts: RequestHandler = (req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
  return [headers, hsts];
}

/**
 * Answers to a signed-in caller may carry NIC numbers, phone numbers or photos: a shared computer's
 * browser must not keep them. Public answers keep their own caching.
 */
export function noStoreWhenSignedIn(): RequestHandler {
  return (req, res, next) => {
    if (tokenFrom(req.headers) !== null) res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
