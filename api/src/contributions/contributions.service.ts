import { GeographyErrors } from '../geography/geography.errors.js';
import { recordId } from '../core/paging/record-ids.js';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { requiredError } from '../../../shared/forms.js';
import { CONTRIBUTION_TYPES, resolveSupportType } from '../../../shared/validation.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts/user.entity.js';
import { AidRequestStatus, type AidRequestType } from '../aid-requests/aid-request.entity.js';
import { AidRequestAbilities } from '../aid-requests/aid-requests.policy.js';
import { AidRequestsService } from '../aid-requests/aid-requests.service.js';
import { lockWhileOngoing } from '../aid-requests/ongoing-lock.js';
import { AuditAction, AuditSubject } from '../audit/audit-log.entity.js';
import { recordAudit } from '../audit/audit.service.js';
import { scopeOf } from '../core/policy/actor.js';
import type { RequestContext } from '../core/context/context.js';
import { assertNoFieldErrors } from '../core/errors/errors.js';
import { Topics } from '../core/events/events.js';
import { createOnce, type IdempotentWrite } from '../core/limits/idempotency.js';
import { announce } from '../core/events/notify.js';
import { afterRow, cursorOf, DEFAULT_LIST_PAGE, type Keyset } from '../core/paging/paging.js';
import { authorize, can } from '../core/policy/policy.js';
import { placeViews } from '../geography/place-views.js';
import { fieldErrorsOf } from '../core/errors/rule-messages.js';
import { stageImage } from '../images/images.service.js';
import { photoUrl } from '../images/images.types.js';
import { Contribution, ContributionStatus } from './contribution.entity.js';
import { ContributionErrors, rankFor } from './contributions.errors.js';
import { ContributionAbilities } from './contributions.policy.js';
import {
  ContributionPermissions,
  ContributionSummary,
  ContributionVolunteer,
  ContributionView,
  type AddContributionInput,
  type MyContributionsFilter,
} from './contributions.types.js';

const TABLE = 'contributions';
const FIRST_PAGE: Keyset = { size: DEFAULT_LIST_PAGE, afterId: null };

/** What volunteers delivered, and the DS officer's decision on it (D19). */
export class ContributionsService {
  constructor(private readonly ctx: RequestContext) {}

  /** A volunteer records a contribution to an ongoing request of their own district. */
  async add(input: AddContributionInput): Promise<Contribution> {
    authorize(this.ctx.actor, ContributionAbilities.add);
    const actor = this.ctx.actor;
    const { idempotencyKey, ...payload } = input;
    return createOnce(
      this.ctx,
      idempotencyKey,
      payload,
      (em, key) => em.findOne(Contribution, { idempotencyKey: key, volunteer: actor.userId }),
      (write) => this.insert(input, write),
    );
  }

  private async insert(input: AddContributionInput, write: IdempotentWrite): Promise<Contribution> {
    const actor = this.ctx.actor!;
    const { em } = this.ctx;
    const request = await new AidRequestsService(this.ctx).load(recordId(input.aidRequestId, 'aidRequestId'));
    authorize(actor, ContributionAbilities.add, scopeOf(request));
    if (request.status !== AidRequestStatus.APPROVED) throw ContributionErrors.requestNotOngoing();
    const dsDivision = request.dsDivision;
    if (!dsDivision) throw GeographyErrors.placeNotConfirmed();

    const type = resolveSupportType(input.typeSupport, input.otherType, CONTRIBUTION_TYPES);
    assertNoFieldErrors(
      fieldErrorsOf({
        typeSupport: 'error' in type ? type.error : null,
        description: requiredError('contribution', 'description', input.description),
      }),
    );

    await this.ctx.limiter?.takeSubmission({ address: this.ctx.clientKey, userId: actor.userId });
    return em.transactional(async (tx) => {
      if (!(await lockWhileOngoing(tx, request.id))) throw ContributionErrors.requestNotOngoing();
      const contribution = tx.create(Contribution, {
        volunteer: tx.getReference(User, actor.userId),
        aidRequest: request,
        district: request.district,
        dsDivision,
        typeSupport: (type as { value: string }).value,
        description: input.description.trim(),
        image: input.image ? await stageImage(tx, input.image) : null,
        idempotencyKey: write.key,
        idempotencyPayload: write.payloadHash,
      });
      await tx.flush();
      await this.announceChange(tx, contribution, 'SUBMITTED');
      return contribution;
    });
  }

