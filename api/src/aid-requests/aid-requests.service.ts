import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts/user.entity.js';
import { AuditAction, AuditSubject } from '../audit/audit-log.entity.js';
import { recordAudit } from '../audit/audit.service.js';
import { District, DsDivision } from '../geography/geography.entity.js';
import { GeographyService } from '../geography/geography.service.js';
import { type Actor, scopeOf } from '../shared/actor.js';
import type { RequestContext } from '../shared/context.js';
import { assertNoFieldErrors } from '../shared/errors.js';
import { Topics } from '../shared/events.js';
import { createOnce, type IdempotentWrite } from '../shared/idempotency.js';
import { announce } from '../shared/notify.js';
import { authorize, can } from '../shared/policy.js';
import { placeViews } from '../geography/place-views.js';
import { maskPhone, pointFor } from '../shared/presenters.js';
import { AidRequest, AidRequestStatus, AidRequestType } from './aid-request.entity.js';
import { validateAidRequest, type AidRequestInputData } from './aid-request-input.js';
import { AidRequestErrors } from './aid-requests.errors.js';
import { AidRequestAbilities } from './aid-requests.policy.js';
import { AidRequestPermissions, AidRequestView, type AidRequestFilter } from './aid-requests.types.js';

const MAX_PAGE = 1000;

/** Aid requests: creation from the public forms, the public lists, and the officers' decisions. */
export class AidRequestsService {
  private readonly geography = GeographyService.instance();

  constructor(private readonly ctx: RequestContext) {}

  /** Creates a request from one of the seeds' forms; a repeated idempotency key answers the first request. */
  async create(input: AidRequestInputData & { idempotencyKey?: string | null }): Promise<AidRequest> {
    const { idempotencyKey, ...payload } = input;
    return createOnce(this.ctx, idempotencyKey, payload, (em, key) => em.findOne(AidRequest, { idempotencyKey: key }), (write) => this.insert(payload, write));
  }

  private async insert(input: AidRequestInputData, write: IdempotentWrite): Promise<AidRequest> {
    const { em, actor } = this.ctx;
    const { value, fields } = validateAidRequest(input, this.geography);
    assertNoFieldErrors(fields);
    await this.ctx.limiter?.takeSubmission({ address: this.ctx.clientKey, userId: actor?.userId, phone: input.contactNo });
    const valid = value!;
    const status = valid.requestType === AidRequestType.EMERGENCY ? AidRequestStatus.APPROVED : AidRequestStatus.PENDING;
    return em.transactional(async (tx) => {
      const request = tx.create(AidRequest, {
        requestType: valid.requestType,
        status,
        fullName: valid.fullName,
        nicNumber: valid.nicNumber,
        contactNo: valid.contactNo,
        familySize: valid.familySize,
        dateTime: valid.dateTime,
        description: valid.description,
        typeSupport: valid.typeSupport,
        district: tx.getReference(District, valid.districtCode),
        dsDivision: tx.getReference(DsDivision, valid.dsDivisionCode),
        placeResolvedBy: valid.placeResolvedBy,
        latitude: valid.latitude,
        longitude: valid.longitude,
        idempotencyKey: write.key,
        idempotencyPayload: write.payloadHash,
        createdBy: actor ? tx.getReference(User, actor.userId) : null,
      });
      await tx.flush();
      await this.announceChange(tx, request, 'CREATED');
      await announce(tx, Topics.countersChanged, { change: 'AID_REQUEST_CREATED' });
      return request;
    });
  }

