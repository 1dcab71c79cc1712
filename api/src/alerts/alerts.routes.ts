import { ReportStatus } from '../reports/report.entity.js';
import { ReportAbilities } from '../reports/reports.policy.js';
import { ReportRest } from '../reports/reports.rest-values.js';
import { ReportsService } from '../reports/reports.service.js';
import { fromRest, utcDateAndTime, restTime } from '../rest/rest-values.js';
import { AlertRest } from './alerts.rest-values.js';
import type { Request } from 'express';
import { PUBLIC } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { AppError } from '../core/errors/errors.js';
import { Input, type RestArea } from '../rest/rest.js';
import { PAGE_QUERY, restKeyset } from '../rest/rest-page.js';
import type { Keyset } from '../core/paging/paging.js';
import { ClaimedPlace } from '../geography/claimed-place.js';
import { type AlertStatus, AlertType, Severity } from './alert.entity.js';
import { AlertAbilities } from './alerts.policy.js';
import { AlertsService } from './alerts.service.js';
import type { AlertView } from './alerts.types.js';

const OFFICER_FIELDS = [
  'alert_id',
  'alert_type',
  'severity',
  'date_time',
  'reporter_contact',
  'district',
  'divisional_secretariat',
  'status',
  'latitude',
  'longitude',
];

/** /Alerts/byDistrict and /Alerts/toResolve shape (D4). */
const officerJson = (a: AlertView) => ({
  alert_id: a.id,
  alert_type: a.typeLabel,
  severity: AlertRest.severity[a.severity],
  date_time: restTime(a.issuedAt),
  reporter_contact: a.reporterContact,
  district: a.district.name,
  divisional_secretariat: a.dsDivision.name,
  status: AlertRest.status[a.status],
  latitude: a.latitude,
  longitude: a.longitude,
});

const TYPE_NAMES: Record<string, AlertType> = {
  flood: AlertType.FLOOD,
  landslide: AlertType.LANDSLIDE,
  cyclone: AlertType.CYCLONE,
  drought: AlertType.DROUGHT,
  fire: AlertType.FIRE,
};

async function officerList(
  ctx: RequestContext,
  req: Request,
  list: (s: AlertsService, page: Keyset) => Promise<Parameters<AlertsService['present']>[0][]>,
) {
  const service = new AlertsService(ctx);
  return { body: (await list(service, restKeyset(req))).map((a) => officerJson(service.present(a))) };
}

const param = (req: Request, name: string) => Input.params(req).string(name);

