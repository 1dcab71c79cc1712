import { GeographyErrors } from '../geography/geography.errors.js';
import { recordId } from '../core/paging/record-ids.js';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { pointOr } from '../../../shared/coordinates.js';
import { nationalPhone, otherText, phoneError } from '../../../shared/validation.js';
import { alertExpiry, expiryHoursError } from '../../../shared/alert-expiry.js';
import { User } from '../accounts/user.entity.js';
import { AuditAction, AuditSubject } from '../audit/audit-log.entity.js';
import { recordAudit } from '../audit/audit.service.js';
import { District, DsDivision } from '../geography/geography.entity.js';
import { GeographyService } from '../geography/geography.service.js';
import type { Report } from '../reports/report.entity.js';
import { ReportsService } from '../reports/reports.service.js';
import { scopeOf } from '../core/policy/actor.js';
import type { RequestContext } from '../core/context/context.js';
import { assertNoFieldErrors } from '../core/errors/errors.js';
import { Topics } from '../core/events/events.js';
import { pointFor } from '../core/paging/presenters.js';
import { announce } from '../core/events/notify.js';
import { CountSubject } from '../core/paging/list-count.entity.js';
import type { CountFilter } from '../core/paging/list-counts.js';
import { afterRow, cursorOf, DEFAULT_LIST_PAGE, MAX_PAGE, type Keyset } from '../core/paging/paging.js';
import { authorize, can } from '../core/policy/policy.js';
import { dsDivisionViews, placeViews } from '../geography/place-views.js';
import { fieldErrorsOf } from '../core/errors/rule-messages.js';
import { stageImage } from '../images/images.service.js';
import { runAlertChangeHooks } from './alert-change-hooks.js';
import { coveredDsCodes } from './alert-areas.js';
import { expiryOf } from './alert-expiry.js';
import type { CellRange } from '../../../shared/map-grid.js';
import { mapCells, type MapCells } from '../core/public-answers/map-cells.js';
import { Alert, AlertStatus, AlertType, Severity } from './alert.entity.js';
import { officerTexts, type OfficerText } from './alert-texts.js';
import { AlertErrors, alertTypeLabel } from './alerts.errors.js';
import { AlertAbilities } from './alerts.policy.js';
import {
  AlertPermissions,
  AlertTextsView,
  AlertTextView,
  AlertView,
  type AlertFilter,
  type CreateAlertInput,
} from './alerts.types.js';
import { PhotoView } from '../images/images.types.js';
import { findReadOnly, type ReadOnlyRow } from '../core/paging/read-only-rows.js';

const TABLE = 'alerts';

const textsView = ({ texts }: Pick<Alert, 'texts'>): AlertTextsView => {
  const one = (text: OfficerText | undefined) =>
    text
      ? Object.assign(new AlertTextView(), { headline: text.headline ?? null, instruction: text.instruction ?? null })
      : null;
  return Object.assign(new AlertTextsView(), { en: one(texts?.en), si: one(texts?.si), ta: one(texts?.ta) });
};
const first = (size: number): Keyset => ({ size, afterId: null });
/** The reports a publish closes: its source report first, then the others of its group the officer checked. */
const reportIdsToClose = (input: CreateAlertInput): number[] => [
  ...(input.reportId ? [recordId(input.reportId, 'reportId')] : []),
  ...(input.alsoCloseReportIds ?? []).map((id) => recordId(id, 'alsoCloseReportIds')),
];
const RECENT_ALERT_MS = 10 * 60 * 1000;
/** Alerts: published by the DMC officer of a district, resolved by the DS officer of the division (or the DMC). */
export class AlertsService {
  private readonly geography = GeographyService.instance();

  constructor(private readonly ctx: RequestContext) {}

