import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { runInRequestScope } from './request-scope.js';

/** An incoming X-Request-Id is kept when it is short and plain (a proxy's or a client's id); otherwise a new one. */
const SANE_REQUEST_ID = /^[\w.:@-]{1,64}$/;
/** Load balancers probe these every few seconds: their successes are not worth a line. */
const PROBES = new Set(['/livez', '/readyz', '/healthz']);

export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** The path with query values hidden: a query may carry a phone number, a NIC or a token. */
export function maskedUrl(url: string | undefined): string {
  if (!url) return '';
  const [path, query] = url.split('?', 2);
  if (query === undefined) return path!;
  const names = query.split('&').map((pair) => pair.split('=', 1)[0]);
  return `${path}?${names.map((name) => `${name}=…`).join('&')}`;
}

const requestLine = (req: IncomingMessage, res: ServerResponse, responseTime?: number): string =>
  `${req.method} ${maskedUrl((req as { originalUrl?: string }).originalUrl ?? req.url)} ${res.statusCode}${responseTime === undefined ? '' : ` ${Math.round(responseTime)} ms`}`;

/**
 * The access log (one line per request, with its id, status and time; a failed request's line carries its error)
 * and the request scope, so every line logged while serving the request carries the same id.
 */
export function accessLog(logger: Logger): RequestHandler[] {
  const http = pinoHttp({
    logger,
    genReqId: requestIdOf,
    quietReqLogger: true,
    customLogLevel: (_req, res, error) =>
      error || res.err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req) => PROBES.has(maskedUrl(req.url)) },
    // The line says what happened; its fields (req, res, responseTime) carry the same for log tools.
    customSuccessMessage: (req, res, responseTime) => requestLine(req, res, responseTime),
    customErrorMessage: (req, res) => `${requestLine(req, res)} failed`,
    // The public prefix of the API key a request came with (left by the key guard): never the key itself.
    customProps: (_req, res) => {
      const prefix = (res as { locals?: { apiKeyPrefix?: string } }).locals?.apiKeyPrefix;
      return prefix ? { apiKey: prefix } : {};
    },
    serializers: {
      req: (req: { method: string; url: string; remoteAddress?: string }) => ({
        method: req.method,
        url: maskedUrl(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return [http, requestScope];
}

/**
 * Enters the request's scope. Used after the access log, and again after a body parser: the body's stream events do
 * not run in the scope the request started in.
 */
export const requestScope: RequestHandler = (req, res, next) => {
  const { id, log } = req as unknown as { id: string; log: Logger };
  if (!id || !log) return next();
  runInRequestScope({ requestId: id, log, res }, next);
};
