import { describe, expect, it } from 'vitest';
import { declaredAudiences, PUBLIC } from '../core/policy/audience.js';
import { registeredAbilities } from '../core/policy/policy.js';
import { checkAcceptedBody } from '../testing/openapi-check.js';
import { rest } from '../testing/rest-client.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { restAreas } from './rest-areas.js';

const db = useTestDatabase();
const api = useTestServer(db);

const routes = restAreas.flatMap((a) => a.routes);

describe('REST layer description', () => {
  it('reports an accepted body the document refuses, and lets through what the REST reader takes', () => {
    const sent = {
      full_name: 'Nimal Perera',
      family_size: '4',
      date_time: '2026-11-23 09:30',
      contact_no: 771234567,
      latitude: null,
    };
    expect(() => checkAcceptedBody('POST', '/AidRequest/create', 201, sent)).not.toThrow();
    expect(() => checkAcceptedBody('POST', '/AidRequest/create', 201, { ...sent, family_size: 'four' })).toThrow(
      /family_size/,
    );
    expect(() => checkAcceptedBody('POST', '/AidRequest/create', 201, { ...sent, date_time: 'yesterday' })).toThrow(
      /date_time/,
    );
    expect(() => checkAcceptedBody('POST', '/AidRequest/create', 201, { ...sent, request_type: 'Urgent' })).toThrow(
      /request_type/,
    );
    expect(() => checkAcceptedBody('POST', '/AidRequest/create', 400, { ...sent, family_size: 'four' })).not.toThrow();
  });

  it('serves an OpenAPI 3.1 document listing every route', async () => {
    const doc = (await rest(api.url, 'GET', '/openapi.json')).body as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(
      [...routes.map((r) => `${r.method.toUpperCase()} ${r.path}`), 'GET /images/{id}'].sort(),
    );
  });

  it('serves every path in the document (none falls through to the 404 of the layer)', async () => {
    const doc = (await rest(api.url, 'GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, methods] of Object.entries(doc.paths))
      for (const method of Object.keys(methods)) {
        const concrete = path.replace(/\{\w+\}/g, '1');
        const r = await rest(api.url, method.toUpperCase(), concrete, method === 'get' ? {} : { body: {} });
        expect(
          r.body === null ||
            typeof r.body !== 'object' ||
            (r.body as { code?: string }).code !== 'NOT_FOUND' ||
            (r.body as { message?: string }).message !== 'No such call.',
          `${method} ${path}`,
        ).toBe(true);
        expect(r.status, `${method} ${path}`).toBeLessThan(500);
      }
  });

  it("covers every call of both seeds' call tables and the five extra ones", () => {
    const served = new Set(routes.map((r) => `${r.method.toUpperCase()} ${r.path.replace(/\{\w+\}/g, '{}')}`));
    const expected = [
      'GET /AidRequest/ongoing',
      'GET /AidRequest/delivered',
      'GET /AidRequest/contribution-count/{}',
      'POST /AidRequest/create',
      'GET /Alerts/all',
      'GET /active-volunteers-count',
      'GET /alerts-sent-count',
      'GET /total-aid-requests-count',
      'GET /DSOfficer/all',
      'POST /Symptoms/create',
      'POST /User/login',
      'POST /Volunteer/signup',
      'PUT /Volunteer/update-availability',
      'GET /Volunteer/emergency-support',
      'GET /Volunteer/non-emergency-support',
      'GET /Volunteer/by-division',
      'GET /Volunteer/by-district',
      'GET /AidRequest/pending-post-disaster',
      'GET /AidRequest/pending-post-disaster/count',
      'POST /AidRequest/updateStatus',
      'GET /AidRequest/aids-for-district',
      'POST /Contribution/add',
      'GET /Contribution/total/{}',
      'GET /Contribution/latest/{}',
      'GET /Contribution/volunteer/{}',
      'GET /Contribution/pending/count',
      'GET /DSOfficer/details/{}',
      'GET /Symptoms/pendingReportsByDistrict',
      'POST /Symptoms/updateStatus',
      'GET /Alerts/toResolve/{}',
      'PUT /Alerts/resolve/{}',
      'GET /Alerts/byDistrict/{}',
      'POST /Alerts/create',
      'GET /Contribution/pending',
      'POST /Contribution/approve/{}',
      'POST /Contribution/reject/{}',
      'POST /AidRequest/resolve/{}',
    ];
    expect(expected.filter((call) => !served.has(call))).toEqual([]);
  });

  it('declares an audience (public or a registered ability) on every route', () => {
    const abilities = new Set(registeredAbilities());
    expect(routes.filter((r) => r.audience !== PUBLIC && !abilities.has(r.audience)).map((r) => r.path)).toEqual([]);
    expect(declaredAudiences.size).toBeGreaterThan(0);
  });
});
