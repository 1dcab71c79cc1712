import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { Report } from '../reports/report.entity.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { SmsInbound, SmsOutbound, SmsSubscription } from './sms.entity.js';
import { queueDrained, simulatedSmsSettings } from '../testing/sms-testing.js';
import { SmsSimulator } from '../demo/sms-simulator.js';

const simulator = new SmsSimulator();
beforeAll(() => simulator.start());
afterAll(() => simulator.stop());
const db = useTestDatabase();
const api = useTestServer(db, { sms: simulatedSmsSettings(simulator) });
let seq = 0;
const text = (from: string, body: string, provider: 'twilio' | 'android' | 'ideamart' | 'generic' = 'twilio') =>
  simulator.deliver(api.url, provider, { id: `t-${++seq}`, from, text: body });
const repliesTo = (to: string) =>
  simulator.sent.filter((s) => s.to.replace(/^tel:/, '').replace(/^\+/, '') === to.replace(/^\+/, ''));
const em = () => db.orm.em.fork();

describe('SMS by keyword', () => {
  it('a Sinhala HELP naming Kolonnawa becomes one emergency request from the number, answered in Sinhala with its reference', async () => {
    const answer = await text('+94771000001', 'උදව් කොලොන්නාව 4 වතුර ගලනවා');
    expect(answer.status).toBe(200);
    await queueDrained(db.orm.em);
    const requests = await em().find(AidRequest, { contactNo: '0771000001' });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.requestType).toBe('EMERGENCY');
    expect(requests[0]!.dsDivision?.code).toBe('LK1106');
    const inbound = await em().findOneOrFail(SmsInbound, { sender: '+94771000001' });
    expect([inbound.state, inbound.resultKind, inbound.resultId, inbound.text]).toEqual([
      'DONE',
      'AID_REQUEST',
      requests[0]!.id,
      'උදව් කොලොන්නාව 4 වතුර ගලනවා',
    ]);
    const replies = repliesTo('+94771000001');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain(String(requests[0]!.id));
    expect(replies[0]!.text).toMatch(/ඉල්ලීම/);
  });

  it('keeps ZWJ in the stored text and reads a Sinhala place written with or without it', async () => {
    const withJoiner = 'උදව් ශ්\u200Dරී ජයවර්ධනපුර කෝට්ටේ';
    await text('+94771000011', withJoiner, 'android');
    await text('+94771000012', withJoiner.replace('\u200D', ''), 'generic');
    await queueDrained(db.orm.em);
    const requests = await em().find(AidRequest, { contactNo: { $in: ['0771000011', '0771000012'] } });
    expect(requests.map((r) => r.dsDivision?.code)).toEqual(['LK1124', 'LK1124']);
    expect((await em().findOneOrFail(SmsInbound, { sender: '+94771000011' })).text).toBe(withJoiner);
  });

  it('STATUS answers the sender’s own request only', async () => {
    const own = await em().findOneOrFail(AidRequest, { contactNo: '0771000001' });
    await text('0771000001', `STATUS ${own.id}`, 'generic');
    await text('+94771000002', `STATUS ${own.id}`, 'generic');
    await queueDrained(db.orm.em);
    expect(repliesTo('+94771000001').at(-1)!.text).toBe(`Request ${own.id}: ongoing.`);
    expect(repliesTo('+94771000002').at(-1)!.text).toBe(`No request ${own.id} from this number.`);
  });

  it('REPORT makes an early-warning report of the place, in Tamil', async () => {
    await text('+94771000003', 'அறிக்கை Kolonnawa ஆற்று நீர் வேகமாக உயர்கிறது', 'ideamart');
    await queueDrained(db.orm.em);
    const reports = await em().find(Report, { contactNo: '0771000003' });
    expect(reports.map((r) => [r.reporterName, r.description])).toEqual([['SMS', 'ஆற்று நீர் வேகமாக உயர்கிறது']]);
    expect(repliesTo('+94771000003').map((r) => r.text)).toEqual([
      `அறிக்கை ${reports[0]!.id} பெறப்பட்டது. DMC பரிசீலிக்கும். நன்றி.`,
    ]);
  });

  it('ALERTS subscribes, LANG changes the language, STOP ends it at once', async () => {
    await text('+94771000004', 'alerts Kolonnawa', 'android');
    await queueDrained(db.orm.em);
    await text('+94771000004', 'LANG TA', 'android');
    await queueDrained(db.orm.em);
    await text('+94771000004', 'stop', 'android');
    await queueDrained(db.orm.em);
    const subscription = await em().findOneOrFail(SmsSubscription, { sender: '+94771000004' });
    expect(subscription.language).toBe('ta');
    expect(subscription.stoppedAt).toBeInstanceOf(Date);
    expect(repliesTo('+94771000004').map((r) => r.text)).toEqual([
      'You will get alerts for Kolonnawa. Send STOP to end them.',
      'பதில்கள் தமிழில்.',
      'எச்சரிக்கைகள் நிறுத்தப்பட்டன. மீண்டும் பெற: எச்சரிக்கை <இடம்>',
    ]);
  });

  it('an unknown place or a message without a keyword waits in triage, with the hotline in the reply', async () => {
    await text('+94771000005', 'HELP Atlantis');
    await text('+94771000006', 'please come, water everywhere');
    await queueDrained(db.orm.em);
    const triaged = await em().find(
      SmsInbound,
      { sender: { $in: ['+94771000005', '+94771000006'] } },
      { orderBy: { sender: 'asc' } },
    );
    expect(triaged.map((m) => [m.state, m.resultKind])).toEqual([
      ['TRIAGE', 'TRIAGE'],
      ['TRIAGE', 'TRIAGE'],
    ]);
    expect(repliesTo('+94771000005')[0]!.text).toMatch(/DS division or town/);
    expect(repliesTo('+94771000006')[0]!.text).toMatch(/117/);
  });
});

