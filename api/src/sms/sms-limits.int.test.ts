import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { DEFAULT_RATE_LIMITS } from '../core/config/config.js';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { SmsInbound } from './sms.entity.js';
import { replyText } from './sms-replies.js';
import { queueDrained, simulatedSmsSettings } from '../testing/sms-testing.js';
import { SmsSimulator } from '../demo/sms-simulator.js';

const PER_PHONE = 3;
const simulator = new SmsSimulator();
beforeAll(() => simulator.start());
afterAll(() => simulator.stop());
const db = useTestDatabase();
const api = useTestServer(db, {
  sms: simulatedSmsSettings(simulator),
  rateLimits: {
    ...relaxedLimits(),
    submissionsPerPhone: { ...DEFAULT_RATE_LIMITS.submissionsPerPhone, max: PER_PHONE },
  },
});
let seq = 0;
const text = (from: string, body: string) =>
  simulator.deliver(api.url, 'twilio', { id: `limit-${++seq}`, from, text: body });
const em = () => db.orm.em.fork();

describe('SMS and the per-number submission limit', () => {
  it('turns HELP past the contact number’s limit into triage items with a reply that says so, losing none', async () => {
    for (let i = 0; i < PER_PHONE + 2; i++)
      expect((await text('+94771500001', `HELP Kolonnawa ${i + 1}`)).status).toBe(200);
    await queueDrained(db.orm.em);
    expect(await em().count(AidRequest, { contactNo: '0771500001' })).toBe(PER_PHONE);
    const messages = await em().find(SmsInbound, { sender: '+94771500001' }, { orderBy: { id: 'asc' } });
    expect(messages.map((m) => m.state)).toEqual([...Array<string>(PER_PHONE).fill('DONE'), 'TRIAGE', 'TRIAGE']);
    expect(messages.slice(PER_PHONE).map((m) => m.dsDivisionCode)).toEqual(['LK1106', 'LK1106']);
    const replies = simulator.sent.filter((s) => s.to.replace(/^\+/, '') === '94771500001').map((s) => s.text);
    expect(replies.slice(PER_PHONE)).toEqual([
      replyText('en', 'SUBMISSIONS_LIMITED'),
      replyText('en', 'SUBMISSIONS_LIMITED'),
    ]);
  });

  it('counts REPORT with the same number’s requests', async () => {
    for (let i = 0; i < PER_PHONE; i++) await text('+94771500002', `HELP Kolonnawa ${i + 1}`);
    await text('+94771500002', 'REPORT Kolonnawa the river is rising fast near the bridge');
    await queueDrained(db.orm.em);
    const last = await em().findOneOrFail(SmsInbound, { sender: '+94771500002' }, { orderBy: { id: 'desc' } });
    expect([last.state, last.resultKind]).toEqual(['TRIAGE', 'TRIAGE']);
  });
});

describe('SMS with control characters', () => {
  it('drops a NUL from the text and makes the request, never a 5xx the gateway retries', async () => {
    const answer = await text('+94771500003', 'HELP Kolonnawa\u0000 water\u0007 rising');
    expect(answer.status).toBe(200);
    await queueDrained(db.orm.em);
    const stored = await em().findOneOrFail(SmsInbound, { sender: '+94771500003' });
    expect([stored.state, stored.text]).toEqual(['DONE', 'HELP Kolonnawa water rising']);
    expect(await em().count(AidRequest, { contactNo: '0771500003' })).toBe(1);
  });
});
