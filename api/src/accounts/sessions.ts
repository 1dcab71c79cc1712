import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../core/policy/actor.js';
import { DEFAULT_SESSIONS, type SessionSettings } from '../core/config/config.js';
import { Topics } from '../core/events/events.js';
import { announce } from '../core/events/notify.js';
import { Session } from './session.entity.js';
import type { CachedSession, SessionCache } from './session-cache.js';
import type { User } from './user.entity.js';
import type { Role } from '../core/policy/actor.js';

export const SESSION_COOKIE = 'lr_session';

/** Writes of `lastSeenAt` are spared when the session was seen this recently. */
const SEEN_PRECISION_MS = 60_000;

// Set once by the server from its configuration (config `sessions`).
let settings: SessionSettings = DEFAULT_SESSIONS;

export function useSessionSettings(next: SessionSettings): void {
  settings = next;
}

export const sessionSettings = (): SessionSettings => settings;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new session with a new random token: a login never keeps a token the browser had before (rotation). */
export async function createSession(em: EntityManager, user: User): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString('base64url');
  const session = em.create(Session, {
    tokenHash: hashToken(token),
    user,
    expiresAt: new Date(Date.now() + settings.absoluteHours * 3600 * 1000),
  });
  await em.persist(session).flush();
  return { token, session };
}

interface SessionRow {
  id: string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  user_id: number;
  role: Role;
  district_code: string;
  ds_division_code: string | null;
}

export interface ActorLookup {
  /** False for checks that are not activity (the WebSocket sweep): no `lastSeenAt` write, always the database's word. */
  touch?: boolean;
  /** This instance's sessions in memory (session-cache.ts). */
  cache?: SessionCache;
}

/** The actor behind a token, or null when the token is unknown, revoked, past its absolute end or idle too long. */
export async function actorForToken(
  em: EntityManager,
  token: string | null | undefined,
  options: ActorLookup = {},
): Promise<Actor | null> {
  if (!token) return null;
  const now = Date.now();
  const tokenHash = hashToken(token);
  const cache = options.touch === false ? undefined : options.cache;
  const cached = cache?.get(tokenHash, now);
  // Taken before the read: a revocation that overtakes it is not kept.
  const mark = cached ? undefined : cache?.mark();
  const session = cached ?? (await readSession(em, tokenHash, now));
  if (!session) return null;
  if (options.touch !== false && now - session.lastSeenAt > SEEN_PRECISION_MS) {
    await touchSession(em, session.actor.sessionId, now);
    session.lastSeenAt = now;
  }
  if (mark !== undefined) cache!.keep(tokenHash, session, now, mark);
  return session.actor;
}

async function readSession(em: EntityManager, tokenHash: string, now: number): Promise<CachedSession | null> {
  // One indexed read of plain columns: this runs before every signed-in request the cache cannot answer, and loading
  // the session and its user as managed entities cost more than the read itself.
  const rows = await em.getConnection().execute<SessionRow[]>(
    `select s.id, s.last_seen_at, s.expires_at, u.id as user_id, u.role, u.district_code, u.ds_division_code
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = ? and s.revoked_at is null and s.expires_at > ? and s.last_seen_at > ?
      limit 1`,
    [tokenHash, new Date(now), new Date(now - settings.idleMinutes * 60_000)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    actor: {
      userId: row.user_id,
      role: row.role,
      districtCode: row.district_code,
      dsDivisionCode: row.ds_division_code,
      sessionId: row.id,
    },
    expiresAt: new Date(row.expires_at).getTime(),
    lastSeenAt: new Date(row.last_seen_at).getTime(),
  };
}

const touchSession = (em: EntityManager, sessionId: string, now: number) =>
  em.nativeUpdate(Session, { id: sessionId }, { lastSeenAt: new Date(now) });

const endedListeners = new Set<(userId: number) => void>();

/**
 * Tells this process's session caches of a revocation as soon as it is committed: the next request, on this instance,
 * must not find the session in memory before the relay has heard the event. Returns the unsubscribe.
 */
export function onSessionsEnded(listener: (userId: number) => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/**
 * Revocations are announced (`SESSIONS_ENDED`) in the transaction that makes them: every instance then forgets the
 * user's sessions it kept in memory (this process's at once, after the commit).
 */
async function announcedRevocation(
  em: EntityManager,
  revoke: (tx: EntityManager) => Promise<RevokedRow[]>,
): Promise<void> {
  const userId = await em.transactional(async (tx) => {
    const revoked = await revoke(tx);
    if (!revoked.length) return null;
    await announce(tx, Topics.sessionsEnded, { userId: revoked[0]!.user_id, sessionIds: revoked.map((r) => r.id) });
    return revoked[0]!.user_id;
  });
  if (userId !== null) for (const forget of endedListeners) forget(userId);
}

interface RevokedRow {
  id: string;
  user_id: number;
}

/** Revokes the sessions `where` picks (SQL over `sessions`), answering which. */
const revokeWhere = (tx: EntityManager, where: string, values: unknown[]) =>
  tx.execute<RevokedRow[]>(
    `update sessions set revoked_at = ? where ${where} and revoked_at is null returning id, user_id`,
    [new Date(), ...values],
  );

export async function revokeSession(em: EntityManager, actor: Pick<Actor, 'sessionId' | 'userId'>): Promise<void> {
  await announcedRevocation(em, (tx) => revokeWhere(tx, 'id = ?', [actor.sessionId]));
}

/** Ends the session a token belongs to (the token a browser had before logging in again). */
export async function revokeToken(em: EntityManager, token: string): Promise<void> {
  await announcedRevocation(em, (tx) => revokeWhere(tx, 'token_hash = ?', [hashToken(token)]));
}

/** Ends every session of a user but one (after a password change). */
export async function revokeOtherSessions(em: EntityManager, userId: number, keepSessionId: string): Promise<void> {
  await announcedRevocation(em, (tx) => revokeWhere(tx, 'user_id = ? and id <> ?', [userId, keepSessionId]));
}
