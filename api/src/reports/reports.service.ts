import { Channel } from '../core/events/channel.js';
import { LockMode } from '@mikro-orm/core';
import { pointOr } from '../../../shared/coordinates.js';
import { MAX_REPORTS_PER_ALERT } from '../../../shared/report-groups.js';
import {
  clientDateTime,
  nameError,
  nationalPhone,
  nicError,
  phoneError,
  storedNic,
  symptomsError,
} from '../../../shared/validation.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts/user.entity.js';
import { AuditAction, AuditSubject } from '../audit/audit-log.entity.js';
import { recordAudit } from '../audit/audit.service.js';
import { GeographyService } from '../geography/geography.service.js';
import { type Actor, scopeOf } from '../core/policy/actor.js';
import type { RequestContext } from '../core/context/context.js';
import { assertNoFieldErrors } from '../core/errors/errors.js';
import { Topics } from '../core/events/events.js';
import { createOnce, type IdempotentWrite } from '../core/limits/idempotency.js';
import { announce } from '../core/events/notify.js';
import { afterRow, cursorOf, DEFAULT_LIST_PAGE, type Keyset } from '../core/paging/paging.js';
import { authorize, can } from '../core/policy/policy.js';
import { maskPhone, pointFor } from '../core/paging/presenters.js';
import { storedPlaceViews } from '../geography/place-views.js';
import {
  announcePlaceToConfirm,
  knownPlace,
  placeToStore,
  storedPlaceRefs,
  type StoredPlace,
} from '../geography/stored-place.js';
import { fieldErrorsOf } from '../core/errors/rule-messages.js';
import { stageImage } from '../images/images.service.js';
import { PhotoView } from '../images/images.types.js';
import { Report, ReportStatus } from './report.entity.js';
import { ReportErrors } from './reports.errors.js';
import { ReportAbilities } from './reports.policy.js';
import { ReportView, type SubmitOfficerReportInput, type SubmitReportInput } from './reports.types.js';

interface NewReport {
  reporterName: string;
  nicNumber: string | null;
  contactNo: string;
  place: StoredPlace;
  dateTime: Date;
  description: string;
  image?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  idempotencyKey?: string | null;
  submittedBy: Actor | null;
  /** The input as sent: what a repeated idempotency key must match. */
  sent: { idempotencyKey?: string | null };
  /** The SMS it came from, exactly as sent. */
  smsText?: string | null;
}

/** Early-warning reports: filed by the public or a DS officer, reviewed by the DMC officer of the district. */
export class ReportsService {
  private readonly geography = GeographyService.instance();

  constructor(private readonly ctx: RequestContext) {}

  /**
   * The public form: every field of the seed checked on the server too; a place that does not resolve to one DS
   * division is kept to confirm (`placeToStore`).
   */
  async submit(input: SubmitReportInput): Promise<Report> {
    const resolved = this.geography.resolvePlace(input.district, input.dsDivision, input, input.gnDivision);
    const place = placeToStore(resolved, input.dsDivision);
    const dateTime = clientDateTime(input.dateTime, true);
    assertNoFieldErrors(
      fieldErrorsOf({
        reporterName: nameError(input.reporterName),
        nicNumber: nicError(input.nicNumber),
        contactNo: phoneError(input.contactNo),
        ...place.errors,
        dateTime: dateTime.error,
        description: symptomsError(input.description),
      }),
    );
    return this.insert({
      ...input,
      sent: input,
      reporterName: input.reporterName.trim(),
      nicNumber: storedNic(input.nicNumber),
      contactNo: nationalPhone(input.contactNo),
      place: place.stored!,
      dateTime: (dateTime as { value: Date }).value,
      description: input.description.trim(),
      submittedBy: null,
    });
  }

