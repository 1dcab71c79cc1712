import type { User } from '../accounts/user.entity.js';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { Alert } from '../alerts/alert.entity.js';
import type { AuditLogEntry } from '../audit/audit-log.entity.js';
import { AuditSubject } from '../audit/audit-log.entity.js';
import { auditTrailOf } from '../audit/audit.service.js';
import { alertIdentifier, type MsgType } from '../cap/cap-message.js';
import { WebhookDelivery } from '../webhooks/webhook.entity.js';
import { Contribution } from '../contributions/contribution.entity.js';
import { Report } from '../reports/report.entity.js';
import { scopeOf } from '../core/policy/actor.js';
import { readCapSettings } from '../cap/cap.settings.js';
import type { RequestContext } from '../core/context/context.js';
import { authorize, can } from '../core/policy/policy.js';
import { AlertSmsAbilities } from '../notifications/alert-sms.policy.js';
import { AlertSmsService } from '../notifications/alert-sms.service.js';
import { ImageVerification } from '../verification/image.entity.js';
import { ImageVerificationView } from '../verification/verification.types.js';
import { HistoryErrors } from './history.errors.js';
import { HistoryAbilities } from './history.policy.js';
import {
  AidRequestHistoryView,
  AlertHistoryView,
  HistoryEntryView,
  HistoryKind,
  HistoryReportView,
} from './history.types.js';

/** At most this many events per history (and per source read): a record's history is short; a bound keeps it so. */
export const HISTORY_LIMIT = 300;

let capSender: string | undefined;
const senderOfCap = (): string => (capSender ??= readCapSettings().sender);

type EntryFields = Partial<Omit<HistoryEntryView, 'at' | 'kind'>> & Pick<HistoryEntryView, 'at' | 'kind'>;

const entry = (fields: EntryFields): HistoryEntryView =>
  Object.assign(new HistoryEntryView(), {
    action: null,
    subjectType: null,
    subjectId: null,
    actorId: null,
    actorName: null,
    actorRole: null,
    fromStatus: null,
    toStatus: null,
    outcome: null,
    detail: null,
    ...fields,
  });

const actorOf = (user: User | null | undefined) =>
  user ? { actorId: user.id, actorName: user.fullName, actorRole: user.role } : {};

const auditEntry = (row: AuditLogEntry): HistoryEntryView =>
  entry({
    at: row.at,
    kind: HistoryKind.OFFICER_ACTION,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    ...actorOf(row.actor),
    actorRole: row.actorRole,
    fromStatus: row.fromStatus ?? null,
    toStatus: row.toStatus ?? null,
  });

/** Oldest first (ties in the order they were gathered), bounded. */
const timeline = (entries: HistoryEntryView[]): HistoryEntryView[] =>
  entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at.getTime() - b.e.at.getTime() || a.i - b.i)
    .slice(0, HISTORY_LIMIT)
    .map(({ e }) => e);

/** One history view per subject, for the officers of its area, over the one audit trail. */
export class HistoryService {
  constructor(private readonly ctx: RequestContext) {}

  async ofAlert(id: number): Promise<AlertHistoryView> {
    authorize(this.ctx.actor, HistoryAbilities.view);
    const alert = await this.ctx.em.findOne(Alert, { id });
    if (!alert) throw HistoryErrors.alertNotFound(id);
    authorize(this.ctx.actor, HistoryAbilities.view, scopeOf(alert));
    // Every report it closed (its source and the others of the group): each links to it.
    const reports = await this.ctx.em.find(
      Report,
      { alertId: id },
      { populate: ['image'], orderBy: { id: 'asc' }, limit: HISTORY_LIMIT },
    );
    const verdicts = await this.verdictsOf(reports);
    const trail = await auditTrailOf(
      this.ctx.em,
      [
        { subjectType: AuditSubject.ALERT, ids: [id] },
        { subjectType: AuditSubject.REPORT, ids: reports.map((r) => r.id) },
      ],
      HISTORY_LIMIT,
    );
    const entries = [
      ...reports.map((r) =>
        entry({
          at: r.createdAt,
          kind: HistoryKind.REPORT_RECEIVED,
          subjectType: AuditSubject.REPORT,
          subjectId: r.id,
          toStatus: 'PENDING',
        }),
      ),
      ...[...verdicts].flatMap(([reportId, checks]) => checks.map((check) => verdictEntry(reportId, check))),
      ...trail.map(auditEntry),
      ...capMessages(alert),
      ...(await this.deliveriesOf(id)),
    ];
    return Object.assign(new AlertHistoryView(), {
      alertId: String(id),
      reports: reports.map((r) => reportView(r, verdicts.get(r.id) ?? [])),
      entries: timeline(entries),
      sms: can(this.ctx.actor, AlertSmsAbilities.viewDeliveries, scopeOf(alert))
        ? await new AlertSmsService(this.ctx).deliveries(id)
        : null,
    });
  }

