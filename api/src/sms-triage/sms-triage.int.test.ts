import { beforeAll, describe, expect, it } from 'vitest';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { AuditAction, AuditLogEntry } from '../audit/audit-log.entity.js';
import { Report } from '../reports/report.entity.js';
import { makeCast, ok, type Cast, type Person } from '../testing/scenario.js';
import { subscribe } from '../testing/subscriptions.js';
import { errorCode } from '../testing/test-server.js';
import { SmsInbound, SmsOutbound } from '../sms/sms.entity.js';
import { queueDrained } from '../testing/sms-testing.js';
import { useSimulatedSms } from '../testing/sms-world.js';

const { simulator, db, api } = useSimulatedSms();
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const ITEM =
  'id text sender state resultKind resultId district { code } dsDivision { code } replies { text parts state byOfficer }';
type Item = {
  id: string;
  text: string;
  sender: string;
  state: string;
  resultKind: string | null;
  resultId: string | null;
  district: { code: string } | null;
  dsDivision: { code: string } | null;
  replies: Array<{ text: string; parts: number; state: string; byOfficer: boolean }>;
};
const LIST = `{ smsTriage { items { ${ITEM} } } }`;
const ASSIGN = `mutation ($id: ID!, $ds: ID!) { assignSmsPlace(id: $id, dsDivision: $ds) { ${ITEM} } }`;
const REPLY = `mutation ($id: ID!, $text: String!, $key: String) { replyToSms(id: $id, text: $text, idempotencyKey: $key) { ${ITEM} } }`;
const TO_REQUEST = `mutation ($id: ID!) { turnSmsIntoAidRequest(id: $id) { ${ITEM} } }`;
const TO_REPORT = `mutation ($id: ID!) { turnSmsIntoReport(id: $id) { ${ITEM} } }`;

let seq = 0;
const text = (from: string, body: string) =>
  simulator.deliver(api.url, 'generic', { id: `triage-${++seq}`, from, text: body });
const em = () => db.orm.em.fork();
const idOf = async (sender: string) =>
  String((await em().findOneOrFail(SmsInbound, { sender }, { orderBy: { id: 'desc' } })).id);
const listOf = async (who: Person) => (await ok<{ smsTriage: { items: Item[] } }>(api, LIST, {}, who)).smsTriage.items;
const senders = async (who: Person) => (await listOf(who)).map((item) => item.sender);

const PLACED = '+94773000001';
const NATIONAL = '+94773000002';

