import { restTime } from '../rest/rest-values.js';
import { PUBLIC } from '../core/policy/audience.js';
import { AidRequestsService } from '../aid-requests/aid-requests.service.js';
import { requestTypeFromRest } from '../aid-requests/aid-requests.rest-values.js';
import { CONTRIBUTION_TYPES, supportFromSentText } from '../../../shared/validation.js';
import type { Request } from 'express';
import { GeographyService } from '../geography/geography.service.js';
import type { RequestContext } from '../core/context/context.js';
import { AppError } from '../core/errors/errors.js';
import { Input, type RestArea } from '../rest/rest.js';
import { PAGE_QUERY, restKeyset } from '../rest/rest-page.js';
import { ClaimedPlace } from '../geography/claimed-place.js';
import { RestIdentity } from '../rest/rest-identity.js';
import { ContributionAbilities } from './contributions.policy.js';
import { ContributionsService } from './contributions.service.js';
import type { ContributionView } from './contributions.types.js';

export const CONTRIBUTION_FIELDS = [
  'contribution_id',
  'aid_id',
  'volunteer_id',
  'volunteer_name',
  'district',
  'divisional_secretariat',
  'type_support',
  'description',
  'status',
  'image',
  'created_at',
];

const contributionJson = (c: ContributionView) => ({
  contribution_id: c.id,
  aid_id: c.aidRequestId,
  volunteer_id: c.volunteer.id,
  volunteer_name: c.volunteer.fullName,
  district: c.district.name,
  divisional_secretariat: c.dsDivision.name,
  type_support: c.typeSupport,
  description: c.description,
  status: c.status.charAt(0) + c.status.slice(1).toLowerCase(),
  image: c.imageUrl,
  created_at: restTime(c.createdAt),
});

/** The DS officer's review screen also shows who to call and whose request it is (officer-only, D13). */
const PENDING_CONTRIBUTION_FIELDS = [
  ...CONTRIBUTION_FIELDS,
  'volunteer_contact',
  'volunteerTypeSupport',
  'requester_nic',
];

const pendingContributionJson = (c: ContributionView) => ({
  ...contributionJson(c),
  volunteer_contact: c.volunteer.contactNo,
  volunteerTypeSupport: c.typeSupport,
  requester_nic: c.requesterNic,
});

const ownVolunteer = (ctx: RequestContext, req: Request) =>
  RestIdentity.assertSelf(ctx, Input.params(req).requiredInteger('volunteerId'));

const decide = (verb: 'approve' | 'reject') => async (ctx: RequestContext, req: Request) => {
  const service = new ContributionsService(ctx);
  const id = Input.params(req).requiredInteger('id');
  const decided = verb === 'approve' ? await service.approve(id) : await service.reject(id);
  return {
    body: {
      message: `Contribution ${verb === 'approve' ? 'approved' : 'rejected'} successfully`,
      contribution: contributionJson(service.present(decided)),
    },
  };
};

