import { beforeAll, describe, expect, it } from 'vitest';
import { AuditLogEntry, AuditSubject } from '../audit/audit-log.entity.js';
import { GeographyService } from '../geography/geography.service.js';
import {
  CREATE_AID,
  DIVISION_B,
  DIVISION_Y,
  EMERGENCY,
  makeCast,
  ok,
  POST_DISASTER,
  type Cast,
} from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';
import { AidRequest } from './aid-request.entity.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

type Created = { createAidRequest: { id: string; status: string; [k: string]: unknown } };
const create = (input: Record<string, unknown>) =>
  ok<Created>(api, CREATE_AID, { input }).then((d) => d.createAidRequest);

describe('creating aid requests', () => {
  it('starts an emergency request APPROVED, with the fixed type, description and the DS centroid as its place', async () => {
    const request = await create(EMERGENCY());
    const centroid = GeographyService.instance().findDsDivision('LK1103')!.centroid;
    expect(request).toMatchObject({
      status: 'APPROVED',
      requestType: 'EMERGENCY',
      typeSupport: 'Emergency Aid',
      description: 'Emergency support requested',
      fullName: null,
      familySize: 1,
    });
    expect(request.latitude).toBeCloseTo(centroid[0], 3);
  });

  it('starts a post-disaster request PENDING, reading a date-time without a zone as Sri Lanka time', async () => {
    const request = await create(POST_DISASTER());
    expect(request.status).toBe('PENDING');
    expect(request.dateTime).toBe('2026-11-20T03:00:00.000Z');
  });

  it('refuses the full form without NIC, date, description or with a bad phone, naming every field, and writes nothing', async () => {
    const before = await db.orm.em.fork().count(AidRequest, {});
    const result = await api.gql(CREATE_AID, {
      input: POST_DISASTER({
        nicNumber: '',
        dateTime: null,
        description: ' ',
        contactNo: '12345',
        familySize: 0,
        fullName: 'R2D2',
      }),
    });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields).toEqual({
      fullName: 'Name can only contain letters and spaces',
      contactNo: 'This phone number is too short: a Sri Lankan number has 10 digits, such as 0771234567',
      nicNumber: 'NIC Number is required',
      familySize: 'Family size must be at least 1',
      dateTime: 'Date and time are required',
      description: 'Description is required',
    });
    expect(await db.orm.em.fork().count(AidRequest, {})).toBe(before);
  });

  it('replaces Other with its text, and asks for the text when it is missing', async () => {
    const request = await create(POST_DISASTER({ typeSupport: 'Other', otherSupport: 'Baby formula' }));
    expect(request.typeSupport).toBe('Baby formula');
    const missing = await api.gql(CREATE_AID, { input: POST_DISASTER({ typeSupport: 'Other' }) });
    expect(missing.errors?.[0]?.extensions?.fields?.typeSupport).toBe('Please specify the type of support.');
  });

  it('accepts the "Post Disaster Aid Request" variant without NIC and date (D7)', async () => {
    const request = await create({
      form: 'POST_DISASTER_QUICK',
      fullName: 'Ravi',
      contactNo: '0719998887',
      ...DIVISION_B,
      typeSupport: 'Food',
      familySize: 3,
    });
    expect(request).toMatchObject({ status: 'PENDING', typeSupport: 'Food', nicNumber: null });
  });

  it('keeps a request naming a DS division of another district to confirm, in the district sent, never guessed', async () => {
    const created = await create(EMERGENCY('0771112224', { district: 'LK11', dsDivision: 'LK2130' }));
    expect([created.district, created.dsDivision]).toEqual([{ code: 'LK11' }, null]);
    const stored = await db.orm.em.fork().findOneOrFail(AidRequest, { id: Number(created.id) });
    expect(stored.placeAsSent).toBe('LK2130');
  });

  it('makes a request once however often it is retried with the same idempotency key', async () => {
    const input = { ...EMERGENCY('0775554443'), idempotencyKey: `retry-${Date.now()}` };
    const [first, second] = await Promise.all([create(input), create(input)]);
    const third = await create(input);
    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);
    expect(await db.orm.em.fork().count(AidRequest, { contactNo: '0775554443' })).toBe(1);
  });
});

