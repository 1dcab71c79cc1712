import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, User } from '../accounts/user.entity.js';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { Alert } from '../alerts/alert.entity.js';
import { Contribution } from '../contributions/contribution.entity.js';
import { Report } from '../reports/report.entity.js';
import { TINY_PNG } from '../testing/factories.js';
import { ImageVerification } from '../verification/image.entity.js';
import { DIVISION_A, makeCast, type Cast, type Person } from '../testing/scenario.js';
import { makeAidRequest, makeAlert, makeContribution, makeReport } from '../testing/subject-factories.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

type RoleName = 'anonymous' | 'volunteerA' | 'dsA' | 'dsB' | 'dmcX' | 'dmcY';
const ROLES: RoleName[] = ['anonymous', 'volunteerA', 'dsA', 'dsB', 'dmcX', 'dmcY'];
const who = (role: RoleName): Person | undefined => (role === 'anonymous' ? undefined : cast[role]);

// Subjects, all in division A (Colombo DS) of district X (Colombo), made fresh for each case.
const pendingRequest = async () => (await makeAidRequest(db.orm.em, 'pending')).id;
const ongoingRequest = async () => (await makeAidRequest(db.orm.em, 'ongoing')).id;
const ongoingAlert = async () => (await makeAlert(db.orm.em, cast.dmcX.user)).id;
const pendingReport = async () => (await makeReport(db.orm.em)).id;
const reportWithPhoto = async () => (await makeReport(db.orm.em, DIVISION_A, { image: TINY_PNG })).id;
const pendingContribution = async () =>
  (await makeContribution(db.orm.em, cast.volunteerA.user, await ongoingRequest())).id;

interface MutationCase {
  name: string;
  allowed: RoleName[];
  setup(): Promise<number>;
  query: (id: number) => string;
  /** What the call would change, read before and after. */
  state(em: EntityManager, id: number): Promise<unknown>;
}

const status =
  <T extends object>(entity: new () => T) =>
  async (em: EntityManager, id: number) =>
    ((await em.findOne(entity, { id })) as { status?: string } | null)?.status;

const mutations: MutationCase[] = [
  {
    name: 'approveAidRequest',
    allowed: ['dsA'],
    setup: pendingRequest,
    query: (id) => `mutation { approveAidRequest(id: ${id}) { id } }`,
    state: status(AidRequest),
  },
  {
    name: 'rejectAidRequest',
    allowed: ['dsA'],
    setup: pendingRequest,
    query: (id) => `mutation { rejectAidRequest(id: ${id}) { id } }`,
    state: status(AidRequest),
  },
  {
    name: 'markAidRequestDelivered',
    allowed: ['dsA', 'dmcX'],
    setup: ongoingRequest,
    query: (id) => `mutation { markAidRequestDelivered(id: ${id}) { id } }`,
    state: status(AidRequest),
  },
  {
    name: 'createAlert',
    allowed: ['dmcX'],
    setup: async () => 0,
    query: () => 'mutation { createAlert(input: { dsDivision: "LK1103", type: FIRE }) { id } }',
    state: (em) => em.count(Alert, {}),
  },
  {
    name: 'createAlert from a report',
    allowed: ['dmcX'],
    setup: pendingReport,
    query: (id) => `mutation { createAlert(input: { dsDivision: "LK1103", type: FIRE, reportId: ${id} }) { id } }`,
    state: async (em, id) => [await em.count(Alert, {}), (await em.findOneOrFail(Report, { id })).status],
  },
  {
    name: 'resolveAlert',
    allowed: ['dsA', 'dmcX'],
    setup: ongoingAlert,
    query: (id) => `mutation { resolveAlert(id: ${id}) { id } }`,
    state: status(Alert),
  },
  {
    name: 'dismissReport',
    allowed: ['dmcX'],
    setup: pendingReport,
    query: (id) => `mutation { dismissReport(id: ${id}) { id } }`,
    state: status(Report),
  },
  {
    name: 'submitOfficerReport',
    allowed: ['dsA', 'dsB'],
    setup: async () => 0,
    query: () =>
      'mutation { submitOfficerReport(input: { dateTime: "2026-11-21T06:00", description: "Slope cracking behind houses" }) { id } }',
    state: (em) => em.count(Report, {}),
  },
  {
    name: 'addContribution',
    allowed: ['volunteerA'],
    setup: ongoingRequest,
    query: (id) =>
      `mutation { addContribution(input: { aidRequestId: ${id}, typeSupport: "Evacuation", description: "Helped" }) { id } }`,
    state: (em, id) => em.count(Contribution, { aidRequest: id }),
  },
  {
    name: 'approveContribution',
    allowed: ['dsA'],
    setup: pendingContribution,
    query: (id) => `mutation { approveContribution(id: ${id}) { id } }`,
    state: status(Contribution),
  },
  {
    name: 'rejectContribution',
    allowed: ['dsA'],
    setup: pendingContribution,
    query: (id) => `mutation { rejectContribution(id: ${id}) { id } }`,
    state: status(Contribution),
  },
  {
    name: 'verifyReportImage',
    allowed: ['dmcX'],
    setup: reportWithPhoto,
    query: (id) => `mutation { verifyReportImage(reportId: ${id}, minConfidence: 60) { verdict } }`,
    state: (em) => em.count(ImageVerification, {}),
  },
  {
    name: 'setAvailability',
    allowed: ['volunteerA'],
    setup: async () => 0,
    query: () => 'mutation { setAvailability(available: false) { id } }',
    state: (em) => em.count(User, { role: Role.VOLUNTEER, available: true }),
  },
];

