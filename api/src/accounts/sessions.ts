import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../shared/actor.js';
import { Session } from './session.entity.js';
import type { User } from './user.entity.js';

export const SESSION_COOKIE = 'lr_session';
export const SESSION_DAYS = 7;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(em: EntityManager, user: User): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString('base64url');
  const session = em.create(Session, {
    tokenHash: hashToken(token),
    user,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
  });
  await em.persist(session).flush();
  return { token, session };
}

/** The actor behind a token, or null when the token is unknown, revoked or expired. */
export async function actorForToken(em: EntityManager, token: string | null | undefined): Promise<Actor | null> {
  if (!token) return null;
  const session = await em.findOne(
    Session,
    { tokenHash: hashToken(token), revokedAt: null, expiresAt: { $gt: new Date() } },
    { populate: ['user'] },
  );
  if (!session) return null;
  const user = session.user;
  return {
    userId: user.id,
    role: user.role,
    districtCode: user.district.code,
    dsDivisionCode: user.dsDivision?.code ?? null,
    sessionId: session.id,
  };
}

export async function revokeSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
}

/** Ends every session of a user but one (after a password change). */
export async function revokeOtherSessions(em: EntityManager, userId: number, keepSessionId: string): Promise<void> {
  await em.nativeUpdate(Session, { user: userId, id: { $ne: keepSessionId }, revokedAt: null }, { revokedAt: new Date() });
}