  /** A DS officer's report: who and where come from the session, never from the request (D10, D14). */
  async submitAsOfficer(input: SubmitOfficerReportInput): Promise<Report> {
    authorize(this.ctx.actor, ReportAbilities.submitAsOfficer);
    const actor = this.ctx.actor;
    const officer = await this.ctx.em.findOneOrFail(User, { id: actor.userId });
    const dateTime = clientDateTime(input.dateTime, true);
    assertNoFieldErrors(fieldErrorsOf({ dateTime: dateTime.error, description: symptomsError(input.description) }));
    return this.insert({
      ...input,
      sent: input,
      reporterName: officer.fullName,
      nicNumber: null,
      contactNo: officer.contactNo,
      place: knownPlace(actor.districtCode, actor.dsDivisionCode!),
      dateTime: (dateTime as { value: Date }).value,
      description: input.description.trim(),
      submittedBy: actor,
    });
  }

  /**
   * A report that came by SMS: the sender's number, the place its message named, its words; once per
   * inbound message (its key). The seeds' NIC and name are not asked by SMS: the reporter is "SMS".
   */
  async submitBySms(input: {
    contactNo: string;
    districtCode: string;
    dsDivisionCode: string;
    description: string;
    idempotencyKey: string;
    smsText: string;
  }): Promise<Report> {
    return this.insert({
      ...input,
      place: knownPlace(input.districtCode, input.dsDivisionCode),
      sent: input,
      reporterName: 'SMS',
      nicNumber: null,
      dateTime: new Date(),
      submittedBy: null,
    });
  }

  /** DMC officer: pending reports of the own district, newest first, with their photos. */
  async pendingForDistrict(page: Keyset = { size: DEFAULT_LIST_PAGE, afterId: null }): Promise<Report[]> {
    authorize(this.ctx.actor, ReportAbilities.viewPending);
    const where = {
      district: this.ctx.actor.districtCode,
      status: ReportStatus.PENDING,
      ...afterRow('reports', 'date_time', page.afterId),
    };
    return this.ctx.em.find(Report, where, {
      orderBy: { dateTime: 'desc', id: 'desc' },
      limit: page.size,
      populate: ['image'],
    });
  }

  /** Officers of the area see a report in full. */
  async get(id: number): Promise<Report> {
    authorize(this.ctx.actor, ReportAbilities.viewDetails);
    const report = await this.ctx.em.findOne(Report, { id }, { populate: ['image'] });
    if (!report) throw ReportErrors.notFound(id);
    authorize(this.ctx.actor, ReportAbilities.viewDetails, scopeOf(report));
    return report;
  }

  /** DMC officer: the report needs no alert. */
  async dismiss(id: number): Promise<Report> {
    authorize(this.ctx.actor, ReportAbilities.review);
    const actor = this.ctx.actor;
    return this.ctx.em.transactional(async (tx) => {
      const report = await this.lockPending(tx, id, actor);
      this.close(tx, report, actor, ReportStatus.DISMISSED, AuditAction.DISMISS);
      await tx.flush();
      await this.announceChange(tx, report, 'DISMISSED');
      return report;
    });
  }

  /**
   * Marks the reports an alert closes (its source and the others of its group) ALERT_CREATED inside the
   * caller's transaction, in the order named: each must be pending and of the actor's district, or the whole publish
   * fails (D17). Locked in id order, so two officers closing overlapping groups wait rather than deadlock.
   */
  async closeForAlert(tx: EntityManager, ids: number[], actor: Actor): Promise<Report[]> {
    authorize(actor, ReportAbilities.closeWithAlert);
    if (ids.length > MAX_REPORTS_PER_ALERT) throw ReportErrors.tooManyToClose();
    const locked = new Map<number, Report>();
    for (const id of [...new Set(ids)].sort((a, b) => a - b))
      locked.set(id, await this.lockPending(tx, id, actor, ReportAbilities.closeWithAlert));
    const reports = [...new Set(ids)].map((id) => locked.get(id)!);
    // Audited like every other decision: the report's alert was published (PUBLISH on the report).
    for (const report of reports) this.close(tx, report, actor, ReportStatus.ALERT_CREATED, AuditAction.PUBLISH);
    return reports;
  }

  /** Links the closed reports to their alert once it has its id, and announces each. */
  async linkToAlert(tx: EntityManager, reports: Report[], alertId: number): Promise<void> {
    for (const report of reports) report.alertId = alertId;
    await tx.flush();
    for (const report of reports) await this.announceChange(tx, report, 'ALERT_CREATED');
  }

