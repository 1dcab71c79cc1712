import { Channel } from '../core/events/channel.js';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts/user.entity.js';
import { AuditAction, AuditSubject } from '../audit/audit-log.entity.js';
import { recordAudit } from '../audit/audit.service.js';
import { GeographyService } from '../geography/geography.service.js';
import { announcePlaceToConfirm, storedPlaceRefs } from '../geography/stored-place.js';
import { type Actor, scopeOf } from '../core/policy/actor.js';
import type { RequestContext } from '../core/context/context.js';
import { assertNoFieldErrors } from '../core/errors/errors.js';
import { Topics } from '../core/events/events.js';
import { createOnce, type IdempotentWrite } from '../core/limits/idempotency.js';
import { announce } from '../core/events/notify.js';
import { cursorOf } from '../core/paging/paging.js';
import { CountSubject } from '../core/paging/list-count.entity.js';
import { countOf, type CountFilter } from '../core/paging/list-counts.js';
import { afterRow, boundedOffset, DEFAULT_LIST_PAGE, pageOf, type Keyset } from '../core/paging/paging.js';
import { authorize, can } from '../core/policy/policy.js';
import { storedPlaceViews } from '../geography/place-views.js';
import { maskPhone, pointFor } from '../core/paging/presenters.js';
import type { CellRange } from '../../../shared/map-grid.js';
import { mapCells, type MapCells } from '../core/public-answers/map-cells.js';
import { isPublicAidRequestStatus } from '../../../shared/aid-request-status.js';
import { nameKey } from '../../../shared/duplicate-rules.js';
import { log } from '../core/context/log.js';
import { findReadOnly, type ReadOnlyRow } from '../core/paging/read-only-rows.js';
import { flagDuplicates } from './duplicates/duplicate-detection.js';
import { AidRequest, AidRequestStatus, AidRequestType } from './aid-request.entity.js';
import { validateAidRequest, type AidRequestInputData } from './aid-request-input.js';
import { AidRequestErrors } from './aid-requests.errors.js';
import { AidRequestAbilities } from './aid-requests.policy.js';
import { AidRequestPermissions, AidRequestView, type AidRequestFilter } from './aid-requests.types.js';

type PublicStatus = AidRequestStatus.APPROVED | AidRequestStatus.DELIVERED;
const TABLE = 'aid_requests';

/** Aid requests: creation from the public forms, the public lists, and the officers' decisions. */
export class AidRequestsService {
  private readonly geography = GeographyService.instance();

  constructor(private readonly ctx: RequestContext) {}

  /** Creates a request from one of the seeds' forms; a repeated idempotency key answers the first request. */
  async create(input: AidRequestInputData & { idempotencyKey?: string | null }): Promise<AidRequest> {
    const { idempotencyKey, ...payload } = input;
    return createOnce(
      this.ctx,
      idempotencyKey,
      payload,
      (em, key) => em.findOne(AidRequest, { idempotencyKey: key }),
      (write) => this.insert(payload, write, null),
    );
  }

  /** A request that came by SMS: marked, with the text as sent; once per key like any other. */
  async createFromSms(input: AidRequestInputData & { idempotencyKey: string }, smsText: string): Promise<AidRequest> {
    const { idempotencyKey, ...payload } = input;
    return createOnce(
      this.ctx,
      idempotencyKey,
      { ...payload, smsText },
      (em, key) => em.findOne(AidRequest, { idempotencyKey: key }),
      (write) => this.insert(payload, write, smsText),
    );
  }