describe('SMS webhooks', () => {
  it('refuse a bad signature (403) and an unsigned call (401), storing nothing', async () => {
    const before = await em().count(SmsInbound);
    const bad = await simulator.deliver(
      api.url,
      'android',
      { id: 'x1', from: '+94771000007', text: 'HELP Kolonnawa' },
      { badSignature: true },
    );
    const unsigned = await fetch(`${api.url}/sms/generic`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'x2', from: '+94771000007', text: 'HELP' }),
    });
    expect([bad.status, JSON.parse(bad.body).code]).toEqual([403, 'SMS_SIGNATURE_INVALID']);
    expect([unsigned.status, ((await unsigned.json()) as { code: string }).code]).toEqual([
      401,
      'SMS_SIGNATURE_MISSING',
    ]);
    expect(await em().count(SmsInbound)).toBe(before);
  });

  it('answer each provider as it expects, and store a repeated id or text once', async () => {
    const sms = { id: 'dup-1', from: '+94771000008', text: 'REPORT Kolonnawa drain overflowing near school' };
    const first = await simulator.deliver(api.url, 'ideamart', sms);
    const again = await simulator.deliver(api.url, 'ideamart', sms);
    const freshId = await simulator.deliver(api.url, 'ideamart', { ...sms, id: 'dup-2' });
    expect([first.status, again.status, freshId.status]).toEqual([200, 200, 200]);
    expect(JSON.parse(first.body)).toMatchObject({ statusCode: 'S1000' });
    await queueDrained(db.orm.em);
    expect(await em().count(SmsInbound, { sender: '+94771000008' })).toBe(1);
    expect(await em().count(SmsOutbound, { recipient: '+94771000008' })).toBe(1);
  });

  it('answer 404 for an unknown gateway', async () => {
    const response = await fetch(`${api.url}/sms/nokia`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});
