import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsProviderName } from './sms.settings.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { SMS_PROVIDERS } from './gateways/gateways.js';
import { SmsResultKind } from './sms.entity.js';
import { queueDrained, simulatedSmsSettings } from '../testing/sms-testing.js';
import { SmsSimulator, type SimulatedSms } from '../demo/sms-simulator.js';

const simulator = new SmsSimulator();
beforeAll(() => simulator.start());
afterAll(() => simulator.stop());
const db = useTestDatabase();
const api = useTestServer(db, { sms: simulatedSmsSettings(simulator) });

const TOTAL = 1_000;
const SAME_ID_REPEATS = 100;
const FRESH_ID_REPEATS = 50;
const BAD_SIGNATURES = 50;
const UNPARSEABLE = 50;
const ORIGINALS = TOTAL - SAME_ID_REPEATS - FRESH_ID_REPEATS - BAD_SIGNATURES;

const PLACES = {
  en: ['Kolonnawa', 'Ratnapura', 'Jaffna', 'Nuwara Eliya'],
  si: ['කොලොන්නාව', 'රත්නපුර', 'යාපනය', 'නුවර එළිය'],
  ta: ['கொலன்னாவை', 'இரத்தினபுரி', 'யாழ்ப்பாணம்', 'நுவரெலியா'],
} as const;
const WORDS = {
  HELP: { en: 'HELP', si: 'උදව්', ta: 'உதவி' },
  REPORT: { en: 'REPORT', si: 'වාර්තා', ta: 'அறிக்கை' },
  ALERTS: { en: 'ALERTS', si: 'අනතුරු', ta: 'எச்சரிக்கை' },
  STOP: { en: 'STOP', si: 'නවත්වන්න', ta: 'நிறுத்து' },
} as const;
const SAID = {
  en: 'water is rising near the bridge',
  si: 'පාලම අසල ජලය ඉහළ යයි',
  ta: 'பாலம் அருகே நீர் உயர்கிறது',
} as const;

interface Planned {
  sms: SimulatedSms;
  provider: SmsProviderName;
  expected: SmsResultKind;
}

/** The i-th distinct message: a keyword in one of the three languages (or none), from its own number. */
function original(i: number): Planned {
  const language = (['en', 'si', 'ta'] as const)[i % 3]!;
  const place = PLACES[language][i % 4]!;
  const from = `+9477${String(2_000_000 + i).padStart(7, '0')}`;
  const provider = SMS_PROVIDERS[i % SMS_PROVIDERS.length]!;
  const plan = (text: string, expected: SmsResultKind): Planned => ({
    sms: { id: `m-${i}`, from, text },
    provider,
    expected,
  });
  if (i < UNPARSEABLE) return plan(`${['hello?', 'ස්තූතියි', 'நன்றி'][i % 3]} #${i}`, SmsResultKind.TRIAGE);
  switch (i % 6) {
    case 0:
    case 1:
      return plan(`${WORDS.HELP[language]} ${place} ${(i % 7) + 1} ${SAID[language]}`, SmsResultKind.AID_REQUEST);
    case 2:
      return plan(`${WORDS.REPORT[language]}: ${place} ${SAID[language]}`, SmsResultKind.REPORT);
    case 3:
      return plan(`${WORDS.ALERTS[language].toLowerCase()} ${place}`, SmsResultKind.SUBSCRIPTION);
    case 4:
      return plan(i % 2 ? `${WORDS.STOP[language]}.` : `lang ${['si', 'ta', 'en'][i % 3]}`, SmsResultKind.SUBSCRIPTION);
    default:
      return plan(`${WORDS.HELP[language]} Atlantis`, SmsResultKind.TRIAGE);
  }
}