describe('public lists (D13)', () => {
  it('lists ongoing requests with filters and pagination, masking contacts, hiding NIC, rounding coordinates', async () => {
    const request = await create(POST_DISASTER({ contactNo: '0711234987', latitude: 6.934512, longitude: 79.852812 }));
    await ok(api, 'mutation ($id: ID!) { approveAidRequest(id: $id) { id } }', { id: request.id }, cast.dsA);
    const page = await ok<{
      ongoingAidRequests: {
        totalCount: number;
        items: { id: string; contactNo: string; nicNumber: string | null; latitude: number }[];
      };
    }>(
      api,
      '{ ongoingAidRequests(filter: { requestType: POST_DISASTER, district: "LK11", dsDivision: "LK1103" }, first: 100) { totalCount items { id contactNo nicNumber latitude } } }',
    );
    const listed = page.ongoingAidRequests.items.find((i) => i.id === request.id)!;
    expect(listed).toEqual({ id: request.id, contactNo: '*******987', nicNumber: null, latitude: 6.935 });
    const officerView = await ok<{ aidRequest: { contactNo: string; nicNumber: string; latitude: number } }>(
      api,
      `{ aidRequest(id: ${request.id}) { contactNo nicNumber latitude } }`,
      {},
      cast.dsA,
    );
    expect(officerView.aidRequest).toEqual({ contactNo: '0711234987', nicNumber: '198512345678', latitude: 6.934512 });
    const firstPage = await ok<{ ongoingAidRequests: { items: unknown[]; totalCount: number } }>(
      api,
      '{ ongoingAidRequests(first: 1) { totalCount items { id } } }',
    );
    expect(firstPage.ongoingAidRequests.items).toHaveLength(1);
    expect(firstPage.ongoingAidRequests.totalCount).toBeGreaterThan(1);
  });

  it('hides a pending request from the public but shows it to the DS officer of its division', async () => {
    const request = await create(POST_DISASTER());
    // Not visible answers null, never an error that would wipe the other fields of the response.
    expect(await ok(api, `{ aidRequest(id: ${request.id}) { id } counters { alertsSent } }`)).toMatchObject({
      aidRequest: null,
      counters: { alertsSent: expect.any(Number) },
    });
    expect(await ok(api, `{ aidRequest(id: ${request.id}) { id } }`, {}, cast.dsB)).toEqual({ aidRequest: null });
    expect(await ok(api, `{ aidRequest(id: ${request.id}) { id } }`, {}, cast.dsA)).toEqual({
      aidRequest: { id: String(request.id) },
    });
    const pending = await ok<{ pendingAidRequests: { items: { id: number }[] }; pendingAidRequestCount: number }>(
      api,
      '{ pendingAidRequests { items { id } } pendingAidRequestCount }',
      {},
      cast.dsA,
    );
    expect(pending.pendingAidRequests.items.map((p) => p.id)).toContain(request.id);
    expect(pending.pendingAidRequestCount).toBe(pending.pendingAidRequests.items.length);
    const other = await ok<{ pendingAidRequests: { items: { id: number }[] } }>(
      api,
      '{ pendingAidRequests { items { id } } }',
      {},
      cast.dsB,
    );
    expect(other.pendingAidRequests.items.map((p) => p.id)).not.toContain(request.id);
  });
});

describe('officer decisions', () => {
  it('approves once, records who and when, and refuses a second decision with AID_REQUEST_NOT_PENDING', async () => {
    const request = await create(POST_DISASTER());
    const approved = await ok<{ approveAidRequest: { status: string } }>(
      api,
      'mutation ($id: ID!) { approveAidRequest(id: $id) { status } }',
      { id: request.id },
      cast.dsA,
    );
    expect(approved.approveAidRequest.status).toBe('APPROVED');
    const again = await api.gql(
      'mutation ($id: ID!) { rejectAidRequest(id: $id) { status } }',
      { id: request.id },
      { token: cast.dsA.token },
    );
    expect(errorCode(again)).toBe('AID_REQUEST_NOT_PENDING');
    const em = db.orm.em.fork();
    const audit = await em.find(AuditLogEntry, {
      subjectType: AuditSubject.AID_REQUEST,
      subjectId: Number(request.id),
    });
    expect(audit.map((a) => [a.action, a.fromStatus, a.toStatus, a.actorRole])).toEqual([
      ['APPROVE', 'PENDING', 'APPROVED', 'DS_OFFICER'],
    ]);
    expect(audit[0]!.actor.id).toBe(cast.dsA.user.id);
  });

  it('lets the DMC officer of the district mark an ongoing request delivered, then lists it as fulfilled', async () => {
    const request = await create(EMERGENCY('0773332221'));
    const delivered = await ok<{ markAidRequestDelivered: { status: string } }>(
      api,
      'mutation ($id: ID!) { markAidRequestDelivered(id: $id) { status } }',
      { id: request.id },
      cast.dmcX,
    );
    expect(delivered.markAidRequestDelivered.status).toBe('DELIVERED');
    const fulfilled = await ok<{
      districtAidRequests: { emergency: { items: { id: number }[] }; postDisaster: { items: unknown[] } };
    }>(
      api,
      '{ districtAidRequests(fulfilled: true) { emergency { items { id } } postDisaster { items { id } } } }',
      {},
      cast.dmcX,
    );
    expect(fulfilled.districtAidRequests.emergency.items.map((r) => r.id)).toContain(request.id);
    const again = await api.gql(
      'mutation ($id: ID!) { markAidRequestDelivered(id: $id) { status } }',
      { id: request.id },
      { token: cast.dmcX.token },
    );
    expect(errorCode(again)).toBe('AID_REQUEST_NOT_ONGOING');
  });

  it('shows volunteers the ongoing requests of their own district only', async () => {
    const inY = await create(EMERGENCY('0776667778', DIVISION_Y));
    const forX = await ok<{ volunteerAidRequests: { items: { id: number }[] } }>(
      api,
      '{ volunteerAidRequests(requestType: EMERGENCY) { items { id } } }',
      {},
      cast.volunteerA,
    );
    const forY = await ok<{ volunteerAidRequests: { items: { id: number }[] } }>(
      api,
      '{ volunteerAidRequests(requestType: EMERGENCY) { items { id } } }',
      {},
      cast.volunteerY,
    );
    expect(forX.volunteerAidRequests.items.map((r) => r.id)).not.toContain(inY.id);
    expect(forY.volunteerAidRequests.items.map((r) => r.id)).toContain(inY.id);
  });
});
