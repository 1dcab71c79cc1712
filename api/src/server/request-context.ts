import type { IncomingMessage } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { actorForToken, SESSION_COOKIE } from '../accounts/sessions.js';
import type { RequestContext, SessionTransport } from '../shared/context.js';
import type { RateLimiter } from '../shared/rate-limit.js';

/** The token from `Authorization: Bearer …`, else from the session cookie. */
export function tokenFrom(headers: IncomingMessage['headers'], cookies?: Record<string, string | undefined>): string | null {
  const auth = headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  if (cookies) return cookies[SESSION_COOKIE] ?? null;
  const raw = headers.cookie ?? '';
  for (const part of raw.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function cookieTransport(req: Request, res: Response): SessionTransport {
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: req.secure };
  return {
    setSession: (token, expiresAt) => res.cookie(SESSION_COOKIE, token, { ...base, expires: expiresAt }),
    clearSession: () => res.clearCookie(SESSION_COOKIE, base),
  };
}

export async function httpContext(rootEm: EntityManager, limiter: RateLimiter, req: Request, res: Response): Promise<RequestContext> {
  const em = rootEm.fork();
  const sessionToken = tokenFrom(req.headers, req.cookies as Record<string, string | undefined>);
  return {
    em,
    actor: await actorForToken(em, sessionToken),
    clientKey: req.ip ?? 'unknown',
    sessionToken,
    transport: cookieTransport(req, res),
    limiter,
  };
}

/** WebSocket requests: the cookie of the upgrade request, or `authToken` in the connection parameters. */
export function socketToken(request: IncomingMessage, params?: Record<string, unknown> | null): string | null {
  const fromParams = typeof params?.authToken === 'string' ? params.authToken : null;
  return fromParams ?? tokenFrom(request.headers);
}

export async function socketContext(rootEm: EntityManager, limiter: RateLimiter, request: IncomingMessage, params?: Record<string, unknown>): Promise<RequestContext> {
  const em = rootEm.fork();
  const sessionToken = socketToken(request, params);
  return { em, actor: await actorForToken(em, sessionToken), clientKey: request.socket.remoteAddress ?? 'unknown', sessionToken, transport: null, limiter };
}
