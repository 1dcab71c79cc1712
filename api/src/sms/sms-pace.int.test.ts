import { afterEach, describe, expect, it } from 'vitest';
import { readSmsSettings, type SmsSettings } from './sms.settings.js';
import { useTestDatabase } from '../testing/test-database.js';
import type { SmsGateway } from './gateways/gateway.js';
import { SmsOutbound } from './sms.entity.js';
import { queueDrained } from '../testing/sms-testing.js';
import { SmsWorker } from './sms-worker.js';

const db = useTestDatabase();
const workers: SmsWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await db.orm.em.fork().execute('delete from sms_outbound');
});

/** A gateway that notes when each send reached it, refusing every send when `refuse`. */
function clockedGateway(refuse = false): SmsGateway & { at: number[] } {
  const at: number[] = [];
  return {
    provider: 'generic',
    readInbound: () => [],
    readReceipts: () => [],
    answer: { status: 202, contentType: 'application/json', body: '{}' },
    at,
    send: () => {
      at.push(Date.now());
      return refuse ? Promise.reject(new Error('HTTP 503')) : Promise.resolve(`g-${at.length}`);
    },
  };
}

function startWorker(gateway: SmsGateway, changed: Partial<SmsSettings>): void {
  const settings: SmsSettings = {
    ...readSmsSettings({}),
    pollMs: 20,
    retryBaseMs: 20,
    retryMaxMs: 40,
    maxAttempts: 3,
    ...changed,
  };
  const worker = new SmsWorker({
    em: db.orm.em,
    settings,
    gateways: new Map([['generic', gateway]]),
    log: () => undefined,
  });
  workers.push(worker);
  worker.start();
}

async function queueAlertMessages(count: number): Promise<void> {
  await db.orm.em.fork().execute(
    `insert into sms_outbound (purpose, alert_id, provider, recipient, text, parts)
     select 'ALERT', 1, 'generic', '+9477' || lpad(n::text, 7, '0'), 'Flood warning', 1 from generate_series(1, ?) n`,
    [count],
  );
}

/** The only queued message, once an instance has tried it (a fixed sleep was too short on a loaded machine). */
async function firstAttempted(): Promise<SmsOutbound> {
  const until = Date.now() + 10_000;
  for (;;) {
    const [row] = await db.orm.em.fork().find(SmsOutbound, {});
    if (row && row.attempts > 0) return row;
    if (Date.now() > until) throw new Error('no instance tried the message within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The most sends any window of one second saw. */
const busiestSecond = (at: number[]) =>
  Math.max(...at.map((start) => at.filter((t) => t >= start && t < start + 1_000).length));

describe('the outbound pace', () => {
  it('two instances together keep one gateway at its messages per second', async () => {
    await queueAlertMessages(30);
    const gateway = clockedGateway();
    startWorker(gateway, { perSecond: { ...readSmsSettings({}).perSecond, generic: 10 } });
    startWorker(gateway, { perSecond: { ...readSmsSettings({}).perSecond, generic: 10 } });
    await queueDrained(db.orm.em, 20_000);
    expect(gateway.at).toHaveLength(30);
    // 30 messages at 10 a second: about three seconds (two unshared paces: about 1.5 s, 20 in a second). A loaded
    // machine fires some slot timers late, together, so the spread and the busiest second get a margin.
    expect(Math.max(...gateway.at) - Math.min(...gateway.at)).toBeGreaterThanOrEqual(2_300);
    expect(busiestSecond(gateway.at)).toBeLessThanOrEqual(14);
    expect(await db.orm.em.fork().count(SmsOutbound, { state: 'SENT' })).toBe(30);
  });

  it('a message the gateway keeps refusing is retried with backoff, then FAILED', async () => {
    await queueAlertMessages(1);
    const gateway = clockedGateway(true);
    startWorker(gateway, { retryBaseMs: 100, retryMaxMs: 400 });
    await queueDrained(db.orm.em, 10_000);
    const [row] = await db.orm.em.fork().find(SmsOutbound, {});
    expect([row!.state, row!.attempts, row!.lastError, row!.nextAttemptAt]).toEqual([
      'FAILED',
      3,
      'Error: HTTP 503',
      null,
    ]);
    expect(gateway.at).toHaveLength(3);
    // Waits of 100 then 200 ms: doubled each time.
    expect(gateway.at[1]! - gateway.at[0]!).toBeGreaterThanOrEqual(95);
    expect(gateway.at[2]! - gateway.at[1]!).toBeGreaterThanOrEqual(195);
  });

  it("an instance without the message's gateway leaves it to one that has it (a rolling deploy), not FAILED at once", async () => {
    await db.orm.em
      .fork()
      .execute(
        "insert into sms_outbound (purpose, alert_id, provider, recipient, text, parts) values ('ALERT', 1, 'twilio', '+94770000001', 'Flood warning', 1)",
      );
    const gateway = clockedGateway();
    // Enough tries that a loaded machine starting the second instance late cannot exhaust them: the instance without
    // the gateway must leave the message pending (attempts count up), never fail it.
    startWorker(gateway, { retryBaseMs: 300, retryMaxMs: 300, maxAttempts: 30 });
    const waiting = await firstAttempted();
    expect([waiting.state, waiting.attempts]).toEqual(['PENDING', 1]);
    const twilio = { ...clockedGateway(), provider: 'twilio' as const };
    const settings: SmsSettings = {
      ...readSmsSettings({}),
      pollMs: 20,
      retryBaseMs: 300,
      retryMaxMs: 300,
      maxAttempts: 3,
    };
    const withTwilio = new SmsWorker({
      em: db.orm.em,
      settings,
      gateways: new Map([['twilio', twilio]]),
      log: () => undefined,
    });
    workers.push(withTwilio);
    withTwilio.start();
    await queueDrained(db.orm.em, 10_000);
    expect((await db.orm.em.fork().findOneOrFail(SmsOutbound, { recipient: '+94770000001' })).state).toBe('SENT');
    expect(twilio.at).toHaveLength(1);
  });
});