  private async insert(
    input: AidRequestInputData,
    write: IdempotentWrite,
    smsText: string | null,
  ): Promise<AidRequest> {
    const { em, actor } = this.ctx;
    const { value, fields } = validateAidRequest(input, this.geography);
    assertNoFieldErrors(fields);
    const valid = value!;
    // The number as stored: one person's spellings of it (+94…, 077-…) share one limit.
    await this.ctx.limiter?.takeSubmission({
      address: this.ctx.clientKey,
      userId: actor?.userId,
      phone: valid.contactNo,
    });
    const status =
      valid.requestType === AidRequestType.EMERGENCY ? AidRequestStatus.APPROVED : AidRequestStatus.PENDING;
    return em.transactional(async (tx) => {
      const request = tx.create(AidRequest, {
        requestType: valid.requestType,
        status,
        fullName: valid.fullName,
        nameKey: nameKey(valid.fullName),
        nicNumber: valid.nicNumber,
        contactNo: valid.contactNo,
        familySize: valid.familySize,
        dateTime: valid.dateTime,
        description: valid.description,
        typeSupport: valid.typeSupport,
        ...storedPlaceRefs(tx, valid.place),
        latitude: valid.latitude,
        longitude: valid.longitude,
        idempotencyKey: write.key,
        idempotencyPayload: write.payloadHash,
        createdBy: actor ? tx.getReference(User, actor.userId) : null,
        channel: smsText === null ? Channel.WEB : Channel.SMS,
        smsText,
      });
      await tx.flush();
      await this.flagLikelyDuplicates(tx, request);
      await this.announceChange(tx, request, 'CREATED');
      if (!request.dsDivision) await announcePlaceToConfirm(tx, 'AID_REQUEST', request, 'KEPT');
      await announce(tx, Topics.countersChanged, { change: 'AID_REQUEST_CREATED' });
      return request;
    });
  }

  /**
   * Public lists: APPROVED ("ongoing") or DELIVERED requests, newest first, one page: after a row (keyset) or at an
   * OFFSET up to MAX_OFFSET (the home table's page numbers). The total comes from the maintained counts.
   */
  async listPublic(
    status: PublicStatus,
    filter: AidRequestFilter,
    page: Keyset & { offset?: number },
  ): Promise<{ items: ReadOnlyRow<AidRequest>[]; total: number; nextCursor: string | null }> {
    const where: FilterQuery<AidRequest> = { status };
    if (filter.requestType) where.requestType = filter.requestType;
    if (filter.district?.trim()) where.district = this.geography.requireDistrict(filter.district).code;
    if (filter.dsDivision?.trim())
      where.dsDivision = this.geography.requireDsDivision(filter.dsDivision, where.district as string | undefined).code;
    const offset = page.afterId === null ? boundedOffset(page.offset) : 0;
    const [rows, total] = await Promise.all([
      findReadOnly(
        this.ctx.em,
        AidRequest,
        { ...where, ...afterRow(TABLE, 'created_at', page.afterId) },
        { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit: page.size + 1 },
      ),
      countOf(this.ctx.em, {
        subject: CountSubject.aidRequests,
        status,
        kind: where.requestType as string | undefined,
        districtCode: where.district as string | undefined,
        dsDivisionCode: where.dsDivision as string | undefined,
      }),
    ]);
    return { ...pageOf(rows, page.size), total };
  }

  /** The public map's ongoing or delivered layer (the public lists' rows): clusters per grid cell, single requests loaded. */
  async mapLayer(status: PublicStatus, range: CellRange): Promise<MapCells & { items: ReadOnlyRow<AidRequest>[] }> {
    const cells = await mapCells(this.ctx.em, { table: TABLE, where: 'status = ?', params: [status] }, range);
    const items = cells.singleIds.length
      ? await findReadOnly(
          this.ctx.em,
          AidRequest,
          { id: { $in: cells.singleIds } },
          { orderBy: { id: 'asc' }, limit: cells.singleIds.length },
        )
      : [];
    return { ...cells, items };
  }