/** Runs `work` over the items, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

describe('1,000 inbound messages through the simulator', () => {
  it('make exactly one request, report, subscription or triage item per valid message, refuse every bad signature and answer each once', async () => {
    const originals = Array.from({ length: ORIGINALS }, (_, i) => original(i));
    const sameId = originals.filter((_, i) => i % 8 === 1).slice(0, SAME_ID_REPEATS);
    const freshId = originals
      .filter((_, i) => i % 8 === 5)
      .slice(0, FRESH_ID_REPEATS)
      .map((p) => ({ ...p, sms: { ...p.sms, id: `${p.sms.id}-again` } }));
    const forged = Array.from({ length: BAD_SIGNATURES }, (_, i) => ({ ...original(5_000 + i), bad: true }));
    expect([
      sameId.length,
      freshId.length,
      originals.filter((p) => Number(p.sms.id.slice(2)) < UNPARSEABLE).length,
    ]).toEqual([SAME_ID_REPEATS, FRESH_ID_REPEATS, UNPARSEABLE]);
    // Each repeat goes right after its original (often at the same time): the races a gateway's retry makes.
    const calls: Array<Planned & { bad?: boolean }> = [];
    originals.forEach((p, i) => {
      calls.push(p);
      const repeat = sameId.find((r) => r.sms.id === p.sms.id) ?? freshId.find((r) => r.sms.from === p.sms.from);
      if (repeat) calls.push(repeat);
      if (i % 16 === 0 && forged.length > calls.filter((c) => c.bad).length)
        calls.push(forged[calls.filter((c) => c.bad).length]!);
    });
    for (const f of forged.slice(calls.filter((c) => c.bad).length)) calls.push(f);
    expect(calls).toHaveLength(TOTAL);

    const started = Date.now();
    const answerMs: number[] = [];
    const answers = await inParallel(calls, 8, async (c) => {
      const sent = performance.now();
      const answer = await simulator.deliver(api.url, c.provider, c.sms, { badSignature: c.bad });
      answerMs.push(performance.now() - sent);
      return answer;
    });
    await queueDrained(db.orm.em, 100_000);
    const seconds = (Date.now() - started) / 1000;

    expect(answers.filter((a, i) => calls[i]!.bad && a.status === 403)).toHaveLength(BAD_SIGNATURES);
    expect(answers.filter((a, i) => !calls[i]!.bad && a.status >= 200 && a.status < 300)).toHaveLength(
      TOTAL - BAD_SIGNATURES,
    );

    const sql = (query: string, values: unknown[] = []) =>
      db.orm.em.fork().execute<Array<Record<string, string>>>(query, values);
    const stored = await sql('select sender, text, state, result_kind, result_id from sms_inbound');
    // 0 lost, 0 duplicated: one row per distinct message, with its text exactly as sent; no forged one.
    expect(stored).toHaveLength(ORIGINALS);
    const bySender = new Map(stored.map((row) => [row.sender, row]));
    for (const p of originals) {
      const row = bySender.get(p.sms.from);
      expect(row?.text).toBe(p.sms.text);
      expect(row?.result_kind, p.sms.text).toBe(p.expected);
    }
    expect(stored.filter((row) => row.state === 'RECEIVED')).toEqual([]);
    for (const f of forged) expect(bySender.has(f.sms.from)).toBe(false);

    const expectedOf = (kind: SmsResultKind) => originals.filter((p) => p.expected === kind).length;
    const [requests] = await sql(
      "select count(*) as n, count(distinct contact_no) as numbers from aid_requests where contact_no like '0772%'",
    );
    expect([Number(requests!.n), Number(requests!.numbers)]).toEqual([
      expectedOf(SmsResultKind.AID_REQUEST),
      expectedOf(SmsResultKind.AID_REQUEST),
    ]);
    const [reports] = await sql("select count(*) as n from reports where contact_no like '0772%'");
    expect(Number(reports!.n)).toBe(expectedOf(SmsResultKind.REPORT));
    const [subscriptions] = await sql('select count(*) as n from sms_subscriptions');
    expect(Number(subscriptions!.n)).toBe(originals.filter((p) => /^(alerts|අනතුරු|எச்சரிக்கை) /u.test(p.sms.text)).length);

    // Each reply recorded once and sent once.
    const outbound = await sql('select recipient, state from sms_outbound');
    expect(outbound).toHaveLength(ORIGINALS);
    expect(outbound.filter((row) => row.state !== 'SENT')).toEqual([]);
    expect(simulator.sent).toHaveLength(ORIGINALS);
    const sentTo = new Set(simulator.sent.map((s) => s.to.replace(/^tel:/, '').replace(/^\+/, '')));
    expect(sentTo.size).toBe(ORIGINALS);
    const [p50, p95] = [0.5, 0.95].map((q) =>
      answerMs.sort((a, b) => a - b)[Math.floor(q * (answerMs.length - 1))]!.toFixed(0),
    );
    console.info(
      `SMS: ${TOTAL} calls, ${ORIGINALS} messages stored, processed and answered in ${seconds.toFixed(1)} s; webhook answered in ${p50} ms (median), ${p95} ms (95th percentile)`,
    );
  }, 150_000);
});
