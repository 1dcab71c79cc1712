import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrm, type Orm } from '../db/orm.js';
import { createAppServer, type AppServer } from './app.js';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import {
  CREATE_AID,
  DIVISION_A,
  DIVISION_Y,
  EMERGENCY,
  makeCast,
  ok,
  POST_DISASTER,
  type Cast,
} from '../testing/scenario.js';
import { pause, subscribe } from '../testing/subscriptions.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer, type TestServer } from '../testing/test-server.js';

const db = useTestDatabase();
/** Instance A: where clients subscribe. */
const instanceA = useTestServer(db);
/** Instance B: a second API process on the same database, with its own ORM and its own LISTEN connection. */
const instanceB = {} as TestServer;
let ormB: Orm;
let serverB: AppServer;
let cast: Cast;

beforeAll(async () => {
  ormB = await openOrm(db.url, { poolMax: 3 });
  serverB = await createAppServer({ orm: ormB, log: () => undefined, rateLimits: relaxedLimits() });
  const port = await serverB.listen(0, '127.0.0.1');
  instanceB.url = `http://127.0.0.1:${port}`;
  instanceB.gql = async (query, variables, auth) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (auth?.token) headers.authorization = `Bearer ${auth.token}`;
    const res = await fetch(`${instanceB.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return { ...((await res.json()) as object), status: res.status, setCookie: null };
  };
  cast = await makeCast(db);
});

afterAll(async () => {
  await serverB?.close();
  await new Promise((r) => serverB?.httpServer.close(r));
  await ormB?.close(true);
});

const CREATE_ALERT = 'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }';
const REPORT = (place = DIVISION_A) => ({
  reporterName: 'Nimal',
  nicNumber: '199012345678',
  contactNo: '0761112223',
  ...place,
  dateTime: '2026-11-21T06:00',
  description: 'Landslide cracks on the road.',
});

describe('live updates across API instances (LISTEN/NOTIFY)', () => {
  it('delivers an alert published on instance B to a subscriber on instance A', async () => {
    const sub = await subscribe<{ id: number; typeLabel: string; district: { code: string } }>(
      instanceA.url,
      'subscription { alertChanged(district: "LK11") { id typeLabel district { code } } }',
    );
    const { createAlert } = await ok<{ createAlert: { id: number } }>(
      instanceB,
      CREATE_ALERT,
      { input: { dsDivision: 'LK1106', type: 'FLOOD' } },
      cast.dmcX,
    );
    const event = await sub.next((e) => e.id === createAlert.id);
    expect(event).toEqual({ id: createAlert.id, typeLabel: 'Flood', district: { code: 'LK11' } });
    await sub.close();
  });

  it('never announces a change that rolled back', async () => {
    const sub = await subscribe<{ id: number }>(instanceA.url, 'subscription { alertChanged { id } }');
    const { submitReport } = await ok<{ submitReport: { id: number } }>(
      instanceB,
      'mutation ($i: SubmitReportInput!) { submitReport(input: $i) { id } }',
      { i: REPORT() },
    );
    await ok(instanceB, `mutation { dismissReport(id: ${submitReport.id}) { id } }`, {}, cast.dmcX);
    const failed = await instanceB.gql(
      CREATE_ALERT,
      { input: { dsDivision: 'LK1103', type: 'FLOOD', reportId: submitReport.id } },
      { token: cast.dmcX.token },
    );
    expect(failed.errors?.[0]?.extensions?.code).toBe('REPORT_NOT_PENDING');
    const { createAlert } = await ok<{ createAlert: { id: number } }>(
      instanceB,
      CREATE_ALERT,
      { input: { dsDivision: 'LK1103', type: 'FIRE' } },
      cast.dmcX,
    );
    await sub.next((e) => e.id === createAlert.id);
    expect(sub.events.map((e) => e.id)).toEqual([createAlert.id]);
    await sub.close();
  });

  it('sends a new report only to the DMC officer of its district', async () => {
    const x = await subscribe<{ id: number; status: string }>(
      instanceA.url,
      'subscription { reportChanged { id status } }',
      {},
      cast.dmcX.token,
    );
    const y = await subscribe<{ id: number }>(
      instanceA.url,
      'subscription { reportChanged { id } }',
      {},
      cast.dmcY.token,
    );
    const visitor = await subscribe<{ id: number }>(instanceA.url, 'subscription { reportChanged { id } }');
    const { submitReport } = await ok<{ submitReport: { id: number } }>(
      instanceB,
      'mutation ($i: SubmitReportInput!) { submitReport(input: $i) { id } }',
      { i: REPORT() },
    );
    expect(await x.next((e) => e.id === submitReport.id)).toEqual({ id: submitReport.id, status: 'PENDING' });
    await pause(500);
    expect(y.events).toEqual([]);
    expect(visitor.events).toEqual([]);
    await Promise.all([x.close(), y.close(), visitor.close()]);
  });

  it('shows a pending request to the DS officer of its division, not to the public; counters follow', async () => {
    const officer = await subscribe<{ id: number; status: string }>(
      instanceA.url,
      'subscription { aidRequestChanged { id status } }',
      {},
      cast.dsA.token,
    );
    const publicSub = await subscribe<{ id: number; status: string }>(
      instanceA.url,
      'subscription { aidRequestChanged { id status } }',
    );
    const counters = await subscribe<{ aidRequested: number }>(
      instanceA.url,
      'subscription { countersChanged { aidRequested } }',
    );
    const pending = (await ok<{ createAidRequest: { id: number } }>(instanceB, CREATE_AID, { input: POST_DISASTER() }))
      .createAidRequest;
    const emergency = (
      await ok<{ createAidRequest: { id: number } }>(instanceB, CREATE_AID, {
        input: EMERGENCY('0770001112', DIVISION_Y),
      })
    ).createAidRequest;
    expect(await officer.next((e) => e.id === pending.id)).toEqual({ id: pending.id, status: 'PENDING' });
    expect(await publicSub.next((e) => e.id === emergency.id)).toEqual({ id: emergency.id, status: 'APPROVED' });
    expect(publicSub.events.map((e) => e.id)).not.toContain(pending.id);
    const total = (await ok<{ counters: { aidRequested: number } }>(instanceA, '{ counters { aidRequested } }'))
      .counters.aidRequested;
    await counters.next((c) => c.aidRequested === total);
    await Promise.all([officer.close(), publicSub.close(), counters.close()]);
  });

  it("tells the public when an ongoing request is merged into another (it leaves their map), never of a pending one's merge", async () => {
    const publicSub = await subscribe<{ id: number; status: string; nicNumber: string | null }>(
      instanceA.url,
      'subscription { aidRequestChanged { id status nicNumber } }',
    );
    const create = async (input: unknown) =>
      (await ok<{ createAidRequest: { id: number } }>(instanceB, CREATE_AID, { input })).createAidRequest.id;
    const [kept, merged] = [await create(EMERGENCY('0770001120')), await create(EMERGENCY('0770001120'))];
    const [keptPending, mergedPending] = [
      await create(POST_DISASTER({ contactNo: '0770001121' })),
      await create(POST_DISASTER({ contactNo: '0770001121' })),
    ];
    const MERGE = 'mutation ($d: ID!, $i: ID!) { mergeAidRequest(duplicateId: $d, intoId: $i) { id } }';
    await ok(instanceB, MERGE, { d: mergedPending, i: keptPending }, cast.dsA);
    await ok(instanceB, MERGE, { d: merged, i: kept }, cast.dsA);
    expect(await publicSub.next((e) => e.id === merged && e.status === 'MERGED')).toEqual({
      id: merged,
      status: 'MERGED',
      nicNumber: null,
    });
    expect(publicSub.events.map((e) => e.id)).not.toContain(mergedPending);
    await publicSub.close();
  });

  it('tells the DS officer of the division about a new contribution', async () => {
    const sub = await subscribe<{ id: number; status: string }>(
      instanceA.url,
      'subscription { contributionChanged { id status } }',
      {},
      cast.dsA.token,
    );
    const other = await subscribe<{ id: number }>(
      instanceA.url,
      'subscription { contributionChanged { id } }',
      {},
      cast.dsB.token,
    );
    const requestId = (
      await ok<{ createAidRequest: { id: number } }>(instanceB, CREATE_AID, { input: EMERGENCY('0770001113') })
    ).createAidRequest.id;
    const { addContribution } = await ok<{ addContribution: { id: number } }>(
      instanceB,
      'mutation ($i: AddContributionInput!) { addContribution(input: $i) { id } }',
      { i: { aidRequestId: requestId, typeSupport: 'Evacuation', description: 'Boat ride to safety' } },
      cast.volunteerA,
    );
    expect(await sub.next((e) => e.id === addContribution.id)).toEqual({ id: addContribution.id, status: 'PENDING' });
    await pause(300);
    expect(other.events).toEqual([]);
    await Promise.all([sub.close(), other.close()]);
  });
});
