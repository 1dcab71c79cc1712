import { beforeAll, describe, expect, it } from 'vitest';
import { AuditAction, AuditLogEntry } from '../audit/audit-log.entity.js';
import { makeDmcOfficer, makeDsOfficer, makeVolunteer, tokenFor } from '../testing/factories.js';
import { rest } from '../testing/rest-client.js';
import { ok, REST_EMERGENCY, type Person } from '../testing/scenario.js';
import { errorCode } from '../testing/test-server.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { Report } from '../reports/report.entity.js';
import { AidRequest } from './aid-request.entity.js';

const db = useTestDatabase();
const api = useTestServer(db);
const em = () => db.orm.em.fork();

/** Nuwara Eliya (LK23): Kothmale East (LK2303) and Kothmale West (LK2321) were one division, Kotmale. */
const NUWARA_ELIYA = { district: 'LK23', east: 'LK2303', west: 'LK2321' };
const KOTMALE_EMERGENCY = {
  ...REST_EMERGENCY('0772223334'),
  district: 'Nuwara Eliya',
  divisional_secretariat: 'Kotmale',
};
delete (KOTMALE_EMERGENCY as Partial<typeof KOTMALE_EMERGENCY>).latitude;
delete (KOTMALE_EMERGENCY as Partial<typeof KOTMALE_EMERGENCY>).longitude;

const LIST = `{ aidRequestsToPlace { items { id placeAsSent placeToConfirm dsDivision { code } district { code } } } }`;
const PLACE = `mutation ($id: ID!, $ds: ID!, $gn: ID) {
  placeAidRequest(id: $id, dsDivision: $ds, gnDivision: $gn) { id placeToConfirm placeResolvedBy dsDivision { code } gnDivision { code } latitude longitude }
}`;
const PUBLIC_LIST = `{ ongoingAidRequests(first: 50) { items { id placeToConfirm placeAsSent dsDivision { code } } } }`;

const people: Record<'dsEast' | 'dsOtherDistrict' | 'dmc' | 'volunteer', Person> = {} as never;
beforeAll(async () => {
  const person = async (user: Awaited<ReturnType<typeof makeDsOfficer>>) => ({
    user,
    token: await tokenFor(db.orm.em, user),
  });
  people.dsEast = await person(await makeDsOfficer(db.orm.em, NUWARA_ELIYA.district, NUWARA_ELIYA.east));
  people.dsOtherDistrict = await person(await makeDsOfficer(db.orm.em, 'LK11', 'LK1103'));
  people.dmc = await person(await makeDmcOfficer(db.orm.em, NUWARA_ELIYA.district));
  people.volunteer = await person(await makeVolunteer(db.orm.em, NUWARA_ELIYA.district, NUWARA_ELIYA.east));
});

async function keptEmergency(): Promise<number> {
  const res = await rest(api.url, 'POST', '/AidRequest/create', { body: KOTMALE_EMERGENCY });
  expect(res.status).toBe(201);
  // The old client shows its own success message: the answer is the normal one.
  expect(res.body).toMatchObject({ message: 'Aid request submitted successfully!', status: 'Approved' });
  return (res.body as { aid_id: number }).aid_id;
}

