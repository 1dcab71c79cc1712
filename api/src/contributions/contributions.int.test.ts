import { beforeAll, describe, expect, it } from 'vitest';
import { CREATE_AID, DIVISION_Y, EMERGENCY, makeCast, ok, POST_DISASTER, type Cast } from '../testing/scenario.js';
import { TINY_PNG } from '../testing/factories.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';
import { rankFor } from './contributions.errors.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const ADD =
  'mutation ($input: AddContributionInput!) { addContribution(input: $input) { id status typeSupport description imageUrl aidRequestId volunteer { id } } }';
type Added = { addContribution: { id: number; status: string; typeSupport: string; imageUrl: string | null } };
const ongoingRequest = async (place?: typeof DIVISION_Y) =>
  (await ok<{ createAidRequest: { id: number } }>(api, CREATE_AID, { input: EMERGENCY('0774443332', place) }))
    .createAidRequest.id;

describe('contributions', () => {
  it("records a volunteer's contribution to an ongoing request of their district, PENDING, with a photo", async () => {
    const aidRequestId = await ongoingRequest();
    const { addContribution } = await ok<Added>(
      api,
      ADD,
      {
        input: {
          aidRequestId,
          typeSupport: 'Supply Distribution',
          description: 'Delivered rice and water',
          image: TINY_PNG,
        },
      },
      cast.volunteerA,
    );
    expect(addContribution).toMatchObject({ status: 'PENDING', typeSupport: 'Supply Distribution' });
    expect(addContribution.imageUrl).toMatch(/^\/images\//);
    const count = await ok<{ contributionCount: number }>(api, `{ contributionCount(aidRequestId: ${aidRequestId}) }`);
    expect(count.contributionCount).toBe(1);
  });

  it('asks for the Other text and a description, and refuses requests that are not ongoing or elsewhere', async () => {
    const aidRequestId = await ongoingRequest();
    const bad = await api.gql(
      ADD,
      { input: { aidRequestId, typeSupport: 'Other', description: '' } },
      { token: cast.volunteerA.token },
    );
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      typeSupport: 'Please specify the type of support.',
      description: 'Description is required',
    });
    const pendingId = (await ok<{ createAidRequest: { id: number } }>(api, CREATE_AID, { input: POST_DISASTER() }))
      .createAidRequest.id;
    expect(
      errorCode(
        await api.gql(
          ADD,
          { input: { aidRequestId: pendingId, typeSupport: 'Evacuation', description: 'x' } },
          { token: cast.volunteerA.token },
        ),
      ),
    ).toBe('AID_REQUEST_NOT_ONGOING');
    const elsewhere = await ongoingRequest(DIVISION_Y);
    expect(
      errorCode(
        await api.gql(
          ADD,
          { input: { aidRequestId: elsewhere, typeSupport: 'Evacuation', description: 'x' } },
          { token: cast.volunteerA.token },
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it('lets the DS officer of the division approve or reject once; the volunteer sees totals, latest type and rank', async () => {
    const aidRequestId = await ongoingRequest();
    const first = (
      await ok<Added>(
        api,
        ADD,
        { input: { aidRequestId, typeSupport: 'Evacuation', description: 'Moved a family to the school' } },
        cast.volunteerA,
      )
    ).addContribution;
    const second = (
      await ok<Added>(
        api,
        ADD,
        { input: { aidRequestId, typeSupport: 'Other', otherType: 'Cooking', description: 'Cooked for 20 people' } },
        cast.volunteerA,
      )
    ).addContribution;
    const pending = await ok<{ pendingContributions: { items: { id: number }[] }; pendingContributionCount: number }>(
      api,
      '{ pendingContributions(requestType: EMERGENCY) { items { id } } pendingContributionCount }',
      {},
      cast.dsA,
    );
    expect(pending.pendingContributions.items.map((c) => c.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(
      errorCode(
        await api.gql(`mutation { approveContribution(id: ${first.id}) { status } }`, {}, { token: cast.dsB.token }),
      ),
    ).toBe('FORBIDDEN');
    await ok(api, `mutation { approveContribution(id: ${first.id}) { status } }`, {}, cast.dsA);
    await ok(api, `mutation { rejectContribution(id: ${second.id}) { status } }`, {}, cast.dsA);
    expect(
      errorCode(
        await api.gql(`mutation { rejectContribution(id: ${first.id}) { status } }`, {}, { token: cast.dsA.token }),
      ),
    ).toBe('CONTRIBUTION_NOT_PENDING');

    const mine = await ok<{
      myContributions: { items: { id: number; status: string }[] };
      myContributionSummary: { total: number; approved: number; latestType: string; rank: string };
    }>(
      api,
      '{ myContributions(filter: { status: APPROVED }) { items { id status } } myContributionSummary { total approved latestType rank } }',
      {},
      cast.volunteerA,
    );
    expect(mine.myContributions.items.every((c) => c.status === 'APPROVED')).toBe(true);
    expect(mine.myContributions.items.map((c) => c.id)).toContain(first.id);
    expect(mine.myContributionSummary).toMatchObject({ latestType: 'Cooking', rank: 'BRONZE' });
    expect(mine.myContributionSummary.approved).toBeGreaterThanOrEqual(1);
  });

  it('ranks by approved contributions: Bronze under 5, Silver under 20, Gold from 20 (D19)', () => {
    expect([0, 4, 5, 19, 20, 100].map(rankFor)).toEqual(['BRONZE', 'BRONZE', 'SILVER', 'SILVER', 'GOLD', 'GOLD']);
  });
});

describe('volunteers and counters', () => {
  it('counts available volunteers, alerts ever sent and aid requests ever made (D18)', async () => {
    const before = await ok<{ counters: { activeVolunteers: number; alertsSent: number; aidRequested: number } }>(
      api,
      '{ counters { activeVolunteers alertsSent aidRequested } }',
    );
    await ok(api, 'mutation { setAvailability(available: false) { available } }', {}, cast.volunteerY);
    await ongoingRequest();
    await ok(
      api,
      'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }',
      { input: { dsDivision: 'LK1103', type: 'FIRE' } },
      cast.dmcX,
    );
    const after = await ok<typeof before>(api, '{ counters { activeVolunteers alertsSent aidRequested } }');
    expect(after.counters).toEqual({
      activeVolunteers: before.counters.activeVolunteers - 1,
      alertsSent: before.counters.alertsSent + 1,
      aidRequested: before.counters.aidRequested + 1,
    });
  });

  it('answers the confirmed availability and lists volunteers to the officers of their area', async () => {
    const off = await ok<{ setAvailability: { available: boolean } }>(
      api,
      'mutation { setAvailability(available: false) { available } }',
      {},
      cast.volunteerA,
    );
    expect(off.setAvailability.available).toBe(false);
    const division = await ok<{ divisionVolunteers: { items: { id: number; available: boolean }[] } }>(
      api,
      '{ divisionVolunteers { items { id available } } }',
      {},
      cast.dsA,
    );
    expect(division.divisionVolunteers.items).toContainEqual({ id: String(cast.volunteerA.user.id), available: false });
    const district = await ok<{ districtVolunteers: { items: { id: number }[] } }>(
      api,
      '{ districtVolunteers { items { id } } }',
      {},
      cast.dmcY,
    );
    expect(district.districtVolunteers.items.map((v) => v.id)).toEqual([String(cast.volunteerY.user.id)]);
    const overview = await ok<{ districtOverview: { activeMembers: number; activeAlerts: number } }>(
      api,
      '{ districtOverview { activeMembers activeAlerts } }',
      {},
      cast.dmcY,
    );
    expect(overview.districtOverview.activeMembers).toBe(0);
  });

  it('lists DS office contacts from the first DS officer of each division (D16)', async () => {
    const { dsOfficeContacts } = await ok<{ dsOfficeContacts: { dsDivision: { code: string }; contactNo: string }[] }>(
      api,
      '{ dsOfficeContacts { dsDivision { code } contactNo } }',
    );
    expect(dsOfficeContacts).toContainEqual({ dsDivision: { code: 'LK1103' }, contactNo: cast.dsA.user.contactNo });
  });
});
