import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AidRequest, AidRequestStatus } from './aid-request.entity.js';

/**
 * Reads the request again under a share lock, in the caller's transaction, and answers whether it is still ongoing.
 * A merge or a delivery committing meanwhile would otherwise leave work attached to a request that is no longer
 * ongoing; the lock holds them off until the caller's transaction ends.
 */
export async function lockWhileOngoing(tx: EntityManager, requestId: number): Promise<boolean> {
  const locked = await tx.findOne(
    AidRequest,
    { id: requestId },
    { lockMode: LockMode.PESSIMISTIC_READ, refresh: true },
  );
  return locked?.status === AidRequestStatus.APPROVED;
}
