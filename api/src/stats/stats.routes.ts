import { GeographyService } from '../geography/geography.service.js';
import { PUBLIC } from '../core/policy/audience.js';
import type { RestArea } from '../rest/rest.js';
import { StatsService } from './stats.service.js';

export const statsRoutes: RestArea = {
  tag: 'Counts',
  routes: [
    {
      method: 'get',
      path: '/active-volunteers-count',
      summary: 'Volunteers now Available',
      audience: PUBLIC,
      answer: ['count'],
      handler: async (ctx) => ({ body: { count: (await new StatsService(ctx).counters()).activeVolunteers } }),
    },
    {
      method: 'get',
      path: '/alerts-sent-count',
      summary: 'Alerts ever published',
      audience: PUBLIC,
      answer: ['count'],
      handler: async (ctx) => ({ body: { count: (await new StatsService(ctx).counters()).alertsSent } }),
    },
    {
      method: 'get',
      path: '/total-aid-requests-count',
      summary: 'Aid requests ever made',
      audience: PUBLIC,
      answer: ['count'],
      handler: async (ctx) => ({ body: { count: (await new StatsService(ctx).counters()).aidRequested } }),
    },
    {
      method: 'get',
      path: '/DSOfficer/all',
      list: true,
      summary: 'DS office contact numbers, for the public aid table (D16)',
      audience: PUBLIC,
      answer: ['divisional_secretariat', 'district', 'contact_no'],
      handler: async (ctx) => {
        const geography = GeographyService.instance();
        const contacts = await new StatsService(ctx).officeContacts();
        return {
          body: contacts.map((c) => ({
            divisional_secretariat: c.dsDivision.name,
            district: geography.district(c.dsDivision.districtCode).name.en,
            contact_no: c.contactNo,
          })),
        };
      },
    },
  ],
};
