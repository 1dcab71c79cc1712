import { beforeAll, describe, expect, it } from 'vitest';
import { AuditLogEntry, AuditSubject } from '../../audit/audit-log.entity.js';
import { Contribution } from '../../contributions/contribution.entity.js';
import {
  CREATE_AID,
  DIVISION_A,
  DIVISION_B,
  EMERGENCY,
  makeCast,
  ok,
  POST_DISASTER,
  type Cast,
} from '../../testing/scenario.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { errorCode, useTestServer } from '../../testing/test-server.js';
import { AidRequest } from '../aid-request.entity.js';
import { AidRequestDuplicate } from './aid-request-duplicate.entity.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

let serial = 0;
/** A post-disaster request with its own phone, NIC and description unless the test gives them. */
async function create(overrides: Record<string, unknown> = {}): Promise<number> {
  serial += 1;
  const unique = {
    contactNo: `07${String(40_000_000 + serial * 7919).padStart(8, '0')}`,
    nicNumber: `19901${String(serial).padStart(7, '0')}`,
    description: `Need number ${serial}: ${'abcdefghij'.repeat((serial % 5) + 1)}`,
  };
  const data = await ok<{ createAidRequest: { id: string } }>(api, CREATE_AID, {
    input: POST_DISASTER({ fullName: `Person ${'abc'.slice(0, (serial % 3) + 1)}`, ...unique, ...overrides }),
  });
  return Number(data.createAidRequest.id);
}

async function pairOf(requestId: number, otherId: number): Promise<AidRequestDuplicate | null> {
  return db.orm.em.fork().findOne(AidRequestDuplicate, { request: requestId, other: otherId });
}

const FLAGGED = '{ aidRequestDuplicates { items { id reasons request { id contactNo } other { id contactNo } } } }';
type Flagged = {
  aidRequestDuplicates: {
    items: {
      id: string;
      reasons: string[];
      request: { id: string; contactNo: string };
      other: { id: string; contactNo: string };
    }[];
  };
};
const MERGE = 'mutation ($d: ID!, $i: ID!) { mergeAidRequest(duplicateId: $d, intoId: $i) { id status mergedIntoId } }';
const NOT_DUPLICATE = 'mutation ($id: ID!) { markNotDuplicate(pairId: $id) { id state } }';

describe('duplicate detection', () => {
  const near = { latitude: 6.9345, longitude: 79.8528 };
  const within300m = { latitude: 6.937, longitude: 79.853 };

  it('flags one name written in English, Sinhala and Tamil at nearby points, and not a different name', async () => {
    const english = await create({ fullName: 'Nimal Perera', ...near });
    const sinhala = await create({ fullName: 'නිමල් පෙරේරා', ...within300m });
    const tamil = await create({ fullName: 'நிமல் பெரேரா', ...near });
    const different = await create({ fullName: 'Kamal Silva', ...near });
    expect((await pairOf(sinhala, english))?.reasons).toEqual(['SAME_NAME_NEARBY']);
    expect((await pairOf(tamil, english))?.reasons).toEqual(['SAME_NAME_NEARBY']);
    expect((await pairOf(tamil, sinhala))?.reasons).toEqual(['SAME_NAME_NEARBY']);
    expect(await db.orm.em.fork().count(AidRequestDuplicate, { request: different })).toBe(0);
  });

  it('does not flag the same name far apart', async () => {
    const here = await create({ fullName: 'Sunil Fernando', ...near });
    const far = await create({ fullName: 'සුනිල් ප්‍රනාන්දු', latitude: 6.915, longitude: 79.865 });
    expect(await pairOf(far, here)).toBeNull();
  });

  it('flags the same phone, the same NIC and a near-identical description, each with its reason', async () => {
    const first = await create({ contactNo: '0761230001' });
    const samePhone = await create({ contactNo: '0761230001' });
    const nic = await create({ nicNumber: '197712345671' });
    const sameNic = await create({ nicNumber: '197712345671' });
    const text = await create({ description: 'Water entered the house, we need dry rations and mats for six people.' });
    const sameText = await create({
      description: 'water entered the house; we need dry rations and mats for 6 people',
    });
    expect((await pairOf(samePhone, first))?.reasons).toEqual(['SAME_PHONE']);
    expect((await pairOf(sameNic, nic))?.reasons).toEqual(['SAME_NIC']);
    expect((await pairOf(sameText, text))?.reasons).toEqual(['SIMILAR_DESCRIPTION']);
  });

  it('matches an old-format NIC whatever the case of its letter, and reports both reasons of one pair', async () => {
    const lower = await create({ nicNumber: '771234567v', contactNo: '0761230011' });
    const upper = await create({ nicNumber: '771234567V', contactNo: '0761230011' });
    expect((await pairOf(upper, lower))?.reasons).toEqual(['SAME_PHONE', 'SAME_NIC']);
  });

  it('does not pair emergency requests for their description: they all carry the same fixed text', async () => {
    const emergency = (contactNo: string) =>
      ok<{ createAidRequest: { id: string } }>(api, CREATE_AID, { input: EMERGENCY(contactNo) });
    const first = Number((await emergency('0761230021')).createAidRequest.id);
    const second = Number((await emergency('0761230022')).createAidRequest.id);
    expect(await pairOf(second, first)).toBeNull();
  });

  it('never compares across DS divisions, and never refuses the request', async () => {
    const inA = await create({ contactNo: '0761230002' });
    const inB = await create({ contactNo: '0761230002', ...DIVISION_B });
    expect(inB).toBeGreaterThan(inA);
    expect(await pairOf(inB, inA)).toBeNull();
  });
});

