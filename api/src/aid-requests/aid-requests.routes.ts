import { dsNameOrSent } from '../geography/stored-place.js';
import { fromRest, restTime } from '../rest/rest-values.js';
import { AidRequestRest, requestTypeFromRest } from './aid-requests.rest-values.js';
import { AID_SUPPORT_TYPES, supportFromSentText } from '../../../shared/validation.js';
import { UNKNOWN_PLACE_CODES } from '../../../shared/error-codes.js';
import type { Request } from 'express';
import { PUBLIC } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { AppError } from '../core/errors/errors.js';
import { Input, type RestArea } from '../rest/rest.js';
import { PAGE_QUERY, restKeyset } from '../rest/rest-page.js';
import { ClaimedPlace } from '../geography/claimed-place.js';
import { AidRequestStatus, AidRequestType } from './aid-request.entity.js';
import { AidRequestForm } from './aid-request-input.js';
import { AidRequestAbilities } from './aid-requests.policy.js';
import { AidRequestsService } from './aid-requests.service.js';
import type { AidRequestView } from './aid-requests.types.js';

export const AID_REQUEST_FIELDS = [
  'aid_id',
  'full_name',
  'nic_number',
  'contact_no',
  'family_size',
  'date_time',
  'description',
  'district',
  'divisional_secretariat',
  'type_support',
  'request_type',
  'status',
  'latitude',
  'longitude',
];

/** The seeds' read shape of an aid request, from the view the viewer may see (masking applies). */
export const aidRequestJson = (r: AidRequestView) => ({
  aid_id: r.id,
  full_name: r.fullName,
  nic_number: r.nicNumber,
  contact_no: r.contactNo,
  family_size: r.familySize,
  date_time: restTime(r.dateTime),
  description: r.description,
  district: r.district.name,
  divisional_secretariat: dsNameOrSent(r),
  type_support: r.typeSupport,
  request_type: AidRequestRest.requestType[r.requestType],
  status: AidRequestRest.status[r.status],
  latitude: r.latitude,
  longitude: r.longitude,
});

/** The old client has already replaced "Other" with its text. */
function supportFields(value: string | undefined): { typeSupport?: string; otherSupport?: string } {
  const { choice, otherText } = supportFromSentText(value, AID_SUPPORT_TYPES);
  return { typeSupport: choice, otherSupport: otherText };
}

async function publicList(
  ctx: RequestContext,
  req: Request,
  status: AidRequestStatus.APPROVED | AidRequestStatus.DELIVERED,
) {
  const q = Input.query(req);
  const service = new AidRequestsService(ctx);
  const filter = {
    dsDivision: q.string('divisionalSecretariat', 'divisional_secretariat'),
    district: q.string('district'),
    requestType: requestTypeFromRest(q.string('request_type')),
  };
  try {
    const { items } = await service.listPublic(status, filter, restKeyset(req));
    return { body: items.map((r) => aidRequestJson(service.present(r))) };
  } catch (error) {
    // A GET list with an unknown place name answers an empty list (D1).
    if (error instanceof AppError && UNKNOWN_PLACE_CODES.includes(error.code)) return { body: [] };
    throw error;
  }
}

