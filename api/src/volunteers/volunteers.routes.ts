import { AccountRest } from '../accounts/accounts.rest-values.js';
import { aidRequestJson, AID_REQUEST_FIELDS } from '../aid-requests/aid-requests.routes.js';
import { AidRequestAbilities } from '../aid-requests/aid-requests.policy.js';
import { AidRequestsService } from '../aid-requests/aid-requests.service.js';
import { AidRequestType } from '../aid-requests/aid-request.entity.js';
import { AppError } from '../core/errors/errors.js';
import { Input, type RestArea } from '../rest/rest.js';
import { PAGE_QUERY, restKeyset } from '../rest/rest-page.js';
import { ClaimedPlace } from '../geography/claimed-place.js';
import { dsNameOrSent } from '../geography/stored-place.js';
import { RestIdentity } from '../rest/rest-identity.js';
import { VolunteerAbilities } from './volunteers.policy.js';
import { VolunteersService } from './volunteers.service.js';

const forVolunteer =
  (requestType: AidRequestType) =>
  async (ctx: Parameters<typeof RestIdentity.assertSelf>[0], req: Parameters<typeof Input.query>[0]) => {
    RestIdentity.assertSelf(ctx, Input.query(req).integer('volunteerId'));
    const service = new AidRequestsService(ctx);
    return {
      body: (await service.forVolunteer(requestType, restKeyset(req))).map((r) => aidRequestJson(service.present(r))),
    };
  };

export const volunteerRoutes: RestArea = {
  tag: 'Volunteer',
  routes: [
    {
      method: 'put',
      path: '/Volunteer/update-availability',
      summary: 'Volunteer: set the own availability',
      audience: VolunteerAbilities.setOwnAvailability,
      query: ['userId', 'newStatus'],
      answer: ['message', 'availability'],
      handler: async (ctx, req) => {
        const q = Input.query(req);
        RestIdentity.assertSelf(ctx, q.integer('userId'));
        const status = q.string('newStatus')?.trim().toLowerCase();
        if (status !== 'available' && status !== 'unavailable')
          throw AppError.badInput('newStatus must be Available or Unavailable.', {
            newStatus: 'newStatus must be Available or Unavailable.',
          });
        const user = await new VolunteersService(ctx).setOwnAvailability(status === 'available');
        return { body: { message: 'Availability updated', availability: AccountRest.availability(user.available) } };
      },
    },
    {
      method: 'get',
      path: '/Volunteer/emergency-support',
      list: true,
      summary: 'Volunteer: ongoing emergency requests of the own district, newest first, one page (limit, before)',
      audience: AidRequestAbilities.viewForVolunteer,
      query: ['volunteerId', ...PAGE_QUERY],
      answer: AID_REQUEST_FIELDS,
      handler: forVolunteer(AidRequestType.EMERGENCY),
    },
    {
      method: 'get',
      path: '/Volunteer/non-emergency-support',
      list: true,
      summary: 'Volunteer: ongoing post-disaster requests of the own district, newest first, one page (limit, before)',
      audience: AidRequestAbilities.viewForVolunteer,
      query: ['volunteerId', ...PAGE_QUERY],
      answer: AID_REQUEST_FIELDS,
      handler: forVolunteer(AidRequestType.POST_DISASTER),
    },
    {
      method: 'get',
      path: '/Volunteer/by-division',
      list: true,
      summary: 'DS officer: volunteers of the own division by name, one page (limit, before); 404 when there are none',
      audience: VolunteerAbilities.listDivision,
      query: ['divisionalSecretariat', ...PAGE_QUERY],
      answer: ['user_id', 'name', 'email', 'contact_number', 'availability'],
      handler: async (ctx, req) => {
        const known = ClaimedPlace.ownDivision(ctx, Input.query(req).string('divisionalSecretariat')) === 'own';
        const volunteers = known ? await new VolunteersService(ctx).forDivision(restKeyset(req)) : [];
        if (!volunteers.length)
          return { status: 404, body: { message: 'No volunteers found for your Divisional Secretariat.' } };
        return {
          body: volunteers.map((v) => ({
            user_id: v.id,
            name: v.fullName,
            email: v.email ?? null,
            contact_number: v.contactNo,
            availability: AccountRest.availability(v.available),
          })),
        };
      },
    },
    {
      method: 'get',
      path: '/Volunteer/by-district',
      list: true,
      summary: 'DMC officer: volunteers of the own district by name, one page (limit, before)',
      audience: VolunteerAbilities.listDistrict,
      query: ['district', ...PAGE_QUERY],
      answer: ['userId', 'name', 'divisional_secretariat', 'district', 'email', 'contact_number', 'availability'],
      handler: async (ctx, req) => {
        if (ClaimedPlace.ownDistrict(ctx, Input.query(req).string('district')) === 'unknown') return { body: [] };
        const service = new VolunteersService(ctx);
        return {
          body: (await service.forDistrict(restKeyset(req))).map((v) => {
            const view = service.present(v);
            return {
              userId: v.id,
              name: v.fullName,
              divisional_secretariat: dsNameOrSent(view),
              district: view.district.name,
              email: v.email ?? null,
              contact_number: v.contactNo,
              availability: AccountRest.availability(v.available),
            };
          }),
        };
      },
    },
  ],
};
