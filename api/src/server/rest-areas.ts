import { accountRoutes } from '../accounts/accounts.routes.js';
import { aidRequestRoutes } from '../aid-requests/aid-requests.routes.js';
import { alertRoutes } from '../alerts/alerts.routes.js';
import { contributionRoutes } from '../contributions/contributions.routes.js';
import { reportRoutes } from '../reports/reports.routes.js';
import { restPrefixes, type RestArea } from '../rest/rest.js';
import { statsRoutes } from '../stats/stats.routes.js';
import { volunteerRoutes } from '../volunteers/volunteers.routes.js';

/** The REST compatibility layer: every call of both seeds' call tables, plus five the old client makes. */
export const restAreas: RestArea[] = [
  accountRoutes,
  volunteerRoutes,
  aidRequestRoutes,
  contributionRoutes,
  reportRoutes,
  alertRoutes,
  statsRoutes,
];

/** First path segments of the layer: unknown paths under them answer 404 JSON, not the web app. */
export const REST_PREFIXES = restPrefixes(restAreas);
