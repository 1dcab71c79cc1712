import { AlertsService } from '../alerts/alerts.service.js';
import { PUBLIC } from '../shared/audience.js';
import { AppError } from '../shared/errors.js';
import { can } from '../shared/policy.js';
import { Input, type RestArea } from '../shared/rest.js';
import { RestIdentity } from '../shared/rest-identity.js';
import { fromRest, RestValues } from '../shared/rest-values.js';
import { ReportStatus } from './report.entity.js';
import { ReportAbilities } from './reports.policy.js';
import { ReportsService } from './reports.service.js';

export const reportRoutes: RestArea = {
  tag: 'Symptoms',
  routes: [
    {
      method: 'post', path: '/Symptoms/create', summary: 'Early-warning report; a DS officer\'s reporter details come from the session', audience: PUBLIC,
      body: ['reporter_name', 'nic_number', 'contact_no', 'district', 'divisional_secretariat', 'date_time', 'description', 'image', 'action', 'latitude', 'longitude', 'idempotency_key'],
      answer: ['message', 'report_id', 'status'],
      handler: async (ctx, req) => {
        const b = Input.body(req);
        const action = b.string('action');
        if (action && fromRest(RestValues.reportStatus, action) !== ReportStatus.PENDING) throw AppError.badInput('action must be Pending.', { action: 'action must be Pending.' });
        const common = {
          dateTime: b.string('date_time') ?? '',
          description: b.string('description') ?? '',
          image: b.string('image') || null,
          latitude: b.number('latitude'),
          longitude: b.number('longitude'),
          idempotencyKey: b.string('idempotency_key') ?? req.get('idempotency-key'),
        };
        const service = new ReportsService(ctx);
        const report = can(ctx.actor, ReportAbilities.submitAsOfficer)
          ? await service.submitAsOfficer(common)
          : await service.submit({
              ...common,
              reporterName: b.string('reporter_name') ?? '',
              nicNumber: b.string('nic_number') ?? '',
              contactNo: b.string('contact_no') ?? '',
              district: b.string('district') ?? '',
              dsDivision: b.string('divisional_secretariat', 'ds_division') ?? '',
            });
        return { status: 201, body: { message: 'Early Warning Submitted Successfully!', report_id: report.id, status: RestValues.reportStatus[report.status as ReportStatus] } };
      },
    },
    {
      method: 'get', path: '/Symptoms/pendingReportsByDistrict', summary: 'DMC officer: pending reports of the own district', audience: ReportAbilities.review, query: ['district'],
      answer: ['report_id', 'reporter_name', 'nic_number', 'contact_no', 'description', 'date_time', 'district', 'divisional_secretariat', 'latitude', 'longitude', 'image'],
      handler: async (ctx, req) => {
        if (RestIdentity.ownDistrict(ctx, Input.query(req).string('district')) === 'unknown') return { body: [] };
        const service = new ReportsService(ctx);
        return {
          body: (await service.pendingForDistrict()).map((r) => {
            const v = service.present(r);
            return { report_id: v.id, reporter_name: v.reporterName, nic_number: v.nicNumber, contact_no: v.contactNo, description: v.description, date_time: v.dateTime.toISOString(), district: v.district.name, divisional_secretariat: v.dsDivision.name, latitude: v.latitude, longitude: v.longitude, image: v.image?.url ?? null };
          }),
        };
      },
    },
    {
      method: 'post', path: '/Symptoms/updateStatus', summary: 'DMC officer: AlertCreated (links the alert just published, D17) or Dismissed', audience: ReportAbilities.review, body: ['reportId', 'status', 'actor'], answer: ['message', 'status', 'alert_id'],
      handler: async (ctx, req) => {
        const b = Input.body(req);
        const reportId = b.requiredInteger('reportId');
        const status = fromRest(RestValues.reportStatus, b.string('status'));
        if (status === ReportStatus.DISMISSED) {
          await new ReportsService(ctx).dismiss(reportId);
          return { body: { message: 'Report dismissed', status: RestValues.reportStatus[status] } };
        }
        if (status !== ReportStatus.ALERT_CREATED) throw AppError.badInput('status must be AlertCreated or Dismissed.', { status: 'status must be AlertCreated or Dismissed.' });
        const alert = await new AlertsService(ctx).attachReportToRecentAlert(reportId);
        return { body: { message: 'Report status updated', status: RestValues.reportStatus[status], alert_id: alert.id } };
      },
    },
  ],
};