const queries: { name: string; allowed: RoleName[]; query: string }[] = [
  {
    name: 'pendingAidRequests',
    allowed: ['dsA', 'dsB'],
    query: '{ pendingAidRequests { items { id } } pendingAidRequestCount }',
  },
  {
    name: 'districtAidRequests',
    allowed: ['dmcX', 'dmcY'],
    query: '{ districtAidRequests(fulfilled: false) { emergency { items { id } } } }',
  },
  {
    name: 'volunteerAidRequests',
    allowed: ['volunteerA'],
    query: '{ volunteerAidRequests(requestType: EMERGENCY) { items { id } } }',
  },
  { name: 'pendingReports', allowed: ['dmcX', 'dmcY'], query: '{ pendingReports { items { id } } }' },
  { name: 'districtAlerts', allowed: ['dmcX', 'dmcY'], query: '{ districtAlerts { items { id } } }' },
  { name: 'alertsToResolve', allowed: ['dsA', 'dsB'], query: '{ alertsToResolve { items { id } } }' },
  { name: 'divisionVolunteers', allowed: ['dsA', 'dsB'], query: '{ divisionVolunteers { items { id } } }' },
  { name: 'districtVolunteers', allowed: ['dmcX', 'dmcY'], query: '{ districtVolunteers { items { id } } }' },
  {
    name: 'myContributions',
    allowed: ['volunteerA'],
    query: '{ myContributions { items { id } } myContributionSummary { total } }',
  },
  {
    name: 'pendingContributions',
    allowed: ['dsA', 'dsB'],
    query: '{ pendingContributions { items { id } } pendingContributionCount }',
  },
  { name: 'recentActivity', allowed: ['dsA', 'dsB', 'dmcX', 'dmcY'], query: '{ recentActivity { items { id } } }' },
  { name: 'districtOverview', allowed: ['dmcX', 'dmcY'], query: '{ districtOverview { activeAlerts } }' },
];

const refusal = (role: RoleName) => (role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');

describe('permission matrix: mutations', () => {
  for (const op of mutations)
    for (const role of ROLES) {
      const allowed = op.allowed.includes(role);
      it(`${op.name} as ${role}: ${allowed ? 'allowed' : `refused with ${refusal(role)}, nothing changed`}`, async () => {
        const id = await op.setup();
        const before = await op.state(db.orm.em.fork(), id);
        const result = await api.gql(op.query(id), {}, who(role) ? { token: who(role)!.token } : undefined);
        const after = await op.state(db.orm.em.fork(), id);
        if (allowed) {
          expect(result.errors).toBeUndefined();
          expect(after).not.toEqual(before);
        } else {
          expect(errorCode(result)).toBe(refusal(role));
          expect(after).toEqual(before);
        }
      });
    }
});

describe('permission matrix: protected queries', () => {
  for (const op of queries)
    for (const role of ROLES) {
      const allowed = op.allowed.includes(role);
      it(`${op.name} as ${role}: ${allowed ? 'allowed' : `refused with ${refusal(role)}`}`, async () => {
        const result = await api.gql(op.query, {}, who(role) ? { token: who(role)!.token } : undefined);
        if (allowed) expect(result.errors).toBeUndefined();
        else expect(errorCode(result)).toBe(refusal(role));
      });
    }
});
