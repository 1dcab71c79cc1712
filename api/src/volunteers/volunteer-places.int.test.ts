import { beforeAll, describe, expect, it } from 'vitest';
import { User } from '../accounts/user.entity.js';
import { AuditAction, AuditLogEntry, AuditSubject } from '../audit/audit-log.entity.js';
import { OutboxRow } from '../core/events/outbox.entity.js';
import { makeDmcOfficer, makeDsOfficer, makeVolunteer, tokenFor } from '../testing/factories.js';
import { rest } from '../testing/rest-client.js';
import { ok, type Person } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
const em = () => db.orm.em.fork();

/** Nuwara Eliya (LK23): Kothmale East (LK2303) and Kothmale West (LK2321) were one division, Kotmale. */
const NUWARA_ELIYA = { district: 'LK23', east: 'LK2303', west: 'LK2321' };
let serial = 0;
const SIGNUP = (district: string, ds: string) => ({
  Name: 'Nimali Perera',
  Email: `kept-${Date.now()}-${++serial}@example.org`,
  Password: 'long-enough-pw',
  District: district,
  DivisionalSecretariat: ds,
  ContactNumber: '0771234567',
});

const QUEUE = '{ volunteersToPlace { items { id fullName placeAsSent dsDivision { code } district { code } } } }';
const PLACE = `mutation ($id: ID!, $ds: ID!) {
  placeVolunteer(id: $id, dsDivision: $ds) { id placeAsSent placeResolvedBy dsDivision { code } }
}`;
const DISTRICT_LIST = '{ districtVolunteers { items { id placeAsSent dsDivision { code } } } }';

const people: Record<'dsEast' | 'dsOtherDistrict' | 'dmc' | 'volunteer', Person> = {} as never;
beforeAll(async () => {
  const person = async (user: User) => ({ user, token: await tokenFor(db.orm.em, user) });
  people.dsEast = await person(await makeDsOfficer(db.orm.em, NUWARA_ELIYA.district, NUWARA_ELIYA.east));
  people.dsOtherDistrict = await person(await makeDsOfficer(db.orm.em, 'LK11', 'LK1103'));
  people.dmc = await person(await makeDmcOfficer(db.orm.em, NUWARA_ELIYA.district));
  people.volunteer = await person(await makeVolunteer(db.orm.em, NUWARA_ELIYA.district, NUWARA_ELIYA.east));
});

async function keptSignup(ds = 'Kotmale'): Promise<number> {
  const res = await rest(api.url, 'POST', '/Volunteer/signup', { body: SIGNUP('Nuwara Eliya', ds) });
  expect(res.status).toBe(201);
  const userId = (res.body as { userId: number }).userId;
  expect(res.body).toEqual({ userId, message: `Signup successful! Your User ID is: ${userId}` });
  return userId;
}

const queueOf = async (who: Person) =>
  (await ok<{ volunteersToPlace: { items: Array<{ id: string; placeAsSent: string | null }> } }>(api, QUEUE, {}, who))
    .volunteersToPlace.items;

