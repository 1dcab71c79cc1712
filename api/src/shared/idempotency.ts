import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Creates once per idempotency key: a repeated key answers what the first call created; when two retries race,
 * the unique key lets one win and the other answers the winner's row.
 */
export async function createOnce<T>(em: EntityManager, sentKey: string | null | undefined, find: (em: EntityManager, key: string) => Promise<T | null>, create: (key: string | null) => Promise<T>): Promise<T> {
  const key = sentKey?.trim() || null;
  if (key) {
    const existing = await find(em, key);
    if (existing) return existing;
  }
  try {
    return await create(key);
  } catch (error) {
    if (!key || !(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await find(em.fork(), key);
    if (!winner) throw error;
    return winner;
  }
}
