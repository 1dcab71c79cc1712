import { beforeAll, describe, expect, it } from 'vitest';
import { User } from '../accounts/user.entity.js';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { Report } from '../reports/report.entity.js';
import { GeographyService } from './geography.service.js';
import { rest } from '../testing/rest-client.js';
import { CREATE_AID, EMERGENCY, makeCast, ok, POST_DISASTER, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const call = (path: string, body: object) => rest(api.url, 'POST', path, { body });
const KANDY_TOWN = { latitude: 7.2906, longitude: 80.6337 };
const codeOf = (officialName: string) =>
  GeographyService.instance().dsDivisions.find((ds) => ds.name.en === officialName)!.code;
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const AID = {
  full_name: 'Kamala Perera',
  nic_number: '198512345678',
  contact_no: '0712223334',
  family_size: 4,
  date_time: '2026-11-20T08:30',
  description: 'House flooded',
  type_support: 'First aid',
  request_type: 'postDisaster',
};
const EMERGENCY_AID = { contact_no: '0771112223', type_support: 'Emergency Aid', request_type: 'Emergency' };
const SYMPTOMS = {
  reporter_name: 'Chaminda Perera',
  nic_number: '198812345678',
  contact_no: '0761230001',
  date_time: '2026-11-21T06:15',
  description: 'River rising near the bridge',
};
const signup = (district: string, ds: string) => ({
  Name: 'Ayesha Silva',
  Email: `place-${unique()}@example.org`,
  Password: 'long-password',
  District: district,
  DivisionalSecretariat: ds,
  ContactNumber: '0771234567',
});

async function storedAid(id: number) {
  return db.orm.em.fork().findOneOrFail(AidRequest, { id });
}

describe("REST: the old client's place names are read on every form", () => {
  it('sign-up, early-warning report and both aid forms take a spelling variant and an alias, and record how', async () => {
    const variant = { district: 'Hambantota', divisional_secretariat: 'Tissamaharama' };
    const aid = await call('/AidRequest/create', { ...AID, ...variant });
    expect(aid.status).toBe(201);
    const stored = await storedAid((aid.body as { aid_id: number }).aid_id);
    expect([stored.dsDivision?.code, stored.placeResolvedBy]).toEqual(['LK3309', 'NAME']);

    const emergency = await call('/AidRequest/create', {
      ...EMERGENCY_AID,
      district: 'Colombo',
      divisional_secretariat: 'Avissawella',
    });
    expect(emergency.status).toBe(201);
    const storedEmergency = await storedAid((emergency.body as { aid_id: number }).aid_id);
    expect([storedEmergency.dsDivision?.code, storedEmergency.placeResolvedBy]).toEqual(['LK1115', 'ALIAS']);

    const report = await call('/Symptoms/create', { ...SYMPTOMS, district: 'Galle', divisional_secretariat: 'Galle' });
    expect(report.status).toBe(201);
    const storedReport = await db.orm.em
      .fork()
      .findOneOrFail(Report, { id: (report.body as { report_id: number }).report_id });
    expect([storedReport.dsDivision?.code, storedReport.placeResolvedBy]).toEqual([codeOf('Galle 4 Gravets'), 'ALIAS']);

    const user = await call('/Volunteer/signup', signup('Kandy', 'Thumpane'));
    expect(user.status).toBe(201);
    const storedUser = await db.orm.em.fork().findOneOrFail(User, { id: (user.body as { userId: number }).userId });
    expect([storedUser.dsDivision?.code, storedUser.placeResolvedBy]).toEqual([codeOf('Tumpane'), 'NAME']);
  });

  it('takes the place from the coordinates when the name does not resolve, and lets the point win within the district', async () => {
    const unknown = await call('/AidRequest/create', {
      ...AID,
      district: 'Kandy',
      divisional_secretariat: 'Somewhere Else',
      ...KANDY_TOWN,
    });
    expect(unknown.status).toBe(201);
    expect(await storedAid((unknown.body as { aid_id: number }).aid_id)).toMatchObject({
      dsDivision: { code: 'LK2130' },
      placeResolvedBy: 'COORDINATES',
    });

    const disagreeing = await call('/Symptoms/create', {
      ...SYMPTOMS,
      district: 'Kandy',
      divisional_secretariat: 'Gampola',
      ...KANDY_TOWN,
    });
    expect(disagreeing.status).toBe(201);
    const storedReport = await db.orm.em
      .fork()
      .findOneOrFail(Report, { id: (disagreeing.body as { report_id: number }).report_id });
    expect([storedReport.dsDivision?.code, storedReport.placeResolvedBy]).toEqual(['LK2130', 'COORDINATES']);
  });

  it('reads sign-up coordinates the same way', async () => {
    const user = await call('/Volunteer/signup', { ...signup('Kandy', 'Gampola'), ...KANDY_TOWN });
    expect(user.status).toBe(201);
    const stored = await db.orm.em.fork().findOneOrFail(User, { id: (user.body as { userId: number }).userId });
    expect([stored.dsDivision?.code, stored.placeResolvedBy]).toEqual(['LK2130', 'COORDINATES']);
    expect((await call('/Volunteer/signup', { ...signup('Colombo', 'Colombo'), ...KANDY_TOWN })).status).toBe(400);
  });

  it('refuses a point in another district with a 400 that says so', async () => {
    const r = await call('/AidRequest/create', {
      ...EMERGENCY_AID,
      district: 'Colombo',
      divisional_secretariat: 'Avissawella',
      ...KANDY_TOWN,
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('in Kandy district, not in Colombo district') as string,
    });
  });

  it('keeps a name that is no place, without coordinates, with its district and the name as sent', async () => {
    const r = await call('/AidRequest/create', { ...AID, district: 'Colombo', divisional_secretariat: 'Atlantis' });
    expect(r.status).toBe(201);
    const stored = await db.orm.em.fork().findOneOrFail(AidRequest, { id: (r.body as { aid_id: number }).aid_id });
    expect([stored.district.code, stored.dsDivision ?? null, stored.placeAsSent]).toEqual(['LK11', null, 'Atlantis']);
  });
});

describe('GraphQL: places by P-code, names through placeByName, and placeResolvedBy for officers', () => {
  it('finds a variant with placeByName, refuses it in a form, and shows how a place was read to the officer of the division only', async () => {
    const variant = await ok<{ placeByName: { dsDivision: { code: string } } }>(
      api,
      '{ placeByName(name: "Dehiwala-Mount Lavinia", district: "LK11") { dsDivision { code } } }',
    );
    expect(variant.placeByName.dsDivision.code).toBe('LK1130');
    const named = await api.gql(CREATE_AID, {
      input: POST_DISASTER({ district: 'Colombo', dsDivision: 'Dehiwala-Mount Lavinia' }),
    });
    expect(named.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'PLACE_CODE_REQUIRED' });
    const emergency = await ok<{ createAidRequest: { id: string } }>(api, CREATE_AID, {
      input: {
        ...EMERGENCY('0771112299', { district: 'LK11', dsDivision: 'LK1103' }),
        latitude: 6.9344,
        longitude: 79.8428,
      },
    });
    const officerView = await ok<{ aidRequest: { placeResolvedBy: string | null } }>(
      api,
      `{ aidRequest(id: ${emergency.createAidRequest.id}) { placeResolvedBy } }`,
      {},
      cast.dsA,
    );
    expect(officerView.aidRequest.placeResolvedBy).not.toBeNull();
    const publicView = await api.gql<{ aidRequest: { placeResolvedBy: string | null } }>(
      `{ aidRequest(id: ${emergency.createAidRequest.id}) { placeResolvedBy } }`,
    );
    expect(publicView.errors).toBeUndefined();
    expect(publicView.data?.aidRequest?.placeResolvedBy ?? null).toBeNull();
  });
});