  /** A volunteer's own contributions, newest first, filtered by status and type. */
  async mine(filter: MyContributionsFilter = {}, page: Keyset = FIRST_PAGE): Promise<Contribution[]> {
    authorize(this.ctx.actor, ContributionAbilities.viewOwn);
    const where: FilterQuery<Contribution> = {
      volunteer: this.ctx.actor.userId,
      ...afterRow(TABLE, 'created_at', page.afterId),
    };
    if (filter.status) where.status = filter.status;
    if (filter.typeSupport?.trim()) where.typeSupport = filter.typeSupport.trim();
    return this.ctx.em.find(Contribution, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: page.size,
      populate: ['aidRequest', 'volunteer'],
    });
  }

  /** Total, approved, latest type and rank of the signed-in volunteer. */
  async summary(): Promise<ContributionSummary> {
    authorize(this.ctx.actor, ContributionAbilities.viewOwn);
    const volunteer = this.ctx.actor.userId;
    const [total, approved, latest] = await Promise.all([
      this.ctx.em.count(Contribution, { volunteer }),
      this.ctx.em.count(Contribution, { volunteer, status: ContributionStatus.APPROVED }),
      this.ctx.em.findOne(Contribution, { volunteer }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
    ]);
    return Object.assign(new ContributionSummary(), {
      total,
      approved,
      latestType: latest?.typeSupport ?? null,
      rank: rankFor(approved),
    });
  }

  /** DS officer: contributions waiting in the own division, optionally for one aid category. */
  async pendingForDivision(requestType?: AidRequestType | null, page: Keyset = FIRST_PAGE): Promise<Contribution[]> {
    authorize(this.ctx.actor, ContributionAbilities.review);
    const where: FilterQuery<Contribution> = {
      dsDivision: this.ctx.actor.dsDivisionCode,
      status: ContributionStatus.PENDING,
      ...afterRow(TABLE, 'created_at', page.afterId, 'asc'),
    };
    if (requestType) where.aidRequest = { requestType };
    return this.ctx.em.find(Contribution, where, {
      orderBy: { createdAt: 'asc', id: 'asc' },
      limit: page.size,
      populate: ['aidRequest', 'volunteer'],
    });
  }

  async pendingCount(): Promise<number> {
    authorize(this.ctx.actor, ContributionAbilities.review);
    return this.ctx.em.count(Contribution, {
      dsDivision: this.ctx.actor.dsDivisionCode,
      status: ContributionStatus.PENDING,
    });
  }

  approve(id: number): Promise<Contribution> {
    return this.decide(id, ContributionStatus.APPROVED, AuditAction.APPROVE);
  }

  reject(id: number): Promise<Contribution> {
    return this.decide(id, ContributionStatus.REJECTED, AuditAction.REJECT);
  }

  /** One contribution, for its volunteer or the DS officer of its division. */
  async get(id: number): Promise<Contribution> {
    const contribution = await this.ctx.em.findOne(Contribution, { id }, { populate: ['aidRequest', 'volunteer'] });
    if (!contribution) throw ContributionErrors.notFound(id);
    authorize(this.ctx.actor, ContributionAbilities.follow, scopeOf(contribution, contribution.volunteer.id));
    return contribution;
  }

  /** Contributions received by a request (not counting rejected ones): the seed's contributionsReceived. */
  countForRequest(aidRequestId: number): Promise<number> {
    return this.ctx.em.count(Contribution, { aidRequest: aidRequestId, status: { $ne: ContributionStatus.REJECTED } });
  }

  present(c: Contribution): ContributionView {
    const scope = scopeOf(c, c.volunteer.id);
    const pending = c.status === ContributionStatus.PENDING;
    const reviewable = pending && can(this.ctx.actor, ContributionAbilities.review, scope);
    return Object.assign(new ContributionView(), {
      id: c.id,
      cursor: cursorOf(c.id),
      aidRequestId: c.aidRequest.id,
      requestType: c.aidRequest.requestType,
      ...placeViews(scope.districtCode, scope.dsDivisionCode),
      typeSupport: c.typeSupport,
      description: c.description,
      status: c.status,
      imageUrl: c.image ? photoUrl(c.image) : null,
      requesterNic: can(this.ctx.actor, AidRequestAbilities.viewPrivate, scopeOf(c.aidRequest))
        ? (c.aidRequest.nicNumber ?? null)
        : null,
      volunteer: Object.assign(new ContributionVolunteer(), {
        id: c.volunteer.id,
        fullName: c.volunteer.fullName,
        contactNo: c.volunteer.contactNo,
      }),
      createdAt: c.createdAt,
      decidedAt: c.decidedAt ?? null,
      viewerCan: Object.assign(new ContributionPermissions(), { approve: reviewable, reject: reviewable }),
    });
  }

  private async decide(id: number, to: ContributionStatus, action: AuditAction): Promise<Contribution> {
    authorize(this.ctx.actor, ContributionAbilities.review);
    const actor = this.ctx.actor;
    return this.ctx.em.transactional(async (tx) => {
      const contribution = await tx.findOne(Contribution, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!contribution) throw ContributionErrors.notFound(id);
      authorize(actor, ContributionAbilities.review, scopeOf(contribution, contribution.volunteer.id));
      if (contribution.status !== ContributionStatus.PENDING) throw ContributionErrors.notPending();
      contribution.status = to;
      contribution.decidedBy = tx.getReference(User, actor.userId);
      contribution.decidedAt = new Date();
      const { districtCode, dsDivisionCode } = scopeOf(contribution);
      recordAudit(tx, actor, {
        action,
        subjectType: AuditSubject.CONTRIBUTION,
        subjectId: contribution.id,
        fromStatus: ContributionStatus.PENDING,
        toStatus: to,
        districtCode,
        dsDivisionCode,
      });
      await tx.flush();
      await this.announceChange(tx, contribution, to);
      await tx.populate(contribution, ['aidRequest', 'volunteer']);
      return contribution;
    });
  }

  private announceChange(tx: EntityManager, c: Contribution, change: string): Promise<void> {
    return announce(tx, Topics.contributionChanged, {
      id: c.id,
      ...scopeOf(c),
      volunteerId: c.volunteer.id,
      status: c.status,
      change,
    });
  }
}