  present(report: Report): ReportView {
    const image = report.image;
    const reporterView = can(this.ctx.actor, ReportAbilities.viewReporter, scopeOf(report));
    return Object.assign(new ReportView(), {
      id: report.id,
      cursor: cursorOf(report.id),
      reporterName: report.reporterName,
      nicNumber: reporterView ? (report.nicNumber ?? null) : null,
      contactNo: reporterView ? report.contactNo : maskPhone(report.contactNo),
      ...storedPlaceViews(report),
      placeResolvedBy: report.placeResolvedBy ?? null,
      dateTime: report.dateTime,
      description: report.description,
      ...pointFor(report, reporterView),
      status: report.status,
      alertId: report.alertId ?? null,
      image: image && reporterView ? PhotoView.from(image) : null,
      fromOfficer: !!report.submittedBy,
      ...this.smsOrigin(report),
      createdAt: report.createdAt,
    });
  }

  /** The SMS marker and text: officers of the area only; others see an SMS report like any other (D13). */
  private smsOrigin(report: Report): Pick<ReportView, 'viaSms' | 'smsText'> {
    if (!can(this.ctx.actor, ReportAbilities.viewSmsOrigin, scopeOf(report))) return { viaSms: null, smsText: null };
    return { viaSms: report.channel === Channel.SMS, smsText: report.smsText ?? null };
  }

  private async insert(data: NewReport): Promise<Report> {
    const { idempotencyKey, ...payload } = data.sent;
    return createOnce(
      this.ctx,
      idempotencyKey,
      payload,
      (em, key) => em.findOne(Report, { idempotencyKey: key }),
      (write) => this.insertOnce(data, write),
    );
  }

  private async insertOnce(data: NewReport, write: IdempotentWrite): Promise<Report> {
    await this.ctx.limiter?.takeSubmission({
      address: this.ctx.clientKey,
      userId: this.ctx.actor?.userId,
      phone: data.submittedBy ? null : data.contactNo,
    });
    const point = pointOr(data.latitude, data.longitude, () =>
      this.geography.fallbackCoordinates(data.place.districtCode, data.place.dsDivisionCode, data.place.gnDivisionCode),
    );
    return this.ctx.em.transactional(async (tx) => {
      const report = tx.create(Report, {
        reporterName: data.reporterName,
        nicNumber: data.nicNumber,
        contactNo: data.contactNo,
        ...storedPlaceRefs(tx, data.place),
        dateTime: data.dateTime,
        description: data.description,
        ...point,
        image: data.image ? await stageImage(tx, data.image) : null,
        submittedBy: data.submittedBy ? tx.getReference(User, data.submittedBy.userId) : null,
        idempotencyKey: write.key,
        idempotencyPayload: write.payloadHash,
        channel: data.smsText == null ? Channel.WEB : Channel.SMS,
        smsText: data.smsText ?? null,
      });
      await tx.flush();
      await this.announceChange(tx, report, 'SUBMITTED');
      if (!report.dsDivision) await announcePlaceToConfirm(tx, 'REPORT', report, 'KEPT');
      return report;
    });
  }

  private async lockPending(
    tx: EntityManager,
    id: number,
    actor: Actor,
    ability = ReportAbilities.review,
  ): Promise<Report> {
    const report = await tx.findOne(Report, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!report) throw ReportErrors.notFound(id);
    authorize(actor, ability, scopeOf(report));
    if (report.status !== ReportStatus.PENDING) throw ReportErrors.notPending();
    return report;
  }

  private close(tx: EntityManager, report: Report, actor: Actor, to: ReportStatus, action: AuditAction): void {
    report.status = to;
    recordAudit(tx, actor, {
      action,
      subjectType: AuditSubject.REPORT,
      subjectId: report.id,
      fromStatus: ReportStatus.PENDING,
      toStatus: to,
      ...scopeOf(report),
    });
  }

  /** Tells every live list of the report's area what changed, in the change's transaction. */
  announceChange(tx: EntityManager, report: Report, change: string): Promise<void> {
    return announce(tx, Topics.reportChanged, { id: report.id, ...scopeOf(report), status: report.status, change });
  }
}
