import { GeographyErrors } from '../../geography/geography.errors.js';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { closesOngoingIntoPending, type DuplicateReason } from '../../../../shared/duplicate-rules.js';
import { User } from '../../accounts/user.entity.js';
import { AuditAction, AuditSubject } from '../../audit/audit-log.entity.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, scopeOf } from '../../core/policy/actor.js';
import type { RequestContext } from '../../core/context/context.js';
import { Topics } from '../../core/events/events.js';
import { announce } from '../../core/events/notify.js';
import type { Keyset } from '../../core/paging/paging.js';
import { authorize, workArea } from '../../core/policy/policy.js';
import { AidRequest, AidRequestStatus } from '../aid-request.entity.js';
import { AidRequestErrors } from '../aid-requests.errors.js';
import { AidRequestsService } from '../aid-requests.service.js';
import { AidRequestDuplicate, DuplicatePairState } from './aid-request-duplicate.entity.js';
import { DuplicateErrors } from './duplicates.errors.js';
import { DuplicateAbilities } from './duplicates.policy.js';
import { DuplicatePairView } from './duplicates.types.js';
import { runMergeHooks } from './merge-hooks.js';

/** Requests that may still be merged, or flagged: pending or ongoing. */
const OPEN_STATUSES = [AidRequestStatus.PENDING, AidRequestStatus.APPROVED];
const isOpen = (request: AidRequest) => OPEN_STATUSES.includes(request.status);

/** Likely duplicate aid requests: the officers' list of flagged pairs, merging, and "not a duplicate". */
export class DuplicatesService {
  private readonly requests: AidRequestsService;

  constructor(private readonly ctx: RequestContext) {
    this.requests = new AidRequestsService(ctx);
  }

  /** Undecided pairs of the officer's division (DS) or district (DMC) whose two requests are both still open, oldest first. */
  async flagged(page: Keyset): Promise<AidRequestDuplicate[]> {
    const actor = this.ctx.actor;
    authorize(actor, DuplicateAbilities.view);
    const area = workArea(actor);
    const open = { status: { $in: OPEN_STATUSES } };
    const where: FilterQuery<AidRequestDuplicate> = area.dsDivisionCode
      ? { dsDivision: area.dsDivisionCode, state: DuplicatePairState.OPEN, request: open, other: open }
      : { state: DuplicatePairState.OPEN, request: { ...open, district: area.districtCode }, other: open };
    if (page.afterId !== null) where.id = { $gt: page.afterId };
    return this.ctx.em.find(AidRequestDuplicate, where, {
      populate: ['request', 'other'],
      orderBy: { id: 'asc' },
      limit: page.size,
    });
  }

  /**
   * Closes `duplicateId` as MERGED into `intoId`: it keeps its own record, history and contact; its contributions
   * follow the surviving request (merge hooks). A repeated merge into the same request answers the first one.
   */
  async merge(duplicateId: number, intoId: number): Promise<AidRequest> {
    authorize(this.ctx.actor, DuplicateAbilities.decide);
    const actor: Actor = this.ctx.actor;
    if (duplicateId === intoId) throw DuplicateErrors.mergeSelf();
    return this.ctx.em.transactional(async (tx) => {
      const [duplicate, into] = await this.lockBoth(tx, duplicateId, intoId);
      authorize(actor, DuplicateAbilities.decide, scopeOf(duplicate));
      if (!duplicate.dsDivision || !into.dsDivision) throw GeographyErrors.placeNotConfirmed();
      if (duplicate.dsDivision.code !== into.dsDivision.code) throw DuplicateErrors.otherDivision();
      if (duplicate.status === AidRequestStatus.MERGED && duplicate.mergedInto?.id === into.id) return duplicate;
      if (!isOpen(duplicate) || !isOpen(into)) throw DuplicateErrors.closed();
      if (closesOngoingIntoPending(duplicate, into)) throw DuplicateErrors.intoPending();
      const from = duplicate.status;
      duplicate.status = AidRequestStatus.MERGED;
      duplicate.mergedInto = into;
      recordAudit(tx, actor, {
        action: AuditAction.MERGE,
        subjectType: AuditSubject.AID_REQUEST,
        subjectId: duplicate.id,
        fromStatus: from,
        toStatus: AidRequestStatus.MERGED,
        ...scopeOf(duplicate),
      });
      await tx.flush();
      await tx.execute(
        `update aid_request_duplicates set state = 'MERGED', decided_by_id = ?, decided_at = now()
          where state = 'OPEN' and ((request_id = ? and other_id = ?) or (request_id = ? and other_id = ?))`,
        [actor.userId, duplicate.id, into.id, into.id, duplicate.id],
      );
      await runMergeHooks(tx, duplicate.id, into.id);
      await announce(tx, Topics.aidRequestChanged, {
        id: duplicate.id,
        ...scopeOf(duplicate),
        status: duplicate.status,
        previousStatus: from,
        change: AidRequestStatus.MERGED,
      });
      return duplicate;
    });
  }

  /** The officer says the pair are different needs: remembered, so the pair is never flagged again. Repeating it is harmless. */
  async markNotDuplicate(pairId: number): Promise<AidRequestDuplicate> {
    authorize(this.ctx.actor, DuplicateAbilities.decide);
    const actor: Actor = this.ctx.actor;
    return this.ctx.em.transactional(async (tx) => {
      const pair = await tx.findOne(AidRequestDuplicate, { id: pairId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!pair) throw DuplicateErrors.pairNotFound(pairId);
      await tx.populate(pair, ['request', 'other']);
      authorize(actor, DuplicateAbilities.decide, scopeOf(pair.request));
      if (pair.state === DuplicatePairState.NOT_DUPLICATE) return pair;
      if (pair.state !== DuplicatePairState.OPEN) throw DuplicateErrors.decided();
      pair.state = DuplicatePairState.NOT_DUPLICATE;
      pair.decidedBy = tx.getReference(User, actor.userId);
      pair.decidedAt = new Date();
      for (const request of [pair.request, pair.other])
        recordAudit(tx, actor, {
          action: AuditAction.NOT_DUPLICATE,
          subjectType: AuditSubject.AID_REQUEST,
          subjectId: request.id,
          fromStatus: null,
          toStatus: null,
          ...scopeOf(request),
        });
      await tx.flush();
      return pair;
    });
  }

  present(pair: AidRequestDuplicate): DuplicatePairView {
    return Object.assign(new DuplicatePairView(), {
      id: pair.id,
      reasons: pair.reasons as DuplicateReason[],
      state: pair.state,
      request: this.requests.present(pair.request),
      other: this.requests.present(pair.other),
      detectedAt: pair.createdAt,
    });
  }

  /** Both requests under a row lock, in id order (two officers merging the same pair both ways cannot deadlock). */
  private async lockBoth(tx: EntityManager, duplicateId: number, intoId: number): Promise<[AidRequest, AidRequest]> {
    const rows = await tx.find(
      AidRequest,
      { id: { $in: [duplicateId, intoId] } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    const duplicate = rows.find((r) => r.id === duplicateId);
    const into = rows.find((r) => r.id === intoId);
    if (!duplicate) throw AidRequestErrors.notFound(duplicateId);
    if (!into) throw AidRequestErrors.notFound(intoId);
    return [duplicate, into];
  }
}