  /** Public list, newest first, one page (after a row, keyset). */
  async list(filter: AlertFilter = {}, page: Keyset = first(MAX_PAGE)): Promise<ReadOnlyRow<Alert>[]> {
    const where: FilterQuery<Alert> = {};
    if (filter.type) where.type = filter.type;
    if (filter.severity) where.severity = filter.severity;
    if (filter.status) where.status = filter.status;
    if (filter.district?.trim()) where.district = this.geography.requireDistrict(filter.district).code;
    if (filter.dsDivision?.trim()) {
      // The alerts of a DS: those it places and those that also cover it.
      const code = this.geography.requireDsDivision(filter.dsDivision, where.district as string | undefined).code;
      where.$or = [{ dsDivision: code }, { alsoDsDivisionCodes: { $contains: [code] } }];
    }
    return findReadOnly(
      this.ctx.em,
      Alert,
      { ...where, ...afterRow(TABLE, 'issued_at', page.afterId) },
      { orderBy: { issuedAt: 'desc', id: 'desc' }, limit: page.size },
    );
  }

  /** The public map's alerts layer (every alert, as the public list): clusters per grid cell, single alerts loaded. */
  async mapLayer(range: CellRange): Promise<MapCells & { items: ReadOnlyRow<Alert>[] }> {
    const cells = await mapCells(this.ctx.em, { table: TABLE, where: 'true', params: [] }, range);
    const items = cells.singleIds.length
      ? await findReadOnly(
          this.ctx.em,
          Alert,
          { id: { $in: cells.singleIds } },
          { orderBy: { id: 'asc' }, limit: cells.singleIds.length },
        )
      : [];
    return { ...cells, items };
  }

  /** /Alerts/all's first page: the ongoing alerts, newest first, then the newest resolved ones, `size` in all. */
  async ongoingThenRecent(size: number): Promise<ReadOnlyRow<Alert>[]> {
    const ongoing = await this.list({ status: AlertStatus.ONGOING }, first(size));
    if (ongoing.length >= size) return ongoing;
    return [...ongoing, ...(await this.list({ status: AlertStatus.RESOLVED }, first(size - ongoing.length)))];
  }

  /** DMC officer: every alert of the own district, newest first, one page. */
  async forDistrict(page: Keyset = first(DEFAULT_LIST_PAGE)): Promise<Alert[]> {
    authorize(this.ctx.actor, AlertAbilities.viewDistrict);
    const where = { district: this.ctx.actor.districtCode, ...afterRow(TABLE, 'issued_at', page.afterId) };
    return this.ctx.em.find(Alert, where, {
      orderBy: { issuedAt: 'desc', id: 'desc' },
      limit: page.size,
      populate: ['images'],
    });
  }

  /** DS officer: ongoing alerts of the own division, newest first, one page. */
  async toResolve(page: Keyset = first(DEFAULT_LIST_PAGE)): Promise<ReadOnlyRow<Alert>[]> {
    authorize(this.ctx.actor, AlertAbilities.viewToResolve);
    const where = {
      dsDivision: this.ctx.actor.dsDivisionCode,
      status: AlertStatus.ONGOING,
      ...afterRow(TABLE, 'issued_at', page.afterId),
    };
    return findReadOnly(this.ctx.em, Alert, where, { orderBy: { issuedAt: 'desc', id: 'desc' }, limit: page.size });
  }

