import { dsNameOrSent } from '../geography/stored-place.js';
import { fromRest, restTime } from '../rest/rest-values.js';
import { ReportRest } from './reports.rest-values.js';
import { PUBLIC } from '../core/policy/audience.js';
import { AppError } from '../core/errors/errors.js';
import { can } from '../core/policy/policy.js';
import { Input, type RestArea } from '../rest/rest.js';
import { PAGE_QUERY, restKeyset } from '../rest/rest-page.js';
import { ClaimedPlace } from '../geography/claimed-place.js';
import { ReportStatus } from './report.entity.js';
import { ReportAbilities } from './reports.policy.js';
import { ReportsService } from './reports.service.js';

export const reportRoutes: RestArea = {
  tag: 'Symptoms',
  routes: [
    {
      method: 'post',
      path: '/Symptoms/create',
      created: true,
      summary: "Early-warning report; a DS officer's reporter details come from the session",
      audience: PUBLIC,
      body: [
        'reporter_name',
        'nic_number',
        'contact_no',
        'district',
        'divisional_secretariat',
        'date_time',
        'description',
        'gn_division',
        'image',
        'action',
        'latitude',
        'longitude',
        'idempotency_key',
      ],
      answer: ['message', 'report_id', 'status'],
      handler: async (ctx, req) => {
        const b = Input.body(req);
        const action = b.string('action');
        if (action && fromRest(ReportRest.status, action) !== ReportStatus.PENDING)
          throw AppError.badInput('action must be Pending.', { action: 'action must be Pending.' });
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
              gnDivision: b.string('gn_division'),
            });
        return {
          body: {
            message: 'Early Warning Submitted Successfully!',
            report_id: report.id,
            status: ReportRest.status[report.status as ReportStatus],
          },
        };
      },
    },
    {
      method: 'get',
      path: '/Symptoms/pendingReportsByDistrict',
      list: true,
      summary: 'DMC officer: pending reports of the own district, newest first, one page (limit, before)',
      audience: ReportAbilities.viewPending,
      query: ['district', ...PAGE_QUERY],
      answer: [
        'report_id',
        'reporter_name',
        'nic_number',
        'contact_no',
        'description',
        'date_time',
        'district',
        'divisional_secretariat',
        'latitude',
        'longitude',
        'image',
      ],
      handler: async (ctx, req) => {
        if (ClaimedPlace.ownDistrict(ctx, Input.query(req).string('district')) === 'unknown') return { body: [] };
        const service = new ReportsService(ctx);
        return {
          body: (await service.pendingForDistrict(restKeyset(req))).map((r) => {
            const v = service.present(r);
            return {
              report_id: v.id,
              reporter_name: v.reporterName,
              nic_number: v.nicNumber,
              contact_no: v.contactNo,
              description: v.description,
              date_time: restTime(v.dateTime),
              district: v.district.name,
              divisional_secretariat: dsNameOrSent(v),
              latitude: v.latitude,
              longitude: v.longitude,
              image: v.image?.url ?? null,
            };
          }),
        };
      },
    },
  ],
};