  async ofAidRequest(id: number): Promise<AidRequestHistoryView> {
    authorize(this.ctx.actor, HistoryAbilities.view);
    const request = await this.ctx.em.findOne(AidRequest, { id }, { populate: ['createdBy'] });
    if (!request) throw HistoryErrors.aidRequestNotFound(id);
    authorize(this.ctx.actor, HistoryAbilities.view, scopeOf(request));
    const contributions = await this.ctx.em.find(
      Contribution,
      { aidRequest: id },
      { populate: ['volunteer'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: HISTORY_LIMIT },
    );
    // A request merged into this one keeps its own record; its merge (and what came before) shows here too.
    const merged = await this.ctx.em.find(AidRequest, { mergedInto: id }, { fields: ['id'], limit: HISTORY_LIMIT });
    const trail = await auditTrailOf(
      this.ctx.em,
      [
        { subjectType: AuditSubject.AID_REQUEST, ids: [id, ...merged.map((m) => m.id)] },
        { subjectType: AuditSubject.CONTRIBUTION, ids: contributions.map((c) => c.id) },
      ],
      HISTORY_LIMIT,
    );
    const entries = [
      entry({
        at: request.createdAt,
        kind: HistoryKind.REQUEST_RECEIVED,
        subjectType: AuditSubject.AID_REQUEST,
        subjectId: id,
        ...actorOf(request.createdBy),
      }),
      ...contributions.map((c) =>
        entry({
          at: c.createdAt,
          kind: HistoryKind.CONTRIBUTION,
          subjectType: AuditSubject.CONTRIBUTION,
          subjectId: c.id,
          ...actorOf(c.volunteer),
          toStatus: c.status,
          detail: c.typeSupport,
        }),
      ),
      ...trail.map(auditEntry),
    ];
    return Object.assign(new AidRequestHistoryView(), { aidRequestId: String(id), entries: timeline(entries) });
  }

  /** Every photo check of each report's photo, oldest first, by report id. */
  private async verdictsOf(reports: Report[]): Promise<Map<number, ImageVerification[]>> {
    const withPhoto = reports.filter((r) => r.image);
    if (withPhoto.length === 0) return new Map();
    const checks = await this.ctx.em.find(
      ImageVerification,
      { image: { $in: withPhoto.map((r) => r.image!.id) } },
      { populate: ['requestedBy'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: HISTORY_LIMIT },
    );
    return new Map(withPhoto.map((r) => [r.id, checks.filter((c) => c.image.id === r.image!.id)]));
  }

  private async deliveriesOf(alertId: number): Promise<HistoryEntryView[]> {
    const deliveries = await this.ctx.em.find(
      WebhookDelivery,
      { alert: alertId },
      { populate: ['subscription'], orderBy: { id: 'asc' }, limit: HISTORY_LIMIT },
    );
    return deliveries.map((d) =>
      entry({
        at: d.deliveredAt ?? d.createdAt,
        kind: HistoryKind.WEBHOOK_DELIVERY,
        subjectType: AuditSubject.ALERT,
        subjectId: alertId,
        outcome: d.msgType,
        toStatus: d.deliveredAt ? 'DELIVERED' : d.nextAttemptAt ? 'PENDING' : 'FAILED',
        // The host only: a receiver's full URL may carry a token.
        detail: URL.parse(d.subscription.url)?.host ?? null,
      }),
    );
  }
}

function verdictEntry(reportId: number, check: ImageVerification): HistoryEntryView {
  return entry({
    at: check.createdAt,
    kind: HistoryKind.PHOTO_VERDICT,
    subjectType: AuditSubject.REPORT,
    subjectId: reportId,
    ...actorOf(check.requestedBy),
    outcome: check.verdict,
    detail: check.provider,
  });
}

/** The CAP messages the alert has had: its Alert when published, its Cancel when resolved. */
function capMessages(alert: Alert): HistoryEntryView[] {
  const sent: Array<[MsgType, Date | null | undefined]> = [
    ['Alert', alert.issuedAt],
    ['Cancel', alert.resolvedAt],
  ];
  return sent
    .filter((pair): pair is [MsgType, Date] => !!pair[1])
    .map(([msgType, at]) =>
      entry({
        at,
        kind: HistoryKind.CAP_MESSAGE,
        subjectType: AuditSubject.ALERT,
        subjectId: alert.id,
        outcome: msgType,
        detail: alertIdentifier(senderOfCap(), alert.id, msgType),
      }),
    );
}

function reportView(report: Report, checks: ImageVerification[]): HistoryReportView {
  return Object.assign(new HistoryReportView(), {
    id: report.id,
    description: report.description,
    status: report.status,
    createdAt: report.createdAt,
    verdicts: checks.map((c) => ImageVerificationView.from(c)),
  });
}
