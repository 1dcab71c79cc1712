import { beforeAll, describe, expect, it } from 'vitest';
import { connectLive, until, type LiveClient } from '../testing/live-client.js';
import {
  CREATE_AID,
  DIVISION_A,
  DIVISION_Y,
  EMERGENCY,
  makeCast,
  ok,
  POST_DISASTER,
  type Cast,
  type Person,
} from '../testing/scenario.js';
import { pause } from '../testing/subscriptions.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;

beforeAll(async () => {
  cast = await makeCast(db);
});

const AID_FIELDS =
  'id status contactNo nicNumber fullName latitude longitude placeResolvedBy viewerCan { approve reject markDelivered contribute }';
const AID_SUB = `subscription { aidRequestChanged { ${AID_FIELDS} } }`;
const CONTRIBUTION_SUB = 'subscription { contributionChanged { id status } }';
const REPORT_SUB = 'subscription { reportChanged { id status } }';
const REPORT = {
  reporterName: 'Nimal',
  nicNumber: '199012345678',
  contactNo: '0761112223',
  ...DIVISION_A,
  dateTime: '2026-11-21T06:00',
  description: 'Landslide cracks on the road.',
};

interface Viewer {
  name: string;
  person: Person | null;
  client: LiveClient;
}

describe('grouped live updates: each audience receives exactly what the policy lets it see', () => {
  it('sends each request, contribution and report to the audiences the queries and the policy allow, the same bytes within a group', async () => {
    const people: [string, Person | null][] = [
      ['public 1', null],
      ['public 2', null],
      ['DS officer of division A', cast.dsA],
      ['DS officer of division B', cast.dsB],
      ['DMC officer of district X', cast.dmcX],
      ['DMC officer of district Y', cast.dmcY],
      ['volunteer of district X', cast.volunteerA],
    ];
    const before = api.server.liveSize();
    const viewers: Viewer[] = [];
    for (const [name, person] of people) {
      const client = await connectLive(api.url, person ? { authToken: person.token } : {});
      client.subscribe('aid', AID_SUB);
      client.subscribe('con', CONTRIBUTION_SUB);
      client.subscribe('rep', REPORT_SUB);
      viewers.push({ name, person, client });
    }
    await until(() => api.server.liveSize().members === before.members + 3 * people.length);
    // public 1 and 2 share their three groups; every signed-in viewer is an audience of its own here.
    expect(api.server.liveSize().groups - before.groups).toBe(3 * (people.length - 1));

    // The oracle: what the aidRequest query answers each viewer right after each change (an error: nothing).
    const expected = new Map<string, unknown[]>(viewers.map((v) => [v.name, []]));
    const expectVisibleNow = async (id: number) => {
      for (const viewer of viewers) {
        const answer = await api.gql<{ aidRequest: unknown }>(
          `query ($id: ID!) { aidRequest(id: $id) { ${AID_FIELDS} } }`,
          { id },
          viewer.person ? { token: viewer.person.token } : undefined,
        );
        if (answer.data?.aidRequest) expected.get(viewer.name)!.push(answer.data.aidRequest);
      }
    };
    const create = async (input: Record<string, unknown>) =>
      (await ok<{ createAidRequest: { id: number } }>(api, CREATE_AID, { input })).createAidRequest.id;
    const pendingA = await create(POST_DISASTER({ contactNo: '0712220001' }));
    await expectVisibleNow(pendingA);
    const emergencyY = await create(EMERGENCY('0712220002', DIVISION_Y));
    await expectVisibleNow(emergencyY);
    await ok(api, `mutation { approveAidRequest(id: ${pendingA}) { id } }`, {}, cast.dsA);
    await expectVisibleNow(pendingA);
    const rejected = await create(POST_DISASTER({ contactNo: '0712220003', nicNumber: '199012345678' }));
    await expectVisibleNow(rejected);
    await ok(api, `mutation { rejectAidRequest(id: ${rejected}) { id } }`, {}, cast.dsA);
    await expectVisibleNow(rejected);
    const emergencyA = await create(EMERGENCY('0712220004'));
    await expectVisibleNow(emergencyA);
    const { addContribution } = await ok<{ addContribution: { id: number } }>(
      api,
      'mutation ($i: AddContributionInput!) { addContribution(input: $i) { id } }',
      { i: { aidRequestId: emergencyA, typeSupport: 'Evacuation', description: 'Boat ride to safety' } },
      cast.volunteerA,
    );
    await ok(api, `mutation { markAidRequestDelivered(id: ${emergencyA}) { id } }`, {}, cast.dmcX);
    await expectVisibleNow(emergencyA);
    const { submitReport } = await ok<{ submitReport: { id: number } }>(
      api,
      'mutation ($i: SubmitReportInput!) { submitReport(input: $i) { id } }',
      { i: REPORT },
    );

    const dsA = viewers[2]!.client;
    await dsA.waitFor('aid', expected.get('DS officer of division A')!.length);
    await dsA.waitFor('con', 1);
    await viewers[4]!.client.waitFor('rep', 1);
    await pause(600);

    const data = (client: LiveClient, id: string) =>
      client.nexts(id).map((m) => Object.values(m.payload?.data ?? {})[0]);
    for (const viewer of viewers) {
      expect({ viewer: viewer.name, aid: data(viewer.client, 'aid') }).toEqual({
        viewer: viewer.name,
        aid: expected.get(viewer.name),
      });
      // contribution.follow: the DS officer of the division and the volunteer who made it; report.review: the district's DMC officer.
      const follows = viewer.person === cast.dsA || viewer.person === cast.volunteerA;
      expect({ viewer: viewer.name, con: data(viewer.client, 'con') }).toEqual({
        viewer: viewer.name,
        con: follows ? [{ id: addContribution.id, status: 'PENDING' }] : [],
      });
      expect({ viewer: viewer.name, rep: data(viewer.client, 'rep') }).toEqual({
        viewer: viewer.name,
        rep: viewer.person === cast.dmcX ? [{ id: submitReport.id, status: 'PENDING' }] : [],
      });
    }
    // Every message carries its event's sequence, increasing.
    const sequences = dsA.nexts('aid').map((m) => m.payload?.extensions?.sequence ?? 0);
    expect(sequences.every((s, i) => s > 0 && (i === 0 || s > sequences[i - 1]!))).toBe(true);
    // The two public members received the same bytes, the id aside.
    const publicFrames = viewers.slice(0, 2).map((v) => v.client.nexts('aid').map((m) => m.raw));
    expect(publicFrames[0]!.length).toBeGreaterThan(0);
    expect(publicFrames[0]).toEqual(publicFrames[1]);
    for (const viewer of viewers) viewer.client.close();
    await until(() => api.server.liveSize().members === before.members);
  });
});
