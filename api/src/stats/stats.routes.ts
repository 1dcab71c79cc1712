import { PUBLIC } from '../shared/audience.js';
import type { RestArea } from '../shared/rest.js';
import { StatsService } from './stats.service.js';

export const statsRoutes: RestArea = {
  tag: 'Counts',
  routes: [
    { method: 'get', path: '/active-volunteers-count', summary: 'Volunteers now Available', audience: PUBLIC, answer: ['count'], handler: async (ctx) => ({ body: { count: (await new StatsService(ctx).counters()).activeVolunteers } }) },
    { method: 'get', path: '/alerts-sent-count', summary: 'Alerts ever published', audience: PUBLIC, answer: ['count'], handler: async (ctx) => ({ body: { count: (await new StatsService(ctx).counters()).alertsSent } }) },
    { method: 'get', path: '/total-aid-requests-count', summary: 'Aid requests ever made', audience: PUBLIC, answer: ['count'], handler: async (ctx) => ({ body: { count: (await new StatsService(ctx).counters()).aidRequested } }) },
  ],
};