describe('a sign-up whose place names no one DS division of a known district', () => {
  it('is kept with its district and the name as sent, and announced to the district', async () => {
    const sequenceBefore = Number(
      (await em().find(OutboxRow, {}, { orderBy: { sequence: 'desc' }, limit: 1 }))[0]?.sequence ?? 0,
    );
    const id = await keptSignup();
    const stored = await em().findOneOrFail(User, { id });
    expect([stored.district.code, stored.dsDivision ?? null, stored.placeAsSent]).toEqual([
      NUWARA_ELIYA.district,
      null,
      'Kotmale',
    ]);
    const announced = await em().find(OutboxRow, {
      sequence: { $gt: String(sequenceBefore) },
      topic: 'PLACES_TO_CONFIRM_CHANGED',
    });
    expect(announced.map((row) => row.payload)).toContainEqual(
      expect.objectContaining({ subject: 'VOLUNTEER', id, districtCode: NUWARA_ELIYA.district, change: 'KEPT' }),
    );
  });

  it("is listed to the district's DS and DMC officers only, and in the district's volunteers as to confirm", async () => {
    const id = String(await keptSignup());
    for (const who of [people.dsEast, people.dmc]) {
      expect(await queueOf(who)).toContainEqual(expect.objectContaining({ id, placeAsSent: 'Kotmale' }));
    }
    expect(await queueOf(people.dsOtherDistrict)).toEqual([]);
    expect(errorCode(await api.gql(QUEUE, {}, { token: people.volunteer.token }))).toBe('FORBIDDEN');
    expect(errorCode(await api.gql(QUEUE))).toBe('UNAUTHENTICATED');
    const listed = await ok<{ districtVolunteers: { items: unknown[] } }>(api, DISTRICT_LIST, {}, people.dmc);
    expect(listed.districtVolunteers.items).toContainEqual({ id, placeAsSent: 'Kotmale', dsDivision: null });
    // The old client's one text field shows the name as sent.
    const old = await rest(api.url, 'GET', `/Volunteer/by-district?district=Nuwara%20Eliya`, {
      token: people.dmc.token,
    });
    expect(old.body).toContainEqual(expect.objectContaining({ userId: Number(id), divisional_secretariat: 'Kotmale' }));
  });

  it('signs in and reads its own account while the place is to confirm', async () => {
    const id = await keptSignup('Kothmale Town');
    const login = await rest(api.url, 'POST', '/User/login', {
      body: { userId: id, password: 'long-enough-pw', role: 'Volunteer' },
    });
    expect(login.status).toBe(200);
  });

  it('is placed in one action by an officer of the district: audited, announced, and only once', async () => {
    const id = await keptSignup();
    const refused = [
      [await api.gql(PLACE, { id: String(id), ds: NUWARA_ELIYA.east }), 'UNAUTHENTICATED'],
      [await api.gql(PLACE, { id: String(id), ds: NUWARA_ELIYA.east }, { token: people.volunteer.token }), 'FORBIDDEN'],
      [await api.gql(PLACE, { id: String(id), ds: 'LK1103' }, { token: people.dsOtherDistrict.token }), 'FORBIDDEN'],
      [await api.gql(PLACE, { id: String(id), ds: 'LK1103' }, { token: people.dmc.token }), 'DS_NOT_IN_DISTRICT'],
      [
        await api.gql(PLACE, { id: String(people.dmc.user.id), ds: NUWARA_ELIYA.east }, { token: people.dmc.token }),
        'NOT_FOUND',
      ],
    ] as const;
    for (const [result, code] of refused) expect(errorCode(result)).toBe(code);
    expect((await em().findOneOrFail(User, { id })).dsDivision ?? null).toBeNull();

    const placed = await ok<{ placeVolunteer: unknown }>(
      api,
      PLACE,
      { id: String(id), ds: NUWARA_ELIYA.east },
      people.dmc,
    );
    expect(placed.placeVolunteer).toEqual({
      id: String(id),
      placeAsSent: 'Kotmale',
      placeResolvedBy: 'OFFICER',
      dsDivision: { code: NUWARA_ELIYA.east },
    });
    const audit = await em().find(AuditLogEntry, {
      subjectType: AuditSubject.VOLUNTEER,
      subjectId: id,
      action: AuditAction.ASSIGN_PLACE,
    });
    expect(audit.map((entry) => entry.dsDivision?.code)).toEqual([NUWARA_ELIYA.east]);
    expect((await queueOf(people.dsEast)).map((item) => item.id)).not.toContain(String(id));
    const division = await ok<{ divisionVolunteers: { items: Array<{ id: string }> } }>(
      api,
      '{ divisionVolunteers { items { id } } }',
      {},
      people.dsEast,
    );
    expect(division.divisionVolunteers.items.map((item) => item.id)).toContain(String(id));

    const again = await api.gql(PLACE, { id: String(id), ds: NUWARA_ELIYA.west }, { token: people.dsEast.token });
    expect(errorCode(again)).toBe('PLACE_ALREADY_CONFIRMED');
    expect((await em().findOneOrFail(User, { id })).dsDivision?.code).toBe(NUWARA_ELIYA.east);
  });
});

describe('what a sign-up is still refused for its place', () => {
  it('an unknown district, with a message that says what to send, and no account written', async () => {
    const before = await em().count(User, {});
    const res = await rest(api.url, 'POST', '/Volunteer/signup', { body: SIGNUP('Atlantis', 'Kotmale') });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("send one of Sri Lanka's 25 districts");
    expect(await em().count(User, {})).toBe(before);
  });
});