  /** DMC officer publishes an alert for a DS of the own district; from a report, the report is closed with it (D17). */
  async create(input: CreateAlertInput): Promise<Alert> {
    authorize(this.ctx.actor, AlertAbilities.publish);
    const actor = this.ctx.actor;
    // By code a DS of another district is found too: the policy then refuses it (FORBIDDEN, not a field error).
    const ds = input.dsDivision?.trim()
      ? this.geography.findDsDivision(input.dsDivision, actor.districtCode)
      : undefined;
    const custom = otherText(input.type === AlertType.OTHER, input.customType);
    const customType = 'text' in custom ? custom.text : null;
    assertNoFieldErrors(
      fieldErrorsOf({
        dsDivision: ds ? null : 'DS_REQUIRED',
        customType: 'missing' in custom ? 'ALERT_TYPE_OTHER_TEXT_REQUIRED' : null,
        reporterContact: input.reporterContact ? phoneError(input.reporterContact) : null,
        expiresInHours: expiryHoursError(input.expiresInHours),
      }),
    );
    authorize(actor, AlertAbilities.publish, { districtCode: ds!.districtCode, dsDivisionCode: ds!.code });
    const alsoDsDivisionCodes = this.alsoCovered(input.alsoDsDivisions ?? [], ds!);

    const officer = await this.ctx.em.findOneOrFail(User, { id: actor.userId });
    const closing = reportIdsToClose(input);
    return this.ctx.em.transactional(async (tx) => {
      const reports = new ReportsService({ ...this.ctx, em: tx });
      const toClose = closing.length ? await reports.closeForAlert(tx, closing, actor) : [];
      const report = input.reportId ? toClose[0]! : null;
      const point = pointOr(input.latitude, input.longitude, () =>
        report
          ? { latitude: report.latitude, longitude: report.longitude }
          : this.geography.fallbackCoordinates(ds!.districtCode, ds!.code),
      );
      const issuedAt = new Date();
      const alert = tx.create(Alert, {
        type: input.type,
        issuedAt,
        expiresAt: alertExpiry(input.type, issuedAt, input.expiresInHours),
        customType,
        severity: input.severity ?? Severity.MEDIUM,
        district: tx.getReference(District, ds!.districtCode),
        dsDivision: tx.getReference(DsDivision, ds!.code),
        alsoDsDivisionCodes,
        ...point,
        reporterContact: input.reporterContact ? nationalPhone(input.reporterContact) : officer.contactNo,
        createdBy: tx.getReference(User, actor.userId),
        sourceReport: report,
        texts: officerTexts(input.texts),
      });
      for (const image of input.images ?? []) alert.images.add(await stageImage(tx, image));
      await tx.flush();
      await reports.linkToAlert(tx, toClose, alert.id);
      recordAudit(tx, actor, {
        action: AuditAction.PUBLISH,
        subjectType: AuditSubject.ALERT,
        subjectId: alert.id,
        fromStatus: null,
        toStatus: AlertStatus.ONGOING,
        ...scopeOf(alert),
      });
      await tx.flush();
      await announce(tx, Topics.alertChanged, { id: alert.id, ...scopeOf(alert), change: 'PUBLISHED' });
      await runAlertChangeHooks(tx, alert, 'PUBLISHED');
      await announce(tx, Topics.countersChanged, { change: 'ALERT_PUBLISHED' });
      return alert;
    });
  }

  /**
   * The further DS divisions named, as codes, without repeats or the first DS; each must be one the officer may
   * publish for (a DS of another district is FORBIDDEN, an unknown one a field error).
   */
  private alsoCovered(named: string[], first: { code: string; districtCode: string }): string[] {
    const found = named
      .filter((name) => name.trim())
      .map((name) => this.geography.findDsDivision(name, first.districtCode));
    assertNoFieldErrors(fieldErrorsOf({ alsoDsDivisions: found.every(Boolean) ? null : 'DS_REQUIRED' }));
    for (const ds of found)
      authorize(this.ctx.actor, AlertAbilities.publish, { districtCode: ds!.districtCode, dsDivisionCode: ds!.code });
    return [...new Set(found.map((ds) => ds!.code))].filter((code) => code !== first.code);
  }

