import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../policy/actor.js';
import type { RateLimiter } from '../limits/rate-limit.js';

/** How a login or logout reaches the browser: the httpOnly session cookie. Absent over WebSocket. */
export interface SessionTransport {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
}

/** Everything a service needs for one request: a forked EntityManager and who is calling. */
export interface RequestContext {
  em: EntityManager;
  actor: Actor | null;
  /** The caller's network address, for per-client throttling. */
  clientKey: string;
  /** The bearer or cookie token the request came with, if any. */
  sessionToken: string | null;
  transport: SessionTransport | null;
  /** The shared abuse limits (per address, phone, account); null outside requests. */
  limiter: RateLimiter | null;
}
