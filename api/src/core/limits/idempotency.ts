import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../context/context.js';
import { AppError } from '../errors/errors.js';

/** What a row made once per key keeps: the scoped key and the hash of the payload it was made from. */
export interface IdempotentRow {
  idempotencyPayload?: string | null;
}

export interface IdempotentWrite {
  /** The stored key: the sent key scoped to its submitter, hashed (never matches another submitter's key). */
  key: string | null;
  payloadHash: string | null;
}

const digest = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** JSON with sorted keys, so the same payload hashes the same whatever the field order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date))
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The signed-in user, or the network address of a visitor: a key means nothing outside its submitter. */
const submitterOf = (ctx: Pick<RequestContext, 'actor' | 'clientKey'>): string =>
  ctx.actor ? `user:${ctx.actor.userId}` : `address:${ctx.clientKey}`;

/** The key as stored: the sent key scoped to its submitter (`user:<id>` or `address:<address>`), hashed. */
export const storedIdempotencyKey = (submitter: string, sent: string): string => digest(`${submitter}\n${sent}`);

export const reusedKey = (): AppError =>
  new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    'This idempotency key was already used for a different submission. Send a new key for a new submission.',
  );

/**
 * Creates once per idempotency key: the key is scoped to its submitter and bound to a hash of the payload.
 * The same key and payload again answer the first row (the caller presents it as for any read); the same key with
 * another payload is IDEMPOTENCY_KEY_REUSED (409). When two retries race, the unique key lets one win.
 */
export async function createOnce<T extends IdempotentRow>(
  ctx: Pick<RequestContext, 'em' | 'actor' | 'clientKey'>,
  sentKey: string | null | undefined,
  payload: unknown,
  find: (em: EntityManager, key: string) => Promise<T | null>,
  create: (write: IdempotentWrite) => Promise<T>,
): Promise<T> {
  const sent = sentKey?.trim();
  if (!sent) return create({ key: null, payloadHash: null });
  const key = storedIdempotencyKey(submitterOf(ctx), sent);
  const payloadHash = digest(stableJson(payload));
  const replay = (row: T): T => {
    if (row.idempotencyPayload && row.idempotencyPayload !== payloadHash) throw reusedKey();
    return row;
  };
  const existing = await find(ctx.em, key);
  if (existing) return replay(existing);
  try {
    return await create({ key, payloadHash });
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await find(ctx.em.fork(), key);
    if (!winner) throw error;
    return replay(winner);
  }
}