export const aidRequestRoutes: RestArea = {
  tag: 'AidRequest',
  routes: [
    {
      method: 'get',
      path: '/AidRequest/ongoing',
      list: true,
      summary: 'Ongoing (approved) aid requests, optionally of one division: the newest page (limit, before)',
      audience: PUBLIC,
      query: ['divisionalSecretariat', 'district', 'request_type', ...PAGE_QUERY],
      answer: AID_REQUEST_FIELDS,
      handler: (ctx, req) => publicList(ctx, req, AidRequestStatus.APPROVED),
    },
    {
      method: 'get',
      path: '/AidRequest/delivered',
      list: true,
      summary: 'Delivered aid requests: the newest page (limit, before)',
      audience: PUBLIC,
      query: ['divisionalSecretariat', 'district', 'request_type', ...PAGE_QUERY],
      answer: AID_REQUEST_FIELDS,
      handler: (ctx, req) => publicList(ctx, req, AidRequestStatus.DELIVERED),
    },
    {
      method: 'post',
      path: '/AidRequest/create',
      created: true,
      summary: 'Emergency or post-disaster aid request',
      audience: PUBLIC,
      body: [
        'full_name',
        'nic_number',
        'contact_no',
        'district',
        'divisional_secretariat',
        'ds_division',
        'gn_division',
        'family_size',
        'date_time',
        'description',
        'type_support',
        'request_type',
        'latitude',
        'longitude',
        'idempotency_key',
      ],
      answer: ['message', 'aid_id', 'status'],
      handler: async (ctx, req) => {
        const b = Input.body(req);
        const requestType = requestTypeFromRest(b.string('request_type'));
        if (!requestType)
          throw AppError.badInput('request_type must be Emergency or postDisaster.', {
            request_type: 'request_type must be Emergency or postDisaster.',
          });
        const full =
          requestType === AidRequestType.POST_DISASTER &&
          (b.string('nic_number')?.trim() || b.string('date_time')?.trim());
        const form =
          requestType === AidRequestType.EMERGENCY
            ? AidRequestForm.EMERGENCY
            : full
              ? AidRequestForm.POST_DISASTER
              : AidRequestForm.POST_DISASTER_QUICK;
        const service = new AidRequestsService(ctx);
        const created = await service.create({
          form,
          fullName: b.string('full_name'),
          nicNumber: b.string('nic_number'),
          contactNo: b.string('contact_no') ?? '',
          district: b.string('district') ?? '',
          dsDivision: b.string('divisional_secretariat', 'ds_division') ?? '',
          gnDivision: b.string('gn_division'),
          familySize: b.integer('family_size'),
          dateTime: b.string('date_time'),
          description: b.string('description'),
          ...supportFields(b.string('type_support')),
          latitude: b.number('latitude'),
          longitude: b.number('longitude'),
          idempotencyKey: b.string('idempotency_key') ?? req.get('idempotency-key'),
        });
        return {
          body: {
            message: 'Aid request submitted successfully!',
            aid_id: created.id,
            status: AidRequestRest.status[created.status],
          },
        };
      },
    },
    {
      method: 'get',
      path: '/AidRequest/pending-post-disaster',
      list: true,
      summary: 'DS officer: pending post-disaster requests of the own division, oldest first, one page (limit, before)',
      audience: AidRequestAbilities.viewPending,
      query: ['divisionalSecretariat', ...PAGE_QUERY],
      answer: AID_REQUEST_FIELDS,
      handler: async (ctx, req) => {
        if (ClaimedPlace.ownDivision(ctx, Input.query(req).string('divisionalSecretariat')) === 'unknown')
          return { body: [] };
        const service = new AidRequestsService(ctx);
        return { body: (await service.pending(restKeyset(req))).map((r) => aidRequestJson(service.present(r))) };
      },
    },
    {
      method: 'get',
      path: '/AidRequest/pending-post-disaster/count',
      summary: 'DS officer: how many wait for a decision',
      audience: AidRequestAbilities.viewPending,
      query: ['divisionalSecretariat'],
      answer: ['pendingCount'],
      handler: async (ctx, req) => {
        if (ClaimedPlace.ownDivision(ctx, Input.query(req).string('divisionalSecretariat')) === 'unknown')
          return { body: { pendingCount: 0 } };
        return { body: { pendingCount: await new AidRequestsService(ctx).pendingCount() } };
      },
    },
    {
      method: 'post',
      path: '/AidRequest/updateStatus',
      summary: 'DS officer: approve or reject a pending request',
      audience: AidRequestAbilities.decide,
      body: ['ReportId', 'Status', 'Actor'],
      answer: ['message', 'status'],
      handler: async (ctx, req) => {
        const b = Input.body(req);
        const id = b.requiredInteger('ReportId');
        const status = fromRest(AidRequestRest.status, b.string('Status'));
        if (status !== AidRequestStatus.APPROVED && status !== AidRequestStatus.REJECTED)
          throw AppError.badInput('Status must be Approved or Rejected.', {
            Status: 'Status must be Approved or Rejected.',
          });
        const service = new AidRequestsService(ctx);
        const updated = status === AidRequestStatus.APPROVED ? await service.approve(id) : await service.reject(id);
        return {
          body: {
            message: `Request ${status === AidRequestStatus.APPROVED ? 'approved' : 'rejected'} successfully`,
            status: AidRequestRest.status[updated.status],
          },
        };
      },
    },
    {
      method: 'get',
      path: '/AidRequest/aids-for-district',
      summary:
        "DMC officer: approved post-disaster and emergency requests of the own district, newest need first: up to `limit` of each (before: continues the list of the row's type)",
      audience: AidRequestAbilities.viewDistrict,
      query: ['district', 'isFulfilled', ...PAGE_QUERY],
      answer: ['dsApprovedPostDisaster', 'emergency'],
      handler: async (ctx, req) => {
        const q = Input.query(req);
        if (ClaimedPlace.ownDistrict(ctx, q.string('district')) === 'unknown')
          return { body: { dsApprovedPostDisaster: [], emergency: [] } };
        const service = new AidRequestsService(ctx);
        const page = restKeyset(req);
        // `before` names a row of one type: that type's list continues after it, the other answers empty.
        const type = page.afterId === null ? null : (await service.load(page.afterId)).requestType;
        const grouped = await service.forDistrict(q.boolean('isFulfilled') ?? false, {
          postDisaster: page,
          emergency: page,
        });
        const shown = (t: AidRequestType, rows: typeof grouped.emergency) =>
          type === null || type === t ? rows.map((r) => aidRequestJson(service.present(r))) : [];
        return {
          body: {
            dsApprovedPostDisaster: shown(AidRequestType.POST_DISASTER, grouped.postDisaster),
            emergency: shown(AidRequestType.EMERGENCY, grouped.emergency),
          },
        };
      },
    },
    {
      method: 'post',
      path: '/AidRequest/resolve/{aidId}',
      summary: 'Officer: mark an ongoing request delivered',
      audience: AidRequestAbilities.markDelivered,
      answer: ['message', 'status'],
      handler: async (ctx, req) => {
        const updated = await new AidRequestsService(ctx).markDelivered(Input.params(req).requiredInteger('aidId'));
        return { body: { message: 'Aid request marked as delivered', status: AidRequestRest.status[updated.status] } };
      },
    },
  ],
};
