import { beforeAll, describe, expect, it } from 'vitest';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { Report } from '../reports/report.entity.js';
import { makeDsOfficer, TEST_PASSWORD, TINY_PNG, tokenFor } from '../testing/factories.js';
import { rest, type RestResult } from '../testing/rest-client.js';
import { makeCast, REST_EMERGENCY, REST_POST_DISASTER, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const call = (method: string, path: string, options?: Parameters<typeof rest>[3]) =>
  rest(api.url, method, path, options);
const as = (who: { token: string }) => ({ token: who.token });
const fieldsOf = (r: RestResult) => Object.keys(r.body as object).sort();
const firstFields = (r: RestResult) => Object.keys((r.body as object[])[0] ?? {}).sort();

const POST_DISASTER_BODY = REST_POST_DISASTER({ latitude: null, longitude: null });
const EMERGENCY_BODY = REST_EMERGENCY();
const SYMPTOMS_BODY = {
  reporter_name: 'Chaminda Perera',
  nic_number: '198812345678',
  contact_no: '0761230001',
  district: 'Colombo',
  divisional_secretariat: 'Colombo',
  date_time: '2026-11-21T06:15',
  description: 'River rising near the bridge',
  image: TINY_PNG,
  action: 'Pending',
  latitude: 6.95,
  longitude: 79.86,
};
const AID_FIELDS = [
  'aid_id',
  'contact_no',
  'date_time',
  'description',
  'district',
  'divisional_secretariat',
  'family_size',
  'full_name',
  'latitude',
  'longitude',
  'nic_number',
  'request_type',
  'status',
  'type_support',
];
const OFFICER_ALERT_FIELDS = [
  'alert_id',
  'alert_type',
  'date_time',
  'district',
  'divisional_secretariat',
  'latitude',
  'longitude',
  'reporter_contact',
  'severity',
  'status',
];

async function createAid(body: object) {
  const r = await call('POST', '/AidRequest/create', { body });
  expect(r.status).toBe(201);
  return (r.body as { aid_id: number }).aid_id;
}

describe('REST: public calls (seed 000)', () => {
  it('POST /AidRequest/create takes the post-disaster payload, spelling the DS divisional_secretariat or ds_division', async () => {
    const id = await createAid(POST_DISASTER_BODY);
    const { divisional_secretariat: _ds, ...rest } = POST_DISASTER_BODY;
    const id2 = await createAid({ ...rest, ds_division: 'Kolonnawa' });
    const stored = await db.orm.em.fork().find(AidRequest, { id: { $in: [id, id2] } }, { orderBy: { id: 'asc' } });
    expect(stored.map((s) => [s.status, s.dsDivision?.code])).toEqual([
      ['PENDING', 'LK1103'],
      ['PENDING', 'LK1106'],
    ]);
  });

  it('POST /AidRequest/create takes the emergency variant, its date_time without zone read as Sri Lanka time', async () => {
    const id = await createAid(EMERGENCY_BODY);
    const stored = await db.orm.em.fork().findOneOrFail(AidRequest, { id });
    expect([stored.status, stored.requestType, stored.dateTime.toISOString()]).toEqual([
      'APPROVED',
      'EMERGENCY',
      '2026-11-21T04:30:00.000Z',
    ]);
  });

  it('POST /AidRequest/create answers a message field on errors', async () => {
    const r = await call('POST', '/AidRequest/create', { body: { ...POST_DISASTER_BODY, contact_no: '123' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      message: 'This phone number is too short: a Sri Lankan number has 10 digits, such as 0771234567',
      code: 'BAD_USER_INPUT',
    });
  });

  it('GET /AidRequest/ongoing and /AidRequest/delivered answer lists of the documented fields, contacts masked', async () => {
    await createAid(EMERGENCY_BODY);
    const ongoing = await call('GET', '/AidRequest/ongoing');
    expect(firstFields(ongoing)).toEqual(AID_FIELDS);
    expect(
      (ongoing.body as { contact_no: string; nic_number: null }[]).every(
        (r) => r.contact_no.startsWith('*******') && r.nic_number === null,
      ),
    ).toBe(true);
    const filtered = await call('GET', '/AidRequest/ongoing?divisionalSecretariat=Kolonnawa');
    expect(
      (filtered.body as { divisional_secretariat: string }[]).every((r) => r.divisional_secretariat === 'Kolonnawa'),
    ).toBe(true);
    expect((await call('GET', '/AidRequest/ongoing?divisionalSecretariat=Atlantis')).body).toEqual([]);
    const delivered = await call('GET', '/AidRequest/delivered');
    expect(delivered.status).toBe(200);
    expect(Array.isArray(delivered.body)).toBe(true);
  });

  it('GET /AidRequest/contribution-count/{aid_id} answers contributionsReceived; an unknown id 404', async () => {
    const id = await createAid(EMERGENCY_BODY);
    expect((await call('GET', `/AidRequest/contribution-count/${id}`)).body).toEqual({ contributionsReceived: 0 });
    expect((await call('GET', '/AidRequest/contribution-count/99999999')).status).toBe(404);
    expect((await call('GET', '/AidRequest/contribution-count/abc')).status).toBe(400);
  });

  it('GET /Alerts/all answers id, type, divisionalSecretariat, date and time in UTC', async () => {
    await call('POST', '/Alerts/create', {
      ...as(cast.dmcX),
      body: {
        alert_type: 'Flood',
        district: 'Colombo',
        divisional_secretariat: 'Kolonnawa',
        severity: 'High',
        latitude: 6.93,
        longitude: 79.88,
        reporter_contact: '0112345678',
      },
    });
    const r = await call('GET', '/Alerts/all');
    expect(firstFields(r)).toEqual([
      'date',
      'district',
      'divisionalSecretariat',
      'id',
      'latitude',
      'longitude',
      'severity',
      'status',
      'time',
      'type',
    ]);
    expect((r.body as { date: string; time: string; type: string; status: string }[])[0]).toMatchObject({
      type: 'Flood',
      status: 'Ongoing',
    });
    expect((r.body as { date: string }[])[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((r.body as { time: string }[])[0]!.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });

  it('GET the three counts answer { count }', async () => {
    for (const path of ['/active-volunteers-count', '/alerts-sent-count', '/total-aid-requests-count']) {
      const r = await call('GET', path);
      expect(r.status).toBe(200);
      expect(fieldsOf(r)).toEqual(['count']);
      expect(typeof (r.body as { count: number }).count).toBe('number');
    }
  });

  it('GET /DSOfficer/all answers divisional_secretariat and contact_no of DS offices, never volunteers', async () => {
    const r = await call('GET', '/DSOfficer/all');
    expect(r.body).toContainEqual({
      divisional_secretariat: 'Colombo',
      district: 'Colombo',
      contact_no: cast.dsA.user.contactNo,
    });
    expect((r.body as { contact_no: string }[]).map((c) => c.contact_no)).not.toContain(cast.volunteerA.user.contactNo);
  });

  it('POST /Symptoms/create takes the public payload with a data URL image', async () => {
    const r = await call('POST', '/Symptoms/create', { body: SYMPTOMS_BODY });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ message: 'Early Warning Submitted Successfully!', status: 'Pending' });
  });
});

describe('REST: signed-in calls (seed 001)', () => {
  it('POST /User/login answers the seed fields, sets the cookie, and the cookie alone works afterwards', async () => {
    const r = await call('POST', '/User/login', { body: { userId: cast.dsA.user.id, password: TEST_PASSWORD } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      userId: cast.dsA.user.id,
      role: 'DS',
      message: 'Login successful',
      divisionalSecretariat: 'Colombo',
      fullName: 'Test DS Officer',
      contactNo: cast.dsA.user.contactNo,
      district: 'Colombo',
    });
    expect(r.setCookie).toMatch(/lr_session=.*HttpOnly.*SameSite=Lax/i);
    const cookie = r.setCookie!.split(';')[0]!;
    const count = await call('GET', '/AidRequest/pending-post-disaster/count?divisionalSecretariat=Colombo', {
      cookie,
    });
    expect(count.status).toBe(200);
    expect(fieldsOf(count)).toEqual(['pendingCount']);
  });

  it('POST /User/login answers errors as plain text, and a role mismatch creates no session', async () => {
    const wrong = await call('POST', '/User/login', { body: { userId: cast.dsA.user.id, password: 'nope-nope' } });
    expect([wrong.status, wrong.contentType.split(';')[0], wrong.text]).toEqual([
      401,
      'text/plain',
      'Login failed. Please check your credentials.',
    ]);
    const mismatch = await call('POST', '/User/login', {
      body: { userId: cast.dsA.user.id, password: TEST_PASSWORD, role: 'DMC' },
    });
    expect([mismatch.status, mismatch.text, mismatch.setCookie]).toEqual([
      403,
      'Role mismatch. Please select the correct role for this user.',
      null,
    ]);
  });

  it('POST /Volunteer/signup takes Name, Email, Password, District, DivisionalSecretariat, ContactNumber and answers userId', async () => {
    const r = await call('POST', '/Volunteer/signup', {
      body: {
        Name: 'Ayesha Silva',
        Email: `ayesha-${Date.now()}@example.org`,
        Password: 'long-password',
        District: 'Colombo',
        DivisionalSecretariat: 'Kolonnawa',
        ContactNumber: '0771234567',
      },
    });
    expect(r.status).toBe(201);
    expect((r.body as { userId: number }).userId).toBeGreaterThan(10000);
    const bad = await call('POST', '/Volunteer/signup', {
      body: {
        Name: 'A',
        Email: 'no',
        Password: 'long-password',
        District: 'Colombo',
        DivisionalSecretariat: 'Kolonnawa',
        ContactNumber: '0771234567',
      },
    });
    expect(bad.body).toMatchObject({ message: 'Invalid email format' });
  });

  it('PUT /Volunteer/update-availability checks userId against the session', async () => {
    const r = await call(
      'PUT',
      `/Volunteer/update-availability?userId=${cast.volunteerA.user.id}&newStatus=Unavailable`,
      as(cast.volunteerA),
    );
    expect(r.body).toEqual({ message: 'Availability updated', availability: 'Unavailable' });
    const other = await call(
      'PUT',
      `/Volunteer/update-availability?userId=${cast.volunteerY.user.id}&newStatus=Available`,
      as(cast.volunteerA),
    );
    expect(other.status).toBe(403);
    await call(
      'PUT',
      `/Volunteer/update-availability?userId=${cast.volunteerA.user.id}&newStatus=Available`,
      as(cast.volunteerA),
    );
  });

  it("GET /Volunteer/emergency-support and /non-emergency-support answer the volunteer's district requests", async () => {
    await createAid(EMERGENCY_BODY);
    const emergency = await call(
      'GET',
      `/Volunteer/emergency-support?volunteerId=${cast.volunteerA.user.id}`,
      as(cast.volunteerA),
    );
    expect(firstFields(emergency)).toEqual(AID_FIELDS);
    const post = await call(
      'GET',
      `/Volunteer/non-emergency-support?volunteerId=${cast.volunteerA.user.id}`,
      as(cast.volunteerA),
    );
    expect(post.status).toBe(200);
    expect(
      (await call('GET', `/Volunteer/emergency-support?volunteerId=${cast.volunteerY.user.id}`, as(cast.volunteerA)))
        .status,
    ).toBe(403);
  });

  it('GET /Volunteer/by-division answers user_id, name, email, contact_number, availability; 404 when none', async () => {
    const r = await call('GET', '/Volunteer/by-division?divisionalSecretariat=Colombo', as(cast.dsA));
    expect(firstFields(r)).toEqual(['availability', 'contact_number', 'email', 'name', 'user_id']);
    expect((await call('GET', '/Volunteer/by-division?divisionalSecretariat=Kolonnawa', as(cast.dsA))).status).toBe(
      403,
    );
    const lonely = await makeDsOfficer(db.orm.em, 'LK21', 'LK2103');
    const empty = await call('GET', '/Volunteer/by-division', { token: await tokenFor(db.orm.em, lonely) });
    expect(empty.status).toBe(404);
  });

  it('GET /Volunteer/by-district answers userId, name, divisional_secretariat, district, email, contact_number, availability', async () => {
    const r = await call('GET', '/Volunteer/by-district?district=Colombo', as(cast.dmcX));
    expect(firstFields(r)).toEqual([
      'availability',
      'contact_number',
      'district',
      'divisional_secretariat',
      'email',
      'name',
      'userId',
    ]);
    expect((await call('GET', '/Volunteer/by-district?district=Kandy', as(cast.dmcX))).status).toBe(403);
  });

  it('GET /AidRequest/pending-post-disaster and POST /AidRequest/updateStatus (ReportId, Status, Actor)', async () => {
    const id = await createAid(POST_DISASTER_BODY);
    const pending = await call('GET', '/AidRequest/pending-post-disaster?divisionalSecretariat=Colombo', as(cast.dsA));
    expect((pending.body as { aid_id: number; nic_number: string }[]).find((p) => p.aid_id === id)?.nic_number).toBe(
      '198512345678',
    );
    const r = await call('POST', '/AidRequest/updateStatus', {
      ...as(cast.dsA),
      body: { ReportId: id, Status: 'Approved', Actor: 'DS' },
    });
    expect(r.body).toEqual({ message: 'Request approved successfully', status: 'Approved' });
    expect(
      (
        await call('POST', '/AidRequest/updateStatus', {
          ...as(cast.dsA),
          body: { ReportId: id, Status: 'Rejected', Actor: 'DS' },
        })
      ).status,
    ).toBe(409);
  });

  it('GET /AidRequest/aids-for-district groups as dsApprovedPostDisaster and emergency', async () => {
    const r = await call('GET', '/AidRequest/aids-for-district?district=Colombo&isFulfilled=false', as(cast.dmcX));
    expect(fieldsOf(r)).toEqual(['dsApprovedPostDisaster', 'emergency']);
    expect(
      (await call('GET', '/AidRequest/aids-for-district?district=Kandy&isFulfilled=false', as(cast.dmcX))).status,
    ).toBe(403);
  });

  it('POST /AidRequest/resolve/{aidId} marks an ongoing request delivered', async () => {
    const id = await createAid(EMERGENCY_BODY);
    expect((await call('POST', `/AidRequest/resolve/${id}`, as(cast.dsA))).body).toEqual({
      message: 'Aid request marked as delivered',
      status: 'Delivered',
    });
    expect((await call('POST', '/AidRequest/resolve/99999999', as(cast.dsA))).status).toBe(404);
  });

  it('Contribution calls: add, total, latest, volunteer list, pending, pending count, approve, reject', async () => {
    const aid = await createAid(EMERGENCY_BODY);
    const v = cast.volunteerA.user.id;
    const latestBefore = await call('GET', `/Contribution/latest/${v}`, as(cast.volunteerA));
    const add = (type: string) =>
      call('POST', '/Contribution/add', {
        ...as(cast.volunteerA),
        body: {
          volunteer_id: v,
          aid_id: aid,
          district: 'Colombo',
          type_support: type,
          description: 'Delivered water',
          image: '',
        },
      });
    const first = await add('First Aid');
    expect(first.status).toBe(201);
    expect(fieldsOf(first)).toEqual(['contribution_id', 'message']);
    const second = await add('Cooking meals');
    const forOther = await call('POST', '/Contribution/add', {
      ...as(cast.volunteerA),
      body: {
        volunteer_id: cast.volunteerY.user.id,
        aid_id: aid,
        district: 'Colombo',
        type_support: 'Evacuation',
        description: 'x',
      },
    });
    expect(forOther.status).toBe(403);
    expect(latestBefore.status === 404 || latestBefore.status === 200).toBe(true);
    expect((await call('GET', `/Contribution/total/${v}`, as(cast.volunteerA))).body).toMatchObject({
      totalContributions: expect.any(Number) as number,
    });
    expect((await call('GET', `/Contribution/latest/${v}`, as(cast.volunteerA))).body).toEqual({
      type_support: 'Cooking meals',
    });
    const list = await call('GET', `/Contribution/volunteer/${v}`, as(cast.volunteerA));
    expect(firstFields(list)).toEqual(expect.arrayContaining(['district', 'type_support', 'description', 'status']));
    expect(
      (await call('GET', '/Contribution/pending/count?divisional_secretariat=Colombo', as(cast.dsA))).body,
    ).toMatchObject({ pendingCount: expect.any(Number) as number });
    const pending = await call(
      'GET',
      '/Contribution/pending?divisional_secretariat=Colombo&aidCategory=emergency',
      as(cast.dsA),
    );
    const ids = (pending.body as { contribution_id: number }[]).map((c) => c.contribution_id);
    const [a, b] = [
      (first.body as { contribution_id: number }).contribution_id,
      (second.body as { contribution_id: number }).contribution_id,
    ];
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    expect((await call('POST', `/Contribution/approve/${a}`, as(cast.dsA))).body).toMatchObject({
      message: 'Contribution approved successfully',
    });
    expect((await call('POST', `/Contribution/reject/${b}`, as(cast.dsA))).body).toMatchObject({
      message: 'Contribution rejected successfully',
    });
    expect((await call('POST', `/Contribution/reject/${b}`, as(cast.dsB))).status).toBe(403);
  });

  it('GET /DSOfficer/details/{userId} answers fullName, contactNo, district, divisionalSecretariat of the signed-in officer only', async () => {
    const r = await call('GET', `/DSOfficer/details/${cast.dsA.user.id}`, as(cast.dsA));
    expect(r.body).toEqual({
      fullName: 'Test DS Officer',
      contactNo: cast.dsA.user.contactNo,
      district: 'Colombo',
      divisionalSecretariat: 'Colombo',
    });
    expect((await call('GET', `/DSOfficer/details/${cast.dsB.user.id}`, as(cast.dsA))).status).toBe(403);
  });

  it('POST /Symptoms/create from a DS officer takes the reporter from the session', async () => {
    const r = await call('POST', '/Symptoms/create', {
      ...as(cast.dsB),
      body: { ...SYMPTOMS_BODY, reporter_name: 'Someone Else', contact_no: '0700000000' },
    });
    const stored = await db.orm.em.fork().findOneOrFail(Report, { id: (r.body as { report_id: number }).report_id });
    expect([stored.reporterName, stored.contactNo, stored.dsDivision?.code]).toEqual([
      'Test DS Officer',
      cast.dsB.user.contactNo,
      'LK1106',
    ]);
  });

  it('GET /Symptoms/pendingReportsByDistrict and POST /Symptoms/updateStatus after /Alerts/create link the report (D17)', async () => {
    const created = await call('POST', '/Symptoms/create', { body: SYMPTOMS_BODY });
    const reportId = (created.body as { report_id: number }).report_id;
    const pending = await call('GET', '/Symptoms/pendingReportsByDistrict?district=Colombo', as(cast.dmcX));
    const listed = (pending.body as { report_id: number; image: string }[]).find((p) => p.report_id === reportId)!;
    expect(Object.keys(listed).sort()).toEqual([
      'contact_no',
      'date_time',
      'description',
      'district',
      'divisional_secretariat',
      'image',
      'latitude',
      'longitude',
      'nic_number',
      'report_id',
      'reporter_name',
    ]);
    expect(listed.image).toMatch(/^\/images\//);
    const alert = await call('POST', '/Alerts/create', {
      ...as(cast.dmcX),
      body: {
        alert_type: 'Landslide',
        district: 'Colombo',
        divisional_secretariat: 'Colombo',
        severity: 'Medium',
        latitude: 6.95,
        longitude: 79.86,
        reporter_contact: '0761230001',
      },
    });
    expect(alert.status).toBe(201);
    const update = await call('POST', '/Symptoms/updateStatus', {
      ...as(cast.dmcX),
      body: { reportId, status: 'AlertCreated', actor: 'DMC Officer' },
    });
    expect(update.body).toMatchObject({
      status: 'AlertCreated',
      alert_id: (alert.body as { alert_id: number }).alert_id,
    });
    const dismissed = await call('POST', '/Symptoms/create', { body: SYMPTOMS_BODY });
    const d = await call('POST', '/Symptoms/updateStatus', {
      ...as(cast.dmcX),
      body: {
        reportId: (dismissed.body as { report_id: number }).report_id,
        status: 'Dismissed',
        actor: 'DMC Officer',
      },
    });
    expect(d.body).toMatchObject({ status: 'Dismissed' });
  });

  it('GET /Alerts/toResolve/{divisionalSecretariat}, PUT /Alerts/resolve/{alertId}, GET /Alerts/byDistrict/{district}', async () => {
    const created = await call('POST', '/Alerts/create', {
      ...as(cast.dmcX),
      body: {
        alert_type: 'Cyclone',
        district: 'Colombo',
        divisional_secretariat: 'Colombo',
        severity: 'Low',
        latitude: 6.94,
        longitude: 79.85,
        reporter_contact: '0112345678',
      },
    });
    const alertId = (created.body as { alert_id: number }).alert_id;
    const toResolve = await call('GET', '/Alerts/toResolve/Colombo', as(cast.dsA));
    expect(firstFields(toResolve)).toEqual(OFFICER_ALERT_FIELDS);
    expect((await call('GET', '/Alerts/toResolve/Kolonnawa', as(cast.dsA))).status).toBe(403);
    expect((await call('PUT', `/Alerts/resolve/${alertId}`, as(cast.dsA))).body).toEqual({
      message: 'Alert marked as resolved',
      status: 'Resolved',
    });
    const byDistrict = await call('GET', '/Alerts/byDistrict/Colombo', as(cast.dmcX));
    expect(firstFields(byDistrict)).toEqual(OFFICER_ALERT_FIELDS);
    expect(
      (byDistrict.body as { alert_id: number; status: string }[]).find((a) => a.alert_id === alertId)?.status,
    ).toBe('Resolved');
  });

  it('POST /Alerts/create with a custom type and a report_id closes the report in the same transaction', async () => {
    const created = await call('POST', '/Symptoms/create', { body: SYMPTOMS_BODY });
    const reportId = (created.body as { report_id: number }).report_id;
    const r = await call('POST', '/Alerts/create', {
      ...as(cast.dmcX),
      body: {
        alert_type: 'Gas leak',
        district: 'Colombo',
        divisional_secretariat: 'Colombo',
        severity: 'High',
        latitude: 6.95,
        longitude: 79.86,
        reporter_contact: '0761230001',
        report_id: reportId,
      },
    });
    expect(r.status).toBe(201);
    expect((await db.orm.em.fork().findOneOrFail(Report, { id: reportId })).status).toBe('ALERT_CREATED');
    const all = await call('GET', '/Alerts/all');
    expect(
      (all.body as { id: number; type: string }[]).find((a) => a.id === (r.body as { alert_id: number }).alert_id)
        ?.type,
    ).toBe('Gas leak');
  });
});

describe('REST: bad requests never answer 500', () => {
  it('malformed JSON: 400 with a message', async () => {
    const r = await call('POST', '/AidRequest/create', { rawBody: '{"full_name": ' });
    expect([r.status, (r.body as { message: string }).message]).toEqual([400, 'The request body is not valid JSON.']);
  });

  it('wrong types: 400 naming the field', async () => {
    const r = await call('POST', '/AidRequest/create', { body: { ...POST_DISASTER_BODY, family_size: 'four' } });
    expect([r.status, (r.body as { message: string }).message]).toEqual([400, 'family_size must be a number.']);
    const list = await call('POST', '/AidRequest/create', { rawBody: '[1,2]' });
    expect(list.status).toBe(400);
  });

  it('oversize bodies: 413 with a message', async () => {
    const r = await call('POST', '/Symptoms/create', {
      body: { ...SYMPTOMS_BODY, image: `data:image/png;base64,${'A'.repeat(16 * 1024 * 1024)}` },
    });
    expect([r.status, (r.body as { message: string }).message]).toEqual([413, 'The request body is too large.']);
  });

  it('unknown paths of the layer: 404 JSON, not the web app', async () => {
    const r = await call('GET', '/AidRequest/no-such-call');
    expect([r.status, (r.body as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('signed-in calls without a session: 401; with the wrong role: 403', async () => {
    expect((await call('GET', '/AidRequest/pending-post-disaster?divisionalSecretariat=Colombo')).status).toBe(401);
    expect(
      (await call('GET', '/AidRequest/pending-post-disaster?divisionalSecretariat=Colombo', as(cast.volunteerA)))
        .status,
    ).toBe(403);
  });
});

describe('REST and web paths side by side', () => {
  it('keeps /alerts (web page) apart from /Alerts/... (REST): paths are case-sensitive', async () => {
    const rest404 = await call('GET', '/Alerts/nothing');
    expect(rest404.status).toBe(404);
    const page = await call('GET', '/alerts');
    expect((page.body as { code?: string }).code).not.toBe('NOT_FOUND');
  });
});
