import { createHash, randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { CSP_NONCE_PLACEHOLDER } from '../../../shared/page-renderer.js';
import { tokenFrom } from './request-context.js';

/** The per-request nonce that lets the server-rendered page's own inline script run under the CSP. */
export const cspNonce = (res: Response): string => String(res.locals.cspNonce ?? '');

const NONCE_ATTRIBUTE = ` nonce="${CSP_NONCE_PLACEHOLDER}"`;
const NONCED_SCRIPT = new RegExp(`<script${NONCE_ATTRIBUTE}>([\\s\\S]*?)</script>`, 'g');

/** A rendered page for one visitor: its inline scripts carry this answer's nonce. */
export const withNonce = (html: string, res: Response): string =>
  html.replaceAll(NONCE_ATTRIBUTE, ` nonce="${cspNonce(res)}"`);

/** A rendered page shared by many visitors: its inline scripts lose the nonce and are allowed by their hashes. */
export function hashInlineScripts(html: string): { html: string; scriptHashes: string[] } {
  const scriptHashes: string[] = [];
  const shared = html.replace(NONCED_SCRIPT, (_script, body: string) => {
    scriptHashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    return `<script>${body}</script>`;
  });
  return { html: shared, scriptHashes };
}

/** Adds the hashes of a shared page's inline scripts to this answer's script-src. */
export function allowScriptHashes(res: Response, hashes: string[]): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (!hashes.length || typeof policy !== 'string') return;
  res.setHeader(
    'Content-Security-Policy',
    policy.replace(
      /(^|;)script-src ([^;]*)/,
      (_all, lead: string, sources: string) => `${lead}script-src ${sources} ${hashes.join(' ')}`,
    ),
  );
}

/** `https://a.tile.example` from a tile template; a `{s}` subdomain becomes `*`. */
export function tileOrigin(tileUrl: string | null): string | null {
  if (!tileUrl) return null;
  const match = /^(https?:\/\/[^/]+)/i.exec(tileUrl.replace(/\{s\}/g, '*'));
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Security headers on every answer (helmet): a strict CSP (scripts only from this origin or with the request's
 * nonce; styles may be inline because React and Leaflet write style attributes), no framing, nosniff, a strict
 * referrer policy, COOP same-origin, and HSTS only on answers served over HTTPS (a plain-HTTP install must not
 * tell browsers to refuse it).
 */
export function securityHeaders(tileUrl: string | null): RequestHandler[] {
  const tiles = tileOrigin(tileUrl);
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as Response)}'`],
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
  return [nonce, headers, hsts];
}

/**
 * Answers to a signed-in caller may carry NIC numbers, phone numbers or photos (issue 23 #9): a shared computer's
 * browser must not keep them. Public answers keep their own caching.
 */
export function noStoreWhenSignedIn(): RequestHandler {
  return (req, res, next) => {
    if (tokenFrom(req.headers) !== null) res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
