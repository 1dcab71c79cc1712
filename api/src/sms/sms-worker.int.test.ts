import { afterEach, describe, expect, it } from 'vitest';
import { readSmsSettings, type SmsSettings } from './sms.settings.js';
import { useTestDatabase } from '../testing/test-database.js';
import type { SmsGateway } from './gateways/gateway.js';
import { SmsInbound, SmsOutbound } from './sms.entity.js';
import { storeInbound } from './sms-inbox.js';
import { queueDrained } from '../testing/sms-testing.js';
import { SmsWorker } from './sms-worker.js';

const db = useTestDatabase();
const settings: SmsSettings = { ...readSmsSettings({}), pollMs: 20, retryBaseMs: 20, retryMaxMs: 40, maxAttempts: 3 };
const workers: SmsWorker[] = [];
const logged: string[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

/** A gateway that refuses `failures` sends, then takes every one. */
function flakyGateway(failures: number): SmsGateway & { sent: string[] } {
  let calls = 0;
  const sent: string[] = [];
  return {
    provider: 'generic',
    readInbound: () => [],
    readReceipts: () => [],
    answer: { status: 202, contentType: 'application/json', body: '{}' },
    sent,
    send: (message) => {
      calls++;
      if (calls <= failures) return Promise.reject(new Error('HTTP 500'));
      sent.push(message.to);
      return Promise.resolve(`g-${calls}`);
    },
  };
}

function startWorker(
  gateway: SmsGateway,
  processor?: ConstructorParameters<typeof SmsWorker>[0]['processor'],
  changed: Partial<SmsSettings> = {},
): SmsWorker {
  const worker = new SmsWorker({
    em: db.orm.em,
    settings: { ...settings, ...changed },
    gateways: new Map([['generic', gateway]]),
    log: (line) => logged.push(line),
    processor,
  });
  workers.push(worker);
  worker.start();
  return worker;
}

describe('the SMS worker', () => {
  it('retries a message whose processing fails, then puts it in triage with the hotline reply; nothing is lost', async () => {
    let attempts = 0;
    const gateway = flakyGateway(0);
    await storeInbound(db.orm.em, 'generic', { externalId: 'w-1', sender: '0771111111', text: 'HELP Kolonnawa' }, 120);
    startWorker(gateway, {
      handle: () => {
        attempts++;
        return Promise.reject(new Error('database hiccup'));
      },
    });
    await queueDrained(db.orm.em, 10_000);
    const message = await db.orm.em.fork().findOneOrFail(SmsInbound, { externalId: 'w-1' });
    expect([attempts, message.attempts, message.state, message.resultKind, message.lastError]).toEqual([
      3,
      3,
      'TRIAGE',
      'TRIAGE',
      'Error: database hiccup',
    ]);
    expect(gateway.sent).toEqual(['+94771111111']);
    // The log says which row failed and why, never the number or the text.
    expect(logged.some((line) => line.includes(`sms inbound ${message.id} attempt 3 failed: Error`))).toBe(true);
    expect(logged.filter((line) => /771111111|HELP|Kolonnawa|hiccup/.test(line))).toEqual([]);
  });

  it('retries a refused send with backoff and records it sent once', async () => {
    const gateway = flakyGateway(2);
    await storeInbound(
      db.orm.em,
      'generic',
      { externalId: 'w-2', sender: '0771111112', text: 'nothing to parse here' },
      120,
    );
    startWorker(gateway);
    await queueDrained(db.orm.em, 10_000);
    const reply = await db.orm.em.fork().findOneOrFail(SmsOutbound, { recipient: '+94771111112' });
    expect([reply.state, reply.attempts, reply.externalId, gateway.sent]).toEqual(['SENT', 3, 'g-3', ['+94771111112']]);
  });

  it('shares the queue between instances: two workers never process or send the same message twice', async () => {
    const gateway = flakyGateway(0);
    for (let i = 0; i < 60; i++)
      await storeInbound(
        db.orm.em,
        'generic',
        { externalId: `w-multi-${i}`, sender: `07712${String(i).padStart(5, '0')}`, text: `HELP Kolonnawa ${i}` },
        120,
      );
    startWorker(gateway);
    startWorker(gateway);
    await queueDrained(db.orm.em, 20_000);
    const [row] = await db.orm.em
      .fork()
      .execute<Array<{ n: string }>>("select count(*) as n from aid_requests where contact_no like '07712%'");
    expect(Number(row!.n)).toBe(60);
    expect(gateway.sent).toHaveLength(60);
    expect(new Set(gateway.sent).size).toBe(60);
  });

  it('keeps a number past its hourly limit for the officers without answering it', async () => {
    const gateway = flakyGateway(0);
    for (const [i, body] of ['ALERTS Kolonnawa', 'LANG SI', 'HELP Kolonnawa'].entries())
      await storeInbound(db.orm.em, 'generic', { externalId: `lim-${i}`, sender: '0771111120', text: body }, 120);
    startWorker(gateway, undefined, { perNumberPerHour: 2 });
    await queueDrained(db.orm.em, 10_000);
    const third = await db.orm.em.fork().findOneOrFail(SmsInbound, { externalId: 'lim-2' });
    expect([third.state, third.lastError]).toEqual(['TRIAGE', 'RATE_LIMITED']);
    expect(gateway.sent).toEqual(['+94771111120', '+94771111120']);
  });

  it('honours STOP from a number past its hourly limit (nobody is texted against their word)', async () => {
    const gateway = flakyGateway(0);
    const sender = '0771111121';
    for (const [i, body] of ['ALERTS Kolonnawa', 'HELP Kolonnawa', 'STOP'].entries())
      await storeInbound(db.orm.em, 'generic', { externalId: `stop-${i}`, sender, text: body }, 120);
    startWorker(gateway, undefined, { perNumberPerHour: 2 });
    await queueDrained(db.orm.em, 10_000);
    const stop = await db.orm.em.fork().findOneOrFail(SmsInbound, { externalId: 'stop-2' });
    expect(stop.lastError).toBeNull();
    const subscriptions = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ stopped: boolean }[]>(
        'select stopped_at is not null as stopped from sms_subscriptions where sender = ?',
        ['+94771111121'],
      );
    expect(subscriptions).toEqual([{ stopped: true }]);
  });

  it('takes a repeated text as a repeat only when nothing else came from the number in between (ALERTS, STOP, ALERTS is three messages)', async () => {
    const sender = '0771111122';
    const outcomes = [];
    for (const [i, text] of ['ALERTS Kolonnawa', 'STOP', 'ALERTS Kolonnawa', 'ALERTS Kolonnawa'].entries())
      outcomes.push(await storeInbound(db.orm.em, 'generic', { externalId: `seq-${i}`, sender, text }, 120));
    expect(outcomes).toEqual(['STORED', 'STORED', 'STORED', 'REPEATED_TEXT']);
  });

  it('stores the same text from the same number within the window once, whatever its id', async () => {
    const first = await storeInbound(
      db.orm.em,
      'generic',
      { externalId: 'win-1', sender: '0771111119', text: 'STOP' },
      120,
    );
    const sameId = await storeInbound(
      db.orm.em,
      'generic',
      { externalId: 'win-1', sender: '+94771111119', text: 'STOP now' },
      120,
    );
    const fresh = await storeInbound(
      db.orm.em,
      'generic',
      { externalId: 'win-2', sender: '+94 77 111 1119', text: 'STOP' },
      120,
    );
    expect([first, sameId, fresh]).toEqual(['STORED', 'REPEATED_ID', 'REPEATED_TEXT']);
  });
});
