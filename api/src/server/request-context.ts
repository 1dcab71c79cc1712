import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { actorForToken, SESSION_COOKIE } from '../accounts/sessions.js';
import type { SessionCache } from '../accounts/session-cache.js';
import type { SocketCredential } from '../accounts/socket-sessions.js';
import { actorForApiKey, looksLikeApiKey } from '../api-keys/api-keys.service.js';
import type { Actor } from '../core/policy/actor.js';
import type { RequestContext, SessionTransport } from '../core/context/context.js';
import type { RateLimiter } from '../core/limits/rate-limit.js';

const bearerOf = (headers: IncomingMessage['headers']): string | null =>
  headers.authorization?.startsWith('Bearer ') ? headers.authorization.slice(7).trim() || null : null;

/** An integrator's API key: the `x-api-key` header, or `Authorization: Bearer lrk_…`. */
export function apiKeyFrom(headers: IncomingMessage['headers']): string | null {
  const header = headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const bearer = bearerOf(headers);
  return bearer && looksLikeApiKey(bearer) ? bearer : null;
}

/** The session token from `Authorization: Bearer …` (an API key is not one), else from the session cookie. */
export function tokenFrom(
  headers: IncomingMessage['headers'],
  cookies?: Record<string, string | undefined>,
): string | null {
  const bearer = bearerOf(headers);
  if (bearer) return looksLikeApiKey(bearer) ? null : bearer;
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

/**
 * The client's address, read when the request arrives (the first middleware) and kept for the request. Read later,
 * it can be gone: Node forgets a socket's peer once the socket is closed, and a request whose connection the proxy
 * dropped during a restart still runs to the end. It scopes idempotency keys, so a retry of that request through
 * another instance must find the same address (a retry stored a second row, keyed under "unknown").
 */
export function rememberClientAddress(req: Request, res: Response, next: () => void): void {
  res.locals.clientAddress = req.ip;
  next();
}

/**
 * Reads a connection's peer address as it opens, which Node then keeps on the socket: a request that reached the
 * first middleware after its connection was closed (the proxy dropping it during a rolling restart) had no address
 * left to read, so its idempotency key fell to "unknown" and the proxy's retry on the other instance made a second
 * row (the deployment check caught one in 117 submissions).
 */
export function keepPeerAddress(socket: Socket): void {
  void socket.remoteAddress;
}

export const clientAddressOf = (req: Request, res: Response): string =>
  (res.locals.clientAddress as string | undefined) ?? req.ip ?? 'unknown';

/** Where the API key guard (api-key-guard.ts) leaves the actor of the request's key. */
export const keyActorOf = (res: Response): Actor | undefined => res.locals.apiKeyActor as Actor | undefined;

export async function httpContext(
  rootEm: EntityManager,
  limiter: RateLimiter,
  sessions: SessionCache,
  req: Request,
  res: Response,
): Promise<RequestContext> {
  const em = rootEm.fork();
  const keyActor = keyActorOf(res);
  const sessionToken = keyActor ? null : tokenFrom(req.headers, req.cookies as Record<string, string | undefined>);
  return {
    em,
    actor: keyActor ?? (await actorForToken(em, sessionToken, { cache: sessions })),
    clientKey: clientAddressOf(req, res),
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

/** WebSocket requests' API key: `apiKey` in the connection parameters, else the upgrade request's headers. */
export function socketApiKey(request: IncomingMessage, params?: Record<string, unknown> | null): string | null {
  return typeof params?.apiKey === 'string' ? params.apiKey : apiKeyFrom(request.headers);
}

/** What the socket sweep checks again and again: the key when one was sent, else the session token. */
export function socketCredential(
  request: IncomingMessage,
  params?: Record<string, unknown> | null,
): SocketCredential | null {
  const apiKey = socketApiKey(request, params);
  if (apiKey) return { kind: 'apiKey', secret: apiKey };
  const token = socketToken(request, params);
  return token ? { kind: 'session', secret: token } : null;
}

/** Each subscription made with a key counts as one of its requests; an unknown or revoked key is refused (throws). */
export async function socketContext(
  rootEm: EntityManager,
  limiter: RateLimiter,
  sessions: SessionCache,
  request: IncomingMessage,
  params?: Record<string, unknown>,
): Promise<RequestContext> {
  const em = rootEm.fork();
  const apiKey = socketApiKey(request, params);
  const sessionToken = apiKey ? null : socketToken(request, params);
  const actor = apiKey
    ? await actorForApiKey(em, limiter, apiKey)
    : await actorForToken(em, sessionToken, { cache: sessions });
  return { em, actor, clientKey: request.socket.remoteAddress ?? 'unknown', sessionToken, transport: null, limiter };
}
