import { LockMode } from '@mikro-orm/core';
import { AuditAction, AuditSubject } from '../../audit/audit-log.entity.js';
import { recordAudit } from '../../audit/audit.service.js';
import { announcePlaceToConfirm, confirmPlace } from '../../geography/stored-place.js';
import { scopeOf } from '../../core/policy/actor.js';
import type { RequestContext } from '../../core/context/context.js';
import { afterRow, DEFAULT_LIST_PAGE, type Keyset } from '../../core/paging/paging.js';
import { authorize } from '../../core/policy/policy.js';
import { findReadOnly, type ReadOnlyRow } from '../../core/paging/read-only-rows.js';
import { AidRequest, AidRequestStatus } from '../aid-request.entity.js';
import { AidRequestErrors } from '../aid-requests.errors.js';
import { AidRequestAbilities } from '../aid-requests.policy.js';
import { AidRequestsService } from '../aid-requests.service.js';

/** Only open requests wait to be placed: a rejected, delivered or merged one is done with. */
const OPEN = [AidRequestStatus.PENDING, AidRequestStatus.APPROVED];

/** The officer's district's open requests whose place is to confirm, oldest first. */
export async function aidRequestsToPlace(
  ctx: RequestContext,
  page: Keyset = { size: DEFAULT_LIST_PAGE, afterId: null },
): Promise<ReadOnlyRow<AidRequest>[]> {
  authorize(ctx.actor, AidRequestAbilities.place);
  const where = {
    district: ctx.actor.districtCode,
    dsDivision: null,
    status: { $in: OPEN },
    ...afterRow('aid_requests', 'created_at', page.afterId, 'asc'),
  };
  return findReadOnly(ctx.em, AidRequest, where, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: page.size });
}

/**
 * An officer of the district places a kept request in a DS division (and optionally a GN division): audited,
 * checked for likely duplicates in its division, and announced to every live list.
 */
export async function placeAidRequest(
  ctx: RequestContext,
  id: number,
  dsDivision: string,
  gnDivision?: string | null,
): Promise<AidRequest> {
  authorize(ctx.actor, AidRequestAbilities.place);
  const actor = ctx.actor;
  const service = new AidRequestsService(ctx);
  return ctx.em.transactional(async (tx) => {
    const request = await tx.findOne(AidRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!request) throw AidRequestErrors.notFound(id);
    // Scoped by district only: a placed request answers PLACE_ALREADY_CONFIRMED to its district's officers.
    authorize(actor, AidRequestAbilities.place, { districtCode: request.district.code });
    confirmPlace(tx, request, dsDivision, gnDivision);
    recordAudit(tx, actor, {
      action: AuditAction.ASSIGN_PLACE,
      subjectType: AuditSubject.AID_REQUEST,
      subjectId: request.id,
      fromStatus: null,
      toStatus: null,
      ...scopeOf(request),
    });
    await tx.flush();
    await service.flagLikelyDuplicates(tx, request);
    await service.announceChange(tx, request, 'PLACED');
    await announcePlaceToConfirm(tx, 'AID_REQUEST', request, 'PLACED');
    return request;
  });
}