export const contributionRoutes: RestArea = {
  tag: 'Contribution',
  routes: [
    {
      method: 'post',
      path: '/Contribution/add',
      created: true,
      summary: 'Volunteer: record a contribution',
      audience: ContributionAbilities.add,
      body: ['volunteer_id', 'aid_id', 'district', 'type_support', 'description', 'image', 'idempotency_key'],
      answer: ['message', 'contribution_id'],
      handler: async (ctx, req) => {
        const b = Input.body(req);
        RestIdentity.assertSelf(ctx, b.integer('volunteer_id'));
        const district = b.string('district');
        if (district !== undefined && !GeographyService.instance().findDistrict(district))
          throw AppError.coded('BAD_USER_INPUT', 'AID_REQUEST_WITHOUT_DISTRICT', undefined, 'district');
        const type = supportFromSentText(b.string('type_support') ?? '', CONTRIBUTION_TYPES);
        const service = new ContributionsService(ctx);
        const created = await service.add({
          aidRequestId: b.requiredInteger('aid_id'),
          // The old client replaces Other with its text before sending.
          typeSupport: type.choice ?? '',
          otherType: type.otherText ?? null,
          description: b.string('description') ?? '',
          image: b.string('image') || null,
          idempotencyKey: b.string('idempotency_key') ?? req.get('idempotency-key'),
        });
        return { body: { message: 'Contribution submitted successfully!', contribution_id: created.id } };
      },
    },
    {
      method: 'get',
      path: '/Contribution/total/{volunteerId}',
      summary: 'Volunteer: total contributions',
      audience: ContributionAbilities.viewOwn,
      answer: ['totalContributions'],
      handler: async (ctx, req) => {
        ownVolunteer(ctx, req);
        return { body: { totalContributions: (await new ContributionsService(ctx).summary()).total } };
      },
    },
    {
      method: 'get',
      path: '/Contribution/latest/{volunteerId}',
      summary: 'Volunteer: type of the latest contribution; 404 when none',
      audience: ContributionAbilities.viewOwn,
      answer: ['type_support'],
      handler: async (ctx, req) => {
        ownVolunteer(ctx, req);
        const latest = (await new ContributionsService(ctx).summary()).latestType;
        return latest
          ? { body: { type_support: latest } }
          : { status: 404, body: { message: 'No contributions yet.' } };
      },
    },
    {
      method: 'get',
      path: '/Contribution/volunteer/{volunteerId}',
      list: true,
      summary: 'Volunteer: own contributions, newest first, one page (limit, before)',
      audience: ContributionAbilities.viewOwn,
      query: PAGE_QUERY,
      answer: CONTRIBUTION_FIELDS,
      handler: async (ctx, req) => {
        ownVolunteer(ctx, req);
        const service = new ContributionsService(ctx);
        return { body: (await service.mine({}, restKeyset(req))).map((c) => contributionJson(service.present(c))) };
      },
    },
    {
      method: 'get',
      path: '/Contribution/pending/count',
      summary: 'DS officer: pending contributions of the own division',
      audience: ContributionAbilities.review,
      query: ['divisional_secretariat'],
      answer: ['pendingCount'],
      handler: async (ctx, req) => {
        if (ClaimedPlace.ownDivision(ctx, Input.query(req).string('divisional_secretariat')) === 'unknown')
          return { body: { pendingCount: 0 } };
        return { body: { pendingCount: await new ContributionsService(ctx).pendingCount() } };
      },
    },
    {
      method: 'get',
      path: '/Contribution/pending',
      list: true,
      summary:
        'DS officer: pending contributions of the own division, optionally of one aid category, oldest first, one page (limit, before)',
      audience: ContributionAbilities.review,
      query: ['divisional_secretariat', 'aidCategory', ...PAGE_QUERY],
      answer: PENDING_CONTRIBUTION_FIELDS,
      handler: async (ctx, req) => {
        const q = Input.query(req);
        if (ClaimedPlace.ownDivision(ctx, q.string('divisional_secretariat')) === 'unknown') return { body: [] };
        const category = q.string('aidCategory');
        const requestType = category?.trim() ? requestTypeFromRest(category) : null;
        if (category?.trim() && !requestType) throw AppError.badInput('aidCategory must be postDisaster or emergency.');
        const service = new ContributionsService(ctx);
        return {
          body: (await service.pendingForDivision(requestType, restKeyset(req))).map((c) =>
            pendingContributionJson(service.present(c)),
          ),
        };
      },
    },
    {
      method: 'post',
      path: '/Contribution/approve/{id}',
      summary: 'DS officer: approve a contribution',
      audience: ContributionAbilities.review,
      answer: ['message', 'contribution'],
      handler: decide('approve'),
    },
    {
      method: 'post',
      path: '/Contribution/reject/{id}',
      summary: 'DS officer: reject a contribution',
      audience: ContributionAbilities.review,
      answer: ['message', 'contribution'],
      handler: decide('reject'),
    },
    {
      method: 'get',
      path: '/AidRequest/contribution-count/{aid_id}',
      summary: 'Contributions received by a request',
      audience: PUBLIC,
      answer: ['contributionsReceived'],
      handler: async (ctx, req) => {
        const id = Input.params(req).requiredInteger('aid_id');
        await new AidRequestsService(ctx).load(id);
        return { body: { contributionsReceived: await new ContributionsService(ctx).countForRequest(id) } };
      },
    },
  ],
};