describe('an emergency whose place names no one DS division', () => {
  it('is kept with its district and the name as sent, at the district centre, public and marked to confirm', async () => {
    const id = await keptEmergency();
    const stored = await em().findOneOrFail(AidRequest, { id });
    expect([stored.district.code, stored.dsDivision ?? null, stored.placeAsSent]).toEqual([
      NUWARA_ELIYA.district,
      null,
      'Kotmale',
    ]);
    const listed = (await ok<{ ongoingAidRequests: { items: unknown[] } }>(api, PUBLIC_LIST)).ongoingAidRequests.items;
    expect(listed).toContainEqual({ id: String(id), placeToConfirm: true, placeAsSent: 'Kotmale', dsDivision: null });
  });

  it("is listed to the district's DS and DMC officers, and to no officer of another district", async () => {
    const id = String(await keptEmergency());
    for (const who of [people.dsEast, people.dmc]) {
      const items = (await ok<{ aidRequestsToPlace: { items: Array<{ id: string }> } }>(api, LIST, {}, who))
        .aidRequestsToPlace.items;
      expect(items.map((item) => item.id)).toContain(id);
    }
    const other = await ok<{ aidRequestsToPlace: { items: unknown[] } }>(api, LIST, {}, people.dsOtherDistrict);
    expect(other.aidRequestsToPlace.items).toEqual([]);
    expect(errorCode(await api.gql(LIST, {}, { token: people.volunteer.token }))).toBe('FORBIDDEN');
    expect(errorCode(await api.gql(LIST))).toBe('UNAUTHENTICATED');
  });

  it('is placed in one action by an officer of the district: moved to the GN centre, audited, and only once', async () => {
    const id = await keptEmergency();
    const refused = [
      [await api.gql(PLACE, { id: String(id), ds: NUWARA_ELIYA.east }), 'UNAUTHENTICATED'],
      [await api.gql(PLACE, { id: String(id), ds: NUWARA_ELIYA.east }, { token: people.volunteer.token }), 'FORBIDDEN'],
      [await api.gql(PLACE, { id: String(id), ds: 'LK1103' }, { token: people.dsOtherDistrict.token }), 'FORBIDDEN'],
    ] as const;
    for (const [result, code] of refused) expect(errorCode(result)).toBe(code);
    expect((await em().findOneOrFail(AidRequest, { id })).dsDivision ?? null).toBeNull();

    const gn = `${NUWARA_ELIYA.east}075`;
    const placed = await ok<{ placeAidRequest: Record<string, unknown> }>(
      api,
      PLACE,
      { id: String(id), ds: NUWARA_ELIYA.east, gn },
      people.dsEast,
    );
    expect(placed.placeAidRequest).toMatchObject({
      placeToConfirm: false,
      placeResolvedBy: 'OFFICER',
      dsDivision: { code: NUWARA_ELIYA.east },
      gnDivision: { code: gn },
    });
    const audit = await em().find(AuditLogEntry, { subjectId: id, action: AuditAction.ASSIGN_PLACE });
    expect(audit).toHaveLength(1);
    const again = await api.gql(PLACE, { id: String(id), ds: NUWARA_ELIYA.west }, { token: people.dmc.token });
    expect(errorCode(again)).toBe('PLACE_ALREADY_CONFIRMED');
    expect((await em().findOneOrFail(AidRequest, { id })).dsDivision?.code).toBe(NUWARA_ELIYA.east);
  });

  it('refuses a GN division of another DS division, and changes nothing', async () => {
    const id = await keptEmergency();
    const result = await api.gql(
      PLACE,
      { id: String(id), ds: NUWARA_ELIYA.east, gn: `${NUWARA_ELIYA.west}005` },
      { token: people.dmc.token },
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect((await em().findOneOrFail(AidRequest, { id })).dsDivision ?? null).toBeNull();
  });
});

describe('what is still refused for its place', () => {
  it('an unknown district with no point, with a message that says what to send', async () => {
    const res = await rest(api.url, 'POST', '/AidRequest/create', {
      body: { ...KOTMALE_EMERGENCY, district: 'Atlantis' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("send one of Sri Lanka's 25 districts");
  });
});

describe('an early-warning report whose place names no one DS division', () => {
  it('is kept, listed to the district, and placed', async () => {
    const res = await rest(api.url, 'POST', '/Symptoms/create', {
      body: {
        reporter_name: 'Sunil Perera',
        nic_number: '198512345678',
        contact_no: '0773334445',
        district: 'Nuwara Eliya',
        divisional_secretariat: 'Kotmale',
        date_time: '2026-11-21T10:00',
        description: 'Cracks opening on the slope above the school',
        action: 'Pending',
      },
    });
    expect(res.status).toBe(201);
    const id = (res.body as { report_id: number }).report_id;
    expect((await em().findOneOrFail(Report, { id })).dsDivision ?? null).toBeNull();
    const listed = await ok<{ reportsToPlace: { items: Array<{ id: string }> } }>(
      api,
      '{ reportsToPlace { items { id } } }',
      {},
      people.dsEast,
    );
    expect(listed.reportsToPlace.items.map((item) => item.id)).toContain(String(id));
    await ok(
      api,
      'mutation ($id: ID!, $ds: ID!) { placeReport(id: $id, dsDivision: $ds) { id } }',
      { id: String(id), ds: NUWARA_ELIYA.west },
      people.dmc,
    );
    expect((await em().findOneOrFail(Report, { id })).dsDivision?.code).toBe(NUWARA_ELIYA.west);
  });
});