  /** The DS officer of the division, or the DMC officer of the district, marks an ongoing alert resolved. */
  async resolve(id: number): Promise<Alert> {
    authorize(this.ctx.actor, AlertAbilities.resolve);
    const actor = this.ctx.actor;
    return this.ctx.em.transactional(async (tx) => {
      const alert = await tx.findOne(Alert, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!alert) throw AlertErrors.notFound(id);
      authorize(actor, AlertAbilities.resolve, scopeOf(alert));
      if (alert.status !== AlertStatus.ONGOING) throw AlertErrors.notOngoing();
      alert.status = AlertStatus.RESOLVED;
      alert.resolvedAt = new Date();
      alert.resolvedBy = tx.getReference(User, actor.userId);
      recordAudit(tx, actor, {
        action: AuditAction.RESOLVE,
        subjectType: AuditSubject.ALERT,
        subjectId: alert.id,
        fromStatus: AlertStatus.ONGOING,
        toStatus: AlertStatus.RESOLVED,
        ...scopeOf(alert),
      });
      await tx.flush();
      await announce(tx, Topics.alertChanged, { id: alert.id, ...scopeOf(alert), change: 'RESOLVED' });
      await runAlertChangeHooks(tx, alert, 'RESOLVED');
      return alert;
    });
  }

  /**
   * The old client publishes with /Alerts/create and then sets the report AlertCreated: link the report to the newest
   * alert this officer published for its DS in the last 10 minutes that has no report yet (D17).
   */
  async attachReportToRecentAlert(reportId: number): Promise<Alert> {
    authorize(this.ctx.actor, AlertAbilities.publish);
    const actor = this.ctx.actor;
    return this.ctx.em.transactional(async (tx) => {
      const reports = new ReportsService({ ...this.ctx, em: tx });
      const [report] = (await reports.closeForAlert(tx, [reportId], actor)) as [Report];
      if (!report.dsDivision) throw GeographyErrors.placeNotConfirmed();
      const alert = await tx.findOne(
        Alert,
        {
          createdBy: actor.userId,
          dsDivision: report.dsDivision.code,
          sourceReport: null,
          issuedAt: { $gte: new Date(Date.now() - RECENT_ALERT_MS) },
        },
        { orderBy: { issuedAt: 'desc', id: 'desc' } },
      );
      if (!alert) throw AlertErrors.noRecentAlert();
      alert.sourceReport = report;
      await reports.linkToAlert(tx, [report], alert.id);
      return alert;
    });
  }

  async get(id: number): Promise<Alert> {
    const alert = await this.ctx.em.findOne(Alert, { id });
    if (!alert) throw AlertErrors.notFound(id);
    return alert;
  }

  /** Alerts ever published, resolved ones too (D18). */
  static everSent(): CountFilter {
    return { subject: CountSubject.alerts };
  }

  /** Ongoing alerts of a district (DMC dashboard, D20). */
  static ongoingIn(districtCode: string): CountFilter {
    return { subject: CountSubject.alerts, districtCode, status: AlertStatus.ONGOING };
  }

  /** The alert as this viewer may see it: its point may be a reporter's own GPS, so the public gets it rounded (D13). */
  present(alert: Alert | ReadOnlyRow<Alert>): AlertView {
    const scope = scopeOf(alert);
    const officerOfArea = can(this.ctx.actor, AlertAbilities.viewReporterContact, scope);
    return Object.assign(new AlertView(), {
      id: alert.id,
      cursor: cursorOf(alert.id),
      type: alert.type,
      customType: alert.customType ?? null,
      typeLabel: alertTypeLabel(alert.type, alert.customType),
      severity: alert.severity,
      status: alert.status,
      ...placeViews(scope.districtCode, scope.dsDivisionCode),
      dsDivisions: dsDivisionViews(coveredDsCodes(alert)),
      ...pointFor(alert, officerOfArea),
      reporterContact: officerOfArea ? (alert.reporterContact ?? null) : null,
      issuedAt: alert.issuedAt,
      resolvedAt: alert.resolvedAt ?? null,
      expiresAt: expiryOf(alert),
      sourceReportId: alert.sourceReport?.id ?? null,
      texts: textsView(alert),
      viewerCan: Object.assign(new AlertPermissions(), {
        resolve: alert.status === AlertStatus.ONGOING && can(this.ctx.actor, AlertAbilities.resolve, scope),
      }),
      images:
        'images' in alert && alert.images.isInitialized() && officerOfArea
          ? alert.images.getItems().map((image) => PhotoView.from(image))
          : [],
    });
  }
}