describe('the SMS triage queue', () => {
  beforeAll(async () => {
    await text(PLACED, 'Kolonnawa water everywhere please come');
    await text(NATIONAL, 'HELP Atlantis');
    await queueDrained(db.orm.em);
  });

  it("lists a division's items to its DS officer, the district's and national ones to DMC officers, with the number", async () => {
    expect(await senders(cast.dsB)).toEqual([PLACED]);
    expect(await senders(cast.dsA)).toEqual([]);
    expect(await senders(cast.dmcX)).toEqual([PLACED, NATIONAL]);
    expect(await senders(cast.dmcY)).toEqual([NATIONAL]);
    const [item] = await listOf(cast.dsB);
    expect(item).toMatchObject({
      text: 'Kolonnawa water everywhere please come',
      state: 'TRIAGE',
      district: { code: 'LK11' },
      dsDivision: { code: 'LK1106' },
    });
    expect(item!.replies).toEqual([expect.objectContaining({ byOfficer: false, parts: 1 })]);
  });

  it('refuses the queue to volunteers and visitors, and every action to officers of another area', async () => {
    expect(errorCode(await api.gql(LIST, {}, { token: cast.volunteerA.token }))).toBe('FORBIDDEN');
    expect(errorCode(await api.gql(LIST))).toBe('UNAUTHENTICATED');
    const id = await idOf(PLACED);
    for (const [query, variables, who] of [
      [ASSIGN, { id, ds: 'LK1103' }, cast.dsA],
      [REPLY, { id, text: 'We are coming' }, cast.dmcY],
      [TO_REQUEST, { id }, cast.dsY],
      [TO_REPORT, { id }, cast.dsA],
    ] as const)
      expect(errorCode(await api.gql(query, variables, { token: who.token }))).toBe('FORBIDDEN');
    expect(await em().count(SmsOutbound, { recipient: PLACED })).toBe(1);
  });

  it("sends an officer's reply once per key, recorded before sending with its size; refuses one over two parts", async () => {
    const id = await idOf(PLACED);
    const variables = { id, text: 'A boat is on its way to Kolonnawa. Stay on the roof.', key: 'reply-1' };
    const [first, second] = await Promise.all([
      ok<{ replyToSms: Item }>(api, REPLY, variables, cast.dsB),
      ok<{ replyToSms: Item }>(api, REPLY, variables, cast.dsB),
    ]);
    expect(first.replyToSms.replies.filter((r) => r.byOfficer)).toEqual([
      expect.objectContaining({ text: variables.text, parts: 1 }),
    ]);
    expect(second.replyToSms.replies.filter((r) => r.byOfficer)).toHaveLength(1);
    await queueDrained(db.orm.em);
    expect(simulator.sent.filter((s) => s.text === variables.text)).toHaveLength(1);
    expect(await em().count(AuditLogEntry, { action: AuditAction.REPLY, subjectId: Number(id) })).toBe(1);
    expect(errorCode(await api.gql(REPLY, { id, text: 'ක'.repeat(135) }, { token: cast.dsB.token }))).toBe(
      'SMS_REPLY_INVALID',
    );
    expect(errorCode(await api.gql(REPLY, { id, text: '   ' }, { token: cast.dsB.token }))).toBe('SMS_REPLY_INVALID');
  });

  it('needs a place before a national item becomes a request; assigning one moves it to that division, audited', async () => {
    const id = await idOf(NATIONAL);
    expect(errorCode(await api.gql(TO_REQUEST, { id }, { token: cast.dmcY.token }))).toBe('SMS_PLACE_NEEDED');
    const placed = await ok<{ assignSmsPlace: Item }>(api, ASSIGN, { id, ds: 'LK1106' }, cast.dmcY);
    expect(placed.assignSmsPlace).toMatchObject({
      district: { code: 'LK11' },
      dsDivision: { code: 'LK1106' },
      sender: '*********002',
    });
    await ok(api, ASSIGN, { id, ds: 'LK1106' }, cast.dsB);
    expect(await senders(cast.dsB)).toEqual([PLACED, NATIONAL]);
    expect(await senders(cast.dmcY)).toEqual([]);
    expect(await em().count(AuditLogEntry, { action: AuditAction.ASSIGN_PLACE, subjectId: Number(id) })).toBe(1);
  });

  it('turns an item into one emergency request marked SMS, however often clicked; the sender gets its reference once', async () => {
    const id = await idOf(PLACED);
    const answers = await Promise.all(
      [1, 2, 3].map(() => ok<{ turnSmsIntoAidRequest: Item }>(api, TO_REQUEST, { id }, cast.dsB)),
    );
    const requests = await em().find(AidRequest, { contactNo: '0773000001' });
    expect(requests.map((r) => [r.requestType, r.status, r.channel, r.smsText, r.dsDivision?.code])).toEqual([
      ['EMERGENCY', 'APPROVED', 'SMS', 'Kolonnawa water everywhere please come', 'LK1106'],
    ]);
    for (const answer of answers)
      expect(answer.turnSmsIntoAidRequest).toMatchObject({
        state: 'DONE',
        resultKind: 'AID_REQUEST',
        resultId: String(requests[0]!.id),
      });
    await queueDrained(db.orm.em);
    expect(simulator.sent.filter((s) => s.text.includes(`request ${requests[0]!.id} received`))).toHaveLength(1);
    expect(await em().count(AuditLogEntry, { action: AuditAction.CONVERT, subjectId: Number(id) })).toBe(1);
    expect(await senders(cast.dsB)).toEqual([NATIONAL]);
    expect(errorCode(await api.gql(TO_REPORT, { id }, { token: cast.dsB.token }))).toBe('SMS_NOT_IN_TRIAGE');
  });

  it('turns an item into an early-warning report for the district', async () => {
    const id = await idOf(NATIONAL);
    const answer = await ok<{ turnSmsIntoReport: Item }>(api, TO_REPORT, { id }, cast.dmcX);
    const report = await em().findOneOrFail(Report, { contactNo: '0773000002' });
    expect(answer.turnSmsIntoReport).toMatchObject({
      state: 'DONE',
      resultKind: 'REPORT',
      resultId: String(report.id),
    });
    expect([report.channel, report.smsText, report.reporterName, report.dsDivision?.code]).toEqual([
      'SMS',
      'HELP Atlantis',
      'SMS',
      'LK1106',
    ]);
    expect(await senders(cast.dmcX)).toEqual([]);
  });

  it('is live: a new item reaches the officers of its place at once, not those of another', async () => {
    const query = `subscription { smsTriageChanged { ${ITEM} } }`;
    const [ds, other] = await Promise.all([
      subscribe<Item>(api.url, query, {}, cast.dsB.token),
      subscribe<Item>(api.url, query, {}, cast.dsA.token),
    ]);
    try {
      await text('+94773000004', 'කොලොන්නාව ගංවතුර උදව් කරන්න');
      const event = await ds.next((item) => item.sender === '+94773000004');
      expect(event).toMatchObject({ text: 'කොලොන්නාව ගංවතුර උදව් කරන්න', state: 'TRIAGE', dsDivision: { code: 'LK1106' } });
      await ok(api, REPLY, { id: event.id, text: 'Help is coming' }, cast.dmcX);
      await ds.next((item) => item.id === event.id && item.replies.some((r) => r.byOfficer));
      expect(other.events).toEqual([]);
    } finally {
      await Promise.all([ds.close(), other.close()]);
    }
  });
});