describe('the officers\' list, merging and "not a duplicate"', () => {
  it('lists a flagged pair with its reason and contacts to the DS officer and the DMC officer, not to another division', async () => {
    const first = await create({ contactNo: '0761230003' });
    const second = await create({ contactNo: '0761230003' });
    const mine = (await ok<Flagged>(api, FLAGGED, {}, cast.dsA)).aidRequestDuplicates.items.find(
      (p) => p.request.id === String(second),
    );
    expect(mine).toMatchObject({
      reasons: ['SAME_PHONE'],
      request: { contactNo: '0761230003' },
      other: { id: String(first), contactNo: '0761230003' },
    });
    const district = await ok<Flagged>(api, FLAGGED, {}, cast.dmcX);
    expect(district.aidRequestDuplicates.items.map((p) => p.id)).toContain(mine!.id);
    const other = await ok<Flagged>(api, FLAGGED, {}, cast.dsB);
    expect(other.aidRequestDuplicates.items.map((p) => p.id)).not.toContain(mine!.id);
    expect(errorCode(await api.gql(FLAGGED, {}, { token: cast.volunteerA.token }))).toBe('FORBIDDEN');
  });

  it('merges once however often it is sent: MERGED into the other, audited, contributions moved, the pair closed', async () => {
    const into = await create({ contactNo: '0761230004' });
    const duplicate = await create({ contactNo: '0761230004' });
    // Both ongoing: an ongoing request closes only into another ongoing one (mergeSurvivor).
    for (const id of [into, duplicate])
      await ok(api, 'mutation ($id: ID!) { approveAidRequest(id: $id) { id } }', { id }, cast.dsA);
    const em = db.orm.em.fork();
    em.create(Contribution, {
      volunteer: cast.volunteerA.user.id,
      aidRequest: duplicate,
      district: DIVISION_A.district,
      dsDivision: DIVISION_A.dsDivision,
      typeSupport: 'Evacuation',
      description: 'Moved the family',
    });
    await em.flush();
    const [a, b] = await Promise.all([
      api.gql(MERGE, { d: duplicate, i: into }, { token: cast.dsA.token }),
      api.gql(MERGE, { d: duplicate, i: into }, { token: cast.dsA.token }),
    ]);
    expect([a.errors, b.errors]).toEqual([undefined, undefined]);
    expect(a.data).toEqual({
      mergeAidRequest: { id: String(duplicate), status: 'MERGED', mergedIntoId: String(into) },
    });
    const check = db.orm.em.fork();
    expect((await check.findOneOrFail(AidRequest, duplicate)).contactNo).toBe('0761230004');
    expect(await check.count(Contribution, { aidRequest: into })).toBe(1);
    expect(await check.count(Contribution, { aidRequest: duplicate })).toBe(0);
    const audit = await check.find(
      AuditLogEntry,
      { subjectType: AuditSubject.AID_REQUEST, subjectId: duplicate },
      { orderBy: { id: 'asc' } },
    );
    expect(audit.map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['APPROVE', 'PENDING', 'APPROVED'],
      ['MERGE', 'APPROVED', 'MERGED'],
    ]);
    expect((await pairOf(duplicate, into))?.state).toBe('MERGED');
    const pending = await ok<{ pendingAidRequests: { items: { id: string }[] } }>(
      api,
      '{ pendingAidRequests { items { id } } }',
      {},
      cast.dsA,
    );
    expect(pending.pendingAidRequests.items.map((r) => r.id)).not.toContain(String(duplicate));
    // The surviving request's history shows the merge, naming the merged request, and the contribution that moved.
    const history = await ok<{
      aidRequestHistory: { entries: { kind: string; action: string | null; subjectId: string | null }[] };
    }>(
      api,
      'query ($id: ID!) { aidRequestHistory(aidRequestId: $id) { entries { kind action subjectId } } }',
      { id: into },
      cast.dsA,
    );
    expect(history.aidRequestHistory.entries).toContainEqual({
      kind: 'OFFICER_ACTION',
      action: 'MERGE',
      subjectId: String(duplicate),
    });
    expect(history.aidRequestHistory.entries.filter((e) => e.kind === 'CONTRIBUTION')).toHaveLength(1);
  });

  it('lists a pair whose two requests are both ongoing (the ongoing page), and merges the later into the earlier', async () => {
    const earlier = await create({ contactNo: '0761230007' });
    const later = await create({ contactNo: '0761230007' });
    for (const id of [earlier, later])
      await ok(api, 'mutation ($id: ID!) { approveAidRequest(id: $id) { id } }', { id }, cast.dsA);
    const listed = await ok<Flagged>(api, FLAGGED, {}, cast.dsA);
    expect(listed.aidRequestDuplicates.items.find((p) => p.request.id === String(later))).toMatchObject({
      reasons: ['SAME_PHONE'],
      other: { id: String(earlier) },
    });
    const merged = await ok<{ mergeAidRequest: { status: string; mergedIntoId: string } }>(
      api,
      MERGE,
      { d: later, i: earlier },
      cast.dsA,
    );
    expect(merged.mergeAidRequest).toMatchObject({ status: 'MERGED', mergedIntoId: String(earlier) });
    expect((await db.orm.em.fork().findOneOrFail(AidRequest, earlier)).status).toBe('APPROVED');
    const after = await ok<Flagged>(api, FLAGGED, {}, cast.dsA);
    expect(after.aidRequestDuplicates.items.map((p) => p.request.id)).not.toContain(String(later));
  });

  it('refuses merging into itself, across divisions, into a merged request, and an officer of another division', async () => {
    const one = await create({ contactNo: '0761230005' });
    const two = await create({ contactNo: '0761230005' });
    const three = await create({ contactNo: '0761230005' });
    const inB = await create({ ...DIVISION_B });
    const merge = (d: number, i: number, who = cast.dsA) =>
      api.gql(MERGE, { d, i }, { token: who.token }).then(errorCode);
    expect(await merge(one, one)).toBe('AID_REQUEST_MERGE_SELF');
    expect(await merge(one, inB)).toBe('AID_REQUEST_MERGE_OTHER_DIVISION');
    expect(await merge(two, one, cast.dsB)).toBe('FORBIDDEN');
    expect(await merge(two, one, cast.dmcX)).toBe('FORBIDDEN');
    await ok(api, MERGE, { d: two, i: one }, cast.dsA);
    expect(await merge(three, two)).toBe('AID_REQUEST_MERGE_CLOSED');
    expect(await merge(two, three)).toBe('AID_REQUEST_MERGE_CLOSED');
    // An ongoing (public) request never closes into a pending one; the pending one closes into it.
    const pending = await create({ contactNo: '0761230006' });
    const ongoing = Number(
      (await ok<{ createAidRequest: { id: string } }>(api, CREATE_AID, { input: EMERGENCY('0761230006') }))
        .createAidRequest.id,
    );
    expect(await merge(ongoing, pending)).toBe('AID_REQUEST_MERGE_INTO_PENDING');
    expect(
      (await ok<{ mergeAidRequest: { status: string } }>(api, MERGE, { d: pending, i: ongoing }, cast.dsA))
        .mergeAidRequest.status,
    ).toBe('MERGED');
  });

  it('remembers "not a duplicate": the pair leaves the list for good, audited, and a repeat is harmless', async () => {
    const first = await create({ contactNo: '0761230006' });
    const second = await create({ contactNo: '0761230006' });
    const pair = (await pairOf(second, first))!;
    expect(errorCode(await api.gql(NOT_DUPLICATE, { id: pair.id }, { token: cast.dsB.token }))).toBe('FORBIDDEN');
    expect(await ok(api, NOT_DUPLICATE, { id: pair.id }, cast.dsA)).toEqual({
      markNotDuplicate: { id: String(pair.id), state: 'NOT_DUPLICATE' },
    });
    expect(await ok(api, NOT_DUPLICATE, { id: pair.id }, cast.dsA)).toEqual({
      markNotDuplicate: { id: String(pair.id), state: 'NOT_DUPLICATE' },
    });
    const listed = await ok<Flagged>(api, FLAGGED, {}, cast.dsA);
    expect(listed.aidRequestDuplicates.items.map((p) => p.id)).not.toContain(String(pair.id));
    const em = db.orm.em.fork();
    expect(
      await em.count(AuditLogEntry, { action: 'NOT_DUPLICATE' as never, subjectId: { $in: [first, second] } }),
    ).toBe(2);
    expect(errorCode(await api.gql(MERGE, { d: second, i: first }, { token: cast.dsA.token }))).toBeUndefined();
    expect(errorCode(await api.gql(NOT_DUPLICATE, { id: pair.id }, { token: cast.dsA.token }))).toBeUndefined();
  });
});
