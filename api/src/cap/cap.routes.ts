import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { sendError } from '../rest/rest.js';
import type { CapSettings } from './cap.settings.js';
import type { RequestContext } from '../core/context/context.js';
import { AppError } from '../core/errors/errors.js';
import { stateOf } from '../alerts/alert-expiry.js';
import { alertPage, pageLanguage, scriptFontFaces } from './alert-page.js';
import { ALERT_STATE_HEADER, alertStateHeader } from './alert-state-texts.js';
import { atomFeed, rssFeed } from './cap-feeds.js';
import { capAreasOf } from './cap-message.js';
import { capXmlAsSent } from './cap-signature.js';
import { coveredDsCodes } from '../alerts/alert-areas.js';
import { CapService } from './cap.service.js';

/** The file names of the web build's assets (none when the server runs without a build, as in most tests). */
function webAssetNames(webDist: string | undefined): string[] {
  if (!webDist) return [];
  try {
    return readdirSync(join(webDist, 'assets'));
  } catch {
    return [];
  }
}

/** Consumers poll: they may keep a copy but must ask again each time (a 304 is cheap), so a new alert shows at once. */
const CACHE_CONTROL = 'public, no-cache';

/**
 * RFC 9110 §13.2.2 as an origin server evaluates it: If-None-Match decides when present, else If-Modified-Since.
 * (Express's req.fresh answers "stale" to any request with Cache-Control: no-cache, which fetch() adds to every
 * conditional request: that rule is for caches, not for the origin.)
 */
export function notModified(req: Request, etag: string, lastModified: Date): boolean {
  const noneMatch = req.get('if-none-match');
  if (noneMatch)
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => tag.trim().replace(/^W\//u, '') === etag);
  const since = Date.parse(req.get('if-modified-since') ?? '');
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** Sends a body with a strong ETag and Last-Modified, or 304 when the client's copy is current. */
function sendConditional(req: Request, res: Response, body: string, type: string, lastModified: Date): void {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', lastModified.toUTCString());
  res.setHeader('Vary', 'Accept-Encoding');
  if (notModified(req, etag, lastModified)) {
    res.status(304).end();
    return;
  }
  res.type(type).send(body);
}

/** The CAP messages, the Atom and RSS feeds of active alerts, and the public page of each alert. */
export function capRouter(
  context: (req: Request, res: Response) => Promise<RequestContext>,
  settings: CapSettings,
  log: (e: unknown) => void,
  webDist?: string,
): Router {
  const router = Router();
  const fontFaces = scriptFontFaces(webAssetNames(webDist));
  const service = async (req: Request, res: Response) =>
    new CapService(await context(req, res), settings, settings.publicUrl);
  const answer = (handler: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    try {
      await handler(req, res);
    } catch (error) {
      sendError(res, error, false, log);
    }
  };
  // A page for an alert that does not exist is the web app's Not Found page, not a JSON error.
  const page =
    (handler: (req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        await handler(req, res);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') next();
        else sendError(res, error, false, log);
      }
    };

  router.get(
    '/cap/alerts.atom',
    answer(async (req, res) => {
      const cap = await service(req, res);
      const { messages, updated } = await cap.feed();
      sendConditional(
        req,
        res,
        atomFeed(messages, cap.baseUrl, updated, settings.senderName),
        'application/atom+xml; charset=utf-8',
        updated,
      );
    }),
  );
  router.get(
    '/cap/alerts.rss',
    answer(async (req, res) => {
      const cap = await service(req, res);
      const { messages, updated } = await cap.feed();
      sendConditional(req, res, rssFeed(messages, cap.baseUrl, updated), 'application/rss+xml; charset=utf-8', updated);
    }),
  );
  router.get(
    '/cap/alerts/:file',
    answer(async (req, res) => {
      const file = String(req.params.file);
      const cap = await service(req, res);
      const alert = await cap.alert(file.endsWith('.xml') ? file.slice(0, -4) : '');
      const message = cap.messageOf(alert);
      res.setHeader(ALERT_STATE_HEADER, alertStateHeader(stateOf(alert)));
      sendConditional(
        req,
        res,
        capXmlAsSent(message.xml, settings),
        'application/cap+xml; charset=utf-8',
        message.sent,
      );
    }),
  );
  router.get(
    '/alerts/:id',
    page(async (req, res) => {
      const cap = await service(req, res);
      const alert = await cap.alert(String(req.params.id));
      const message = cap.messageOf(alert);
      const language = pageLanguage(req.query.lang, req.acceptsLanguages());
      const state = stateOf(alert);
      res.setHeader('Vary', 'Accept-Language, Accept-Encoding');
      res.setHeader('Content-Language', language);
      res.setHeader(ALERT_STATE_HEADER, alertStateHeader(state));
      const html = alertPage({
        alert,
        message,
        areas: capAreasOf(coveredDsCodes(alert)),
        language,
        baseUrl: cap.baseUrl,
        fontFaces,
      });
      // The page gains its expiry note when the alert expires: a client asking If-Modified-Since must see it change.
      const changed = alert.resolvedAt ?? (state === 'EXPIRED' ? message.expires : alert.issuedAt);
      sendConditional(req, res, html, 'text/html; charset=utf-8', changed);
    }),
  );
  return router;
}
