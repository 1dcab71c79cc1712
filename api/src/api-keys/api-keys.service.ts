import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { keyActor, type Actor } from '../core/policy/actor.js';
import { Topics } from '../core/events/events.js';
import { announce } from '../core/events/notify.js';
import type { RateLimiter } from '../core/limits/rate-limit.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyErrors } from './api-keys.errors.js';
import { grantOf } from './api-key-scopes.js';

/** `lrk_<prefix>_<secret>`: 8 hex characters shown in lists and logs, then 32 random bytes in base64url. */
const KEY_FORMAT = /^lrk_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;

/** Writes of `lastUsedAt` are spared when the key was used this recently. */
const USE_PRECISION_MS = 60_000;

const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The public prefix of a sent key, for the logs; null when it is not shaped like a key. */
export const keyPrefixOf = (sent: string): string | null => KEY_FORMAT.exec(sent)?.[1] ?? null;

/** Whether a bearer token is an API key rather than a session token. */
export const looksLikeApiKey = (token: string): boolean => token.startsWith('lrk_');

export interface NewApiKey {
  organisation: string;
  /** Checked by the caller with scopesProblem (api-key-scopes.ts). */
  scopes: string[];
  ratePerMinute: number;
}

/** Creates a key and answers it whole: the only time the secret exists outside the caller's hands. */
export async function createApiKey(em: EntityManager, input: NewApiKey): Promise<{ key: string; row: ApiKey }> {
  const prefix = randomBytes(4).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const row = em.create(ApiKey, {
    organisation: input.organisation,
    prefix,
    secretHash: hashSecret(secret),
    scopes: input.scopes,
    ratePerMinute: input.ratePerMinute,
  });
  await em.persist(row).flush();
  return { key: `lrk_${prefix}_${secret}`, row };
}

/**
 * Revokes the key with this prefix; false when there is no such key still in use. Announced in the same transaction,
 * so every instance closes the key's open sockets at once.
 */
export async function revokeApiKey(em: EntityManager, prefix: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    if (!(await tx.nativeUpdate(ApiKey, { prefix, revokedAt: null }, { revokedAt: new Date() }))) return false;
    await announce(tx, Topics.apiKeyRevoked, { prefix });
    return true;
  });
}

export function listApiKeys(em: EntityManager): Promise<ApiKey[]> {
  return em.find(ApiKey, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

/** Whether a sent key is a key still in use (for open WebSockets): no count, no last use. */
export async function apiKeyValid(em: EntityManager, sent: string): Promise<boolean> {
  const [, prefix, secret] = KEY_FORMAT.exec(sent) ?? [];
  return (
    !!prefix && !!secret && (await em.count(ApiKey, { secretHash: hashSecret(secret), prefix, revokedAt: null })) > 0
  );
}

/**
 * The actor of a key sent with a request: UNAUTHENTICATED for an unknown, malformed or revoked key, RATE_LIMITED
 * past the key's requests per minute. Records the last use, at most once a minute.
 */
export async function actorForApiKey(em: EntityManager, limiter: RateLimiter | null, sent: string): Promise<Actor> {
  const [, prefix, secret] = KEY_FORMAT.exec(sent) ?? [];
  if (!prefix || !secret) throw ApiKeyErrors.invalid();
  const key = await em.findOne(ApiKey, { secretHash: hashSecret(secret), prefix, revokedAt: null });
  if (!key) throw ApiKeyErrors.invalid();
  await limiter?.takeKeyRequest(key.id, key.ratePerMinute);
  const now = Date.now();
  if (!key.lastUsedAt || now - key.lastUsedAt.getTime() > USE_PRECISION_MS)
    await em.nativeUpdate(ApiKey, { id: key.id }, { lastUsedAt: new Date(now) });
  return keyActor(grantOf(key));
}
