import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../shared/actor.js';
import { DEFAULT_SESSIONS, type SessionSettings } from '../shared/config.js';
import { Session } from './session.entity.js';
import type { User } from './user.entity.js';
import type { Role } from '../shared/actor.js';

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
  user_id: number;
  role: Role;
  district_code: string;
  ds_division_code: string | null;
}

/** The actor behind a token, or null when the token is unknown, revoked, past its absolute end or idle too long. */
export async function actorForToken(
  em: EntityManager,
  token: string | null | undefined,
  options: { touch?: boolean } = {},
): Promise<Actor | null> {
  if (!token) return null;
  const now = Date.now();
  // One indexed read of plain columns: this runs before every signed-in request, and loading the session and its
  // user as managed entities cost more than the read itself.
  const rows = await em.getConnection().execute<SessionRow[]>(
    `select s.id, s.last_seen_at, u.id as user_id, u.role, u.district_code, u.ds_division_code
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = ? and s.revoked_at is null and s.expires_at > ? and s.last_seen_at > ?
      limit 1`,
    [hashToken(token), new Date(now), new Date(now - settings.idleMinutes * 60_000)],
  );
  const row = rows[0];
  if (!row) return null;
  if (options.touch !== false && now - new Date(row.last_seen_at).getTime() > SEEN_PRECISION_MS)
    await em.nativeUpdate(Session, { id: row.id }, { lastSeenAt: new Date(now) });
  return {
    userId: row.user_id,
    role: row.role,
    districtCode: row.district_code,
    dsDivisionCode: row.ds_division_code,
    sessionId: row.id,
  };
}

export async function revokeSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
}

/** Ends the session a token belongs to (the token a browser had before logging in again). */
export async function revokeToken(em: EntityManager, token: string): Promise<void> {
  await em.nativeUpdate(Session, { tokenHash: hashToken(token), revokedAt: null }, { revokedAt: new Date() });
}

/** Ends every session of a user but one (after a password change). */
export async function revokeOtherSessions(em: EntityManager, userId: number, keepSessionId: string): Promise<void> {
  await em.nativeUpdate(
    Session,
    { user: userId, id: { $ne: keepSessionId }, revokedAt: null },
    { revokedAt: new Date() },
  );
}