export const alertRoutes: RestArea = {
  tag: 'Alerts',
  routes: [
    {
      method: 'get',
      path: '/Alerts/all',
      list: true,
      summary:
        'Alerts: the ongoing ones, then the newest resolved ones, up to `limit` (with `before`: every alert after that one, newest first); date and time in UTC (D3)',
      audience: PUBLIC,
      query: PAGE_QUERY,
      answer: [
        'id',
        'type',
        'district',
        'divisionalSecretariat',
        'severity',
        'status',
        'date',
        'time',
        'latitude',
        'longitude',
      ],
      handler: async (ctx, req) => {
        const service = new AlertsService(ctx);
        const page = restKeyset(req);
        const alerts =
          page.afterId === null ? await service.ongoingThenRecent(page.size) : await service.list({}, page);
        return {
          body: alerts.map((alert) => {
            const a = service.present(alert);
            return {
              id: a.id,
              type: a.typeLabel,
              district: a.district.name,
              divisionalSecretariat: a.dsDivision.name,
              severity: AlertRest.severity[a.severity],
              status: AlertRest.status[a.status],
              ...utcDateAndTime(a.issuedAt),
              latitude: a.latitude,
              longitude: a.longitude,
            };
          }),
        };
      },
    },
    {
      method: 'get',
      path: '/Alerts/toResolve/{divisionalSecretariat}',
      list: true,
      summary: 'DS officer: ongoing alerts of the own division, newest first, one page (limit, before)',
      audience: AlertAbilities.viewToResolve,
      query: PAGE_QUERY,
      answer: OFFICER_FIELDS,
      handler: async (ctx, req) =>
        ClaimedPlace.ownDivision(ctx, param(req, 'divisionalSecretariat')) === 'unknown'
          ? { body: [] }
          : officerList(ctx, req, (s, page) => s.toResolve(page)),
    },
    {
      method: 'put',
      path: '/Alerts/resolve/{alertId}',
      summary: 'DS officer of the division (or DMC officer): resolve an alert',
      audience: AlertAbilities.resolve,
      answer: ['message', 'status'],
      handler: async (ctx, req) => {
        const alert = await new AlertsService(ctx).resolve(Input.params(req).requiredInteger('alertId'));
        return { body: { message: 'Alert marked as resolved', status: AlertRest.status[alert.status as AlertStatus] } };
      },
    },
    {
      method: 'get',
      path: '/Alerts/byDistrict/{district}',
      list: true,
      summary: 'DMC officer: alerts of the own district, newest first, one page (limit, before)',
      audience: AlertAbilities.viewDistrict,
      query: PAGE_QUERY,
      answer: OFFICER_FIELDS,
      handler: async (ctx, req) =>
        ClaimedPlace.ownDistrict(ctx, param(req, 'district')) === 'unknown'
          ? { body: [] }
          : officerList(ctx, req, (s, page) => s.forDistrict(page)),
    },
    {
      method: 'post',
      path: '/Alerts/create',
      created: true,
      summary: 'DMC officer: publish an alert; with report_id the report is closed in the same transaction',
      audience: AlertAbilities.publish,
      body: [
        'alert_type',
        'district',
        'divisional_secretariat',
        'severity',
        'latitude',
        'longitude',
        'reporter_contact',
        'report_id',
        'images',
        'expires_in_hours',
      ],
      answer: ['message', 'alert_id'],
      handler: async (ctx, req) => {
        const b = Input.body(req);
        if (ClaimedPlace.ownDistrict(ctx, b.string('district')) === 'unknown')
          throw AppError.badInput(`Unknown district: ${b.string('district')}`);
        const typeText = b.requiredString('alert_type').trim();
        const type = TYPE_NAMES[typeText.toLowerCase()] ?? AlertType.OTHER;
        const severityText = b.string('severity');
        const severity = severityText ? fromRest(AlertRest.severity, severityText) : Severity.MEDIUM;
        if (!severity)
          throw AppError.badInput('severity must be Low, Medium or High.', {
            severity: 'severity must be Low, Medium or High.',
          });
        const images = (req.body as { images?: unknown }).images;
        if (images !== undefined && (!Array.isArray(images) || images.some((i) => typeof i !== 'string')))
          throw AppError.badInput('images must be a list of data URLs.');
        const alert = await new AlertsService(ctx).create({
          dsDivision: b.string('divisional_secretariat', 'ds_division') ?? '',
          type,
          customType: type === AlertType.OTHER && typeText.toLowerCase() !== 'other' ? typeText : null,
          severity,
          latitude: b.number('latitude'),
          longitude: b.number('longitude'),
          reporterContact: b.string('reporter_contact') || null,
          reportId: b.integer('report_id'),
          images: images as string[] | undefined,
          expiresInHours: b.integer('expires_in_hours'),
        });
        return { body: { message: 'Alert published!', alert_id: alert.id } };
      },
    },
    {
      method: 'post',
      path: '/Symptoms/updateStatus',
      summary: 'DMC officer: AlertCreated (links the alert just published, D17) or Dismissed',
      audience: ReportAbilities.review,
      body: ['reportId', 'status', 'actor'],
      answer: ['message', 'status', 'alert_id'],
      handler: async (ctx, req) => {
        const b = Input.body(req);
        const reportId = b.requiredInteger('reportId');
        const status = fromRest(ReportRest.status, b.string('status'));
        if (status === ReportStatus.DISMISSED) {
          await new ReportsService(ctx).dismiss(reportId);
          return { body: { message: 'Report dismissed', status: ReportRest.status[status] } };
        }
        if (status !== ReportStatus.ALERT_CREATED)
          throw AppError.badInput('status must be AlertCreated or Dismissed.', {
            status: 'status must be AlertCreated or Dismissed.',
          });
        const alert = await new AlertsService(ctx).attachReportToRecentAlert(reportId);
        return { body: { message: 'Report status updated', status: ReportRest.status[status], alert_id: alert.id } };
      },
    },
  ],
};