  /** DS officer: pending post-disaster requests of their own division, oldest first (first come, first served). */
  async pending(page: Keyset = { size: DEFAULT_LIST_PAGE, afterId: null }): Promise<ReadOnlyRow<AidRequest>[]> {
    const actor = this.ctx.actor;
    authorize(actor, AidRequestAbilities.viewPending);
    const where = {
      status: AidRequestStatus.PENDING,
      dsDivision: actor.dsDivisionCode,
      ...afterRow(TABLE, 'created_at', page.afterId, 'asc'),
    };
    return findReadOnly(this.ctx.em, AidRequest, where, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: page.size });
  }

  async pendingCount(): Promise<number> {
    const actor = this.ctx.actor;
    authorize(actor, AidRequestAbilities.viewPending);
    return countOf(this.ctx.em, {
      subject: CountSubject.aidRequests,
      status: AidRequestStatus.PENDING,
      dsDivisionCode: actor.dsDivisionCode!,
    });
  }

  approve(id: number): Promise<AidRequest> {
    return this.decide(id, AidRequestStatus.APPROVED, AuditAction.APPROVE);
  }

  reject(id: number): Promise<AidRequest> {
    return this.decide(id, AidRequestStatus.REJECTED, AuditAction.REJECT);
  }

  /** An officer marks an ongoing request delivered ("fulfilled"). */
  async markDelivered(id: number): Promise<AidRequest> {
    return this.transition(
      id,
      AidRequestAbilities.markDelivered,
      AidRequestStatus.APPROVED,
      AidRequestStatus.DELIVERED,
      AuditAction.DELIVER,
      AidRequestErrors.notOngoing,
    );
  }

  /** DMC officer: approved post-disaster and emergency requests of their district, ongoing or fulfilled: a page of each type. */
  async forDistrict(
    fulfilled: boolean,
    pages: Record<'postDisaster' | 'emergency', Keyset> = {
      postDisaster: { size: DEFAULT_LIST_PAGE, afterId: null },
      emergency: { size: DEFAULT_LIST_PAGE, afterId: null },
    },
  ): Promise<{ postDisaster: ReadOnlyRow<AidRequest>[]; emergency: ReadOnlyRow<AidRequest>[] }> {
    const actor = this.ctx.actor;
    authorize(actor, AidRequestAbilities.viewDistrict);
    const status = fulfilled ? AidRequestStatus.DELIVERED : AidRequestStatus.APPROVED;
    const ofType = (requestType: AidRequestType, page: Keyset) =>
      findReadOnly(
        this.ctx.em,
        AidRequest,
        { district: actor.districtCode, status, requestType, ...afterRow(TABLE, 'date_time', page.afterId) },
        { orderBy: { dateTime: 'desc', id: 'desc' }, limit: page.size },
      );
    const [postDisaster, emergency] = await Promise.all([
      ofType(AidRequestType.POST_DISASTER, pages.postDisaster),
      ofType(AidRequestType.EMERGENCY, pages.emergency),
    ]);
    return { postDisaster, emergency };
  }

  /** Volunteer: ongoing requests of their own district of one type (D19), newest first, one page. */
  async forVolunteer(
    requestType: AidRequestType,
    page: Keyset = { size: DEFAULT_LIST_PAGE, afterId: null },
  ): Promise<ReadOnlyRow<AidRequest>[]> {
    const actor = this.ctx.actor;
    authorize(actor, AidRequestAbilities.viewForVolunteer);
    const where = {
      district: actor.districtCode,
      status: AidRequestStatus.APPROVED,
      requestType,
      ...afterRow(TABLE, 'created_at', page.afterId),
    };
    return findReadOnly(this.ctx.em, AidRequest, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: page.size,
    });
  }

  /** One request by id, with no permission check: for presenting an event the subscription filter let through. */
  async load(id: number): Promise<AidRequest> {
    const request = await this.ctx.em.findOne(AidRequest, { id });
    if (!request) throw AidRequestErrors.notFound(id);
    return request;
  }

  /** One request: public ones for anyone, pending, rejected and merged ones for officers of the area. */
  async get(id: number): Promise<AidRequest> {
    const request = await this.ctx.em.findOne(AidRequest, { id });
    if (!request) throw AidRequestErrors.notFound(id);
    if (!isPublicAidRequestStatus(request.status))
      authorize(this.ctx.actor, AidRequestAbilities.viewPrivate, scopeOf(request));
    return request;
  }

  /** Requests ever made, any status (D18). */
  static everMade(): CountFilter {
    return { subject: CountSubject.aidRequests };
  }

  /** The request as this viewer may see it (D13). */
  present(request: ReadOnlyRow<AidRequest>): AidRequestView {
    const actor = this.ctx.actor;
    const scope = scopeOf(request);
    const privateView = can(actor, AidRequestAbilities.viewPrivate, scope);
    const contactView = can(actor, AidRequestAbilities.viewContact, scope);
    const ongoing = request.status === AidRequestStatus.APPROVED;
    const pending = request.status === AidRequestStatus.PENDING;
    return Object.assign(new AidRequestView(), {
      id: request.id,
      cursor: cursorOf(request.id),
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
      ...storedPlaceViews(request),
      ...pointFor(request, privateView),
      createdAt: request.createdAt,
      ...this.smsOrigin(request),
      mergedIntoId: request.mergedInto?.id ?? null,
      viewerCan: Object.assign(new AidRequestPermissions(), {
        approve: pending && can(actor, AidRequestAbilities.decide, scope),
        reject: pending && can(actor, AidRequestAbilities.decide, scope),
        markDelivered: ongoing && can(actor, AidRequestAbilities.markDelivered, scope),
        contribute: ongoing && can(actor, AidRequestAbilities.viewForVolunteer, scope),
      }),
    });
  }

  /** The SMS marker and text: officers of the area only; others see an SMS request like any other (D13). */
  private smsOrigin(request: ReadOnlyRow<AidRequest>): Pick<AidRequestView, 'viaSms' | 'smsText'> {
    if (!can(this.ctx.actor, AidRequestAbilities.viewSmsOrigin, scopeOf(request)))
      return { viaSms: null, smsText: null };
    return { viaSms: request.channel === Channel.SMS, smsText: request.smsText ?? null };
  }

  private decide(id: number, to: AidRequestStatus, action: AuditAction): Promise<AidRequest> {
    return this.transition(
      id,
      AidRequestAbilities.decide,
      AidRequestStatus.PENDING,
      to,
      action,
      AidRequestErrors.notPending,
    );
  }

  /** Loads the request under a row lock, checks the policy and the current status, changes it, records and announces. */
  private async transition(
    id: number,
    ability: string,
    from: AidRequestStatus,
    to: AidRequestStatus,
    action: AuditAction,
    wrongStatus: () => Error,
  ): Promise<AidRequest> {
    authorize(this.ctx.actor, ability);
    const actor: Actor = this.ctx.actor;
    return this.ctx.em.transactional(async (tx) => {
      const request = await tx.findOne(AidRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!request) throw AidRequestErrors.notFound(id);
      authorize(actor, ability, scopeOf(request));
      if (request.status !== from) throw wrongStatus();
      request.status = to;
      recordAudit(tx, actor, {
        action,
        subjectType: AuditSubject.AID_REQUEST,
        subjectId: request.id,
        fromStatus: from,
        toStatus: to,
        ...scopeOf(request),
      });
      await tx.flush();
      await this.announceChange(tx, request, to);
      return request;
    });
  }

  /** Issue 20: a failed check is logged and the request still made (a savepoint keeps the transaction usable). */
  async flagLikelyDuplicates(tx: EntityManager, request: AidRequest): Promise<void> {
    try {
      await tx.transactional((savepoint) => flagDuplicates(savepoint, request));
    } catch (error) {
      log.warn('Duplicate check failed; the aid request was made without it', {
        requestId: request.id,
        error: (error as Error).message,
      });
    }
  }

  /** Tells every live list of the request's area what changed, in the change's transaction. */
  announceChange(tx: EntityManager, request: AidRequest, change: string): Promise<void> {
    return announce(tx, Topics.aidRequestChanged, {
      id: request.id,
      ...scopeOf(request),
      status: request.status,
      change,
    });
  }
}