  /** Public lists: APPROVED ("ongoing") or DELIVERED requests, newest first. */
  async listPublic(status: AidRequestStatus.APPROVED | AidRequestStatus.DELIVERED, filter: AidRequestFilter = {}, offset = 0, limit = 50): Promise<{ items: AidRequest[]; total: number }> {
    const where: FilterQuery<AidRequest> = { status };
    if (filter.requestType) where.requestType = filter.requestType;
    if (filter.district?.trim()) where.district = this.geography.requireDistrict(filter.district).code;
    if (filter.dsDivision?.trim()) where.dsDivision = this.geography.requireDsDivision(filter.dsDivision, where.district as string | undefined).code;
    const [items, total] = await this.ctx.em.findAndCount(AidRequest, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      offset: Math.max(0, offset),
      limit: Math.min(Math.max(1, limit), MAX_PAGE),
    });
    return { items, total };
  }

  /** DS officer: pending post-disaster requests of their own division, oldest first (first come, first served). */
  async pending(): Promise<AidRequest[]> {
    const actor = this.ctx.actor;
    authorize(actor, AidRequestAbilities.viewPending);
    return this.ctx.em.find(AidRequest, { status: AidRequestStatus.PENDING, dsDivision: actor.dsDivisionCode }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async pendingCount(): Promise<number> {
    const actor = this.ctx.actor;
    authorize(actor, AidRequestAbilities.viewPending);
    return this.ctx.em.count(AidRequest, { status: AidRequestStatus.PENDING, dsDivision: actor.dsDivisionCode });
  }

  approve(id: number): Promise<AidRequest> {
    return this.decide(id, AidRequestStatus.APPROVED, AuditAction.APPROVE);
  }

  reject(id: number): Promise<AidRequest> {
    return this.decide(id, AidRequestStatus.REJECTED, AuditAction.REJECT);
  }

  /** An officer marks an ongoing request delivered ("fulfilled"). */
  async markDelivered(id: number): Promise<AidRequest> {
    return this.transition(id, AidRequestAbilities.markDelivered, AidRequestStatus.APPROVED, AidRequestStatus.DELIVERED, AuditAction.DELIVER, AidRequestErrors.notOngoing);
  }

  /** DMC officer: approved post-disaster and emergency requests of their district, ongoing or fulfilled. */
  async forDistrict(fulfilled: boolean): Promise<{ postDisaster: AidRequest[]; emergency: AidRequest[] }> {
    const actor = this.ctx.actor;
    authorize(actor, AidRequestAbilities.viewDistrict);
    const requests = await this.ctx.em.find(
      AidRequest,
      { district: actor.districtCode, status: fulfilled ? AidRequestStatus.DELIVERED : AidRequestStatus.APPROVED },
      { orderBy: { dateTime: 'desc', id: 'desc' } },
    );
    return {
      postDisaster: requests.filter((r) => r.requestType === AidRequestType.POST_DISASTER),
      emergency: requests.filter((r) => r.requestType === AidRequestType.EMERGENCY),
    };
  }

  /** Volunteer: ongoing requests of their own district of one type (D19). */
  async forVolunteer(requestType: AidRequestType): Promise<AidRequest[]> {
    const actor = this.ctx.actor;
    authorize(actor, AidRequestAbilities.viewForVolunteer);
    return this.ctx.em.find(AidRequest, { district: actor.districtCode, status: AidRequestStatus.APPROVED, requestType }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** One request by id, with no permission check: for presenting an event the subscription filter let through. */
  async load(id: number): Promise<AidRequest> {
    const request = await this.ctx.em.findOne(AidRequest, { id });
    if (!request) throw AidRequestErrors.notFound(id);
    return request;
  }

  /** One request: public ones for anyone, pending and rejected ones for officers of the area. */
  async get(id: number): Promise<AidRequest> {
    const request = await this.ctx.em.findOne(AidRequest, { id });
    if (!request) throw AidRequestErrors.notFound(id);
    if (request.status === AidRequestStatus.PENDING || request.status === AidRequestStatus.REJECTED)
      authorize(this.ctx.actor, AidRequestAbilities.viewPrivate, scopeOf(request));
    return request;
  }

  /** Total requests ever made, any status (D18). */
  totalCount(): Promise<number> {
    return this.ctx.em.count(AidRequest, {});
  }

  /** The request as this viewer may see it (D13). */
  present(request: AidRequest): AidRequestView {
    const actor = this.ctx.actor;
    const scope = scopeOf(request);
    const privateView = can(actor, AidRequestAbilities.viewPrivate, scope);
    const contactView = can(actor, AidRequestAbilities.viewContact, scope);
    const ongoing = request.status === AidRequestStatus.APPROVED;
    const pending = request.status === AidRequestStatus.PENDING;
    return Object.assign(new AidRequestView(), {
      id: request.id,
      requestType: request.requestType,
      status: request.status,
      fullName: request.fullName ?? null,
      nicNumber: privateView ? (request.nicNumber ?? null) : null,
      placeResolvedBy: privateView ? (request.placeResolvedBy ?? null) : null,
      contactNo: contactView ? request.contactNo : maskPhone(request.contactNo),
      familySize: request.familySize,
      dateTime: request.dateTime,
      description: request.description,
      typeSupport: request.typeSupport,
      ...placeViews(scope.districtCode, scope.dsDivisionCode),
      ...pointFor(request, privateView),
      createdAt: request.createdAt,
      viewerCan: Object.assign(new AidRequestPermissions(), {
        approve: pending && can(actor, AidRequestAbilities.decide, scope),
        reject: pending && can(actor, AidRequestAbilities.decide, scope),
        markDelivered: ongoing && can(actor, AidRequestAbilities.markDelivered, scope),
        contribute: ongoing && can(actor, AidRequestAbilities.viewForVolunteer, scope),
      }),
    });
  }

  private decide(id: number, to: AidRequestStatus, action: AuditAction): Promise<AidRequest> {
    return this.transition(id, AidRequestAbilities.decide, AidRequestStatus.PENDING, to, action, AidRequestErrors.notPending);
  }

  /** Loads the request under a row lock, checks the policy and the current status, changes it, records and announces. */
  private async transition(id: number, ability: string, from: AidRequestStatus, to: AidRequestStatus, action: AuditAction, wrongStatus: () => Error): Promise<AidRequest> {
    authorize(this.ctx.actor, ability);
    const actor: Actor = this.ctx.actor;
    return this.ctx.em.transactional(async (tx) => {
      const request = await tx.findOne(AidRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!request) throw AidRequestErrors.notFound(id);
      authorize(actor, ability, scopeOf(request));
      if (request.status !== from) throw wrongStatus();
      request.status = to;
      recordAudit(tx, actor, { action, subjectType: AuditSubject.AID_REQUEST, subjectId: request.id, fromStatus: from, toStatus: to, ...scopeOf(request) });
      await tx.flush();
      await this.announceChange(tx, request, to);
      return request;
    });
  }

  private announceChange(tx: EntityManager, request: AidRequest, change: string): Promise<void> {
    return announce(tx, Topics.aidRequestChanged, { id: request.id, ...scopeOf(request), status: request.status, change });
  }

}
