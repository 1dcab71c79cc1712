import { beforeAll, describe, expect, it } from 'vitest';
import { makeCast, ok, type Cast } from '../testing/scenario.js';
import { errorCode } from '../testing/test-server.js';
import { SmsAlertJob, SmsOutbound } from '../sms/sms.entity.js';
import { queueDrained } from '../testing/sms-testing.js';
import { recordReceipts } from '../sms/sms-receipts.js';
import { outboundKey } from '../sms/sms-worker.js';
import { useSimulatedSms } from '../testing/sms-world.js';

const { simulator, db, api } = useSimulatedSms();
let cast: Cast;
let seq = 0;
const text = (from: string, body: string, provider: 'twilio' | 'android' | 'ideamart' | 'generic') =>
  simulator.deliver(api.url, provider, { id: `a-${++seq}`, from, text: body });
const sentTo = (to: string) =>
  simulator.sent.filter((s) => s.to.replace(/^tel:/, '').replace(/^\+/, '') === to.replace(/^\+/, ''));
const em = () => db.orm.em.fork();

const SINHALA = '+94772000001';
const TAMIL = '+94772000002';
const ENGLISH = '+94772000003';
const STOPPED = '+94772000004';
const ELSEWHERE = '+94772000005';

beforeAll(async () => {
  cast = await makeCast(db);
  await text(SINHALA, 'ALERTS Kolonnawa', 'android');
  await text(TAMIL, 'ALERTS Kolonnawa', 'ideamart');
  await text(TAMIL, 'LANG TA', 'ideamart');
  await text(ENGLISH, 'ALERTS Kolonnawa', 'twilio');
  await text(STOPPED, 'ALERTS Kolonnawa', 'generic');
  await text(STOPPED, 'STOP', 'generic');
  await text(ELSEWHERE, 'ALERTS Maharagama', 'generic');
  await queueDrained(db.orm.em);
  // Sinhala by choice, whatever script the number wrote in.
  await text(SINHALA, 'LANG SI', 'android');
  await queueDrained(db.orm.em);
});

const publish = async (dsDivision: string) =>
  (
    await ok<{ createAlert: { id: string } }>(
      api,
      'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }',
      { input: { dsDivision, type: 'FLOOD', severity: 'HIGH' } },
      cast.dmcX,
    )
  ).createAlert.id;

const REACH =
  'query ($input: SmsPreviewInput!) { alertSmsReach(input: $input) { recipients totalParts languages { language recipients parts totalParts } } }';
const DELIVERIES = 'query ($alertId: ID!) { alertSmsDeliveries(alertId: $alertId) { queued sent delivered failed } }';
const PREVIEW = 'query ($input: SmsPreviewInput!) { alertSmsPreview(input: $input) { language parts } }';

describe('what an alert reaches by SMS, before publishing', () => {
  it('counts the subscribers of the DS per language (LANG choice first, STOP excluded) and the parts they cost', async () => {
    const input = {
      dsDivision: 'LK1106',
      type: 'OTHER',
      customType: 'Very long hazard name that needs more room than one message can hold',
      severity: 'HIGH',
    };
    const { alertSmsPreview } = await ok<{ alertSmsPreview: Array<{ language: string; parts: number }> }>(
      api,
      PREVIEW,
      { input },
      cast.dmcX,
    );
    const { alertSmsReach } = await ok<{
      alertSmsReach: {
        recipients: number;
        totalParts: number;
        languages: Array<{ language: string; recipients: number; parts: number; totalParts: number }>;
      };
    }>(api, REACH, { input }, cast.dmcX);
    expect(alertSmsReach.languages).toEqual(
      alertSmsPreview.map(({ language, parts }) => ({ language, recipients: 1, parts, totalParts: parts })),
    );
    expect(alertSmsReach.recipients).toBe(3);
    expect(alertSmsReach.totalParts).toBe(alertSmsPreview.reduce((n, p) => n + p.parts, 0));
  });

  it('is for the DMC officers of the district only', async () => {
    const input = { dsDivision: 'LK1106', type: 'FLOOD' };
    expect(errorCode(await api.gql(REACH, { input }, { token: cast.dmcY.token }))).toBe('FORBIDDEN');
    expect(errorCode(await api.gql(REACH, { input }, { token: cast.dsA.token }))).toBe('FORBIDDEN');
    expect(errorCode(await api.gql(REACH, { input }))).toBe('UNAUTHENTICATED');
    const elsewhere = await ok<{ alertSmsReach: { recipients: number } }>(
      api,
      REACH,
      { input: { dsDivision: 'LK1103', type: 'FLOOD' } },
      cast.dmcX,
    );
    expect(elsewhere.alertSmsReach.recipients).toBe(0);
  });
});

describe('alerts by SMS', () => {
  it('publishing queues one fan-out job; each subscriber of the DS gets the alert once, in their language, through the gateway they wrote through', async () => {
    const alertId = Number(await publish('LK1106'));
    expect(await em().count(SmsAlertJob, { alertId, kind: 'ALERT' })).toBe(1);
    await queueDrained(db.orm.em);
    const alerts = await em().find(SmsOutbound, { alertId, purpose: 'ALERT' }, { orderBy: { recipient: 'asc' } });
    expect(alerts.map((m) => [m.recipient, m.provider, m.state])).toEqual([
      [SINHALA, 'android', 'SENT'],
      [TAMIL, 'ideamart', 'SENT'],
      [ENGLISH, 'twilio', 'SENT'],
    ]);
    expect(sentTo(SINHALA).at(-1)!.text).toMatch(/[\u0D80-\u0DFF]/);
    expect(sentTo(TAMIL).at(-1)!.text).toMatch(/[\u0B80-\u0BFF]/);
    expect(sentTo(ENGLISH).at(-1)!.text).toMatch(/Kolonnawa/);
    expect(simulator.sent.filter((s) => s.text === alerts[0]!.text)).toHaveLength(1);
    expect(await em().count(SmsOutbound, { recipient: { $in: [STOPPED, ELSEWHERE] }, alertId })).toBe(0);
    const job = await em().findOneOrFail(SmsAlertJob, { alertId, kind: 'ALERT' });
    expect([job.queued, job.doneAt instanceof Date]).toEqual([3, true]);
  });

  it('an alert covering several DS divisions reaches the subscribers of each, once even when a number follows two', async () => {
    await text(SINHALA, 'ALERTS Maharagama', 'android');
    await queueDrained(db.orm.em);
    const input = { dsDivision: 'LK1106', alsoDsDivisions: ['LK1121'], type: 'FLOOD', severity: 'HIGH' };
    const { alertSmsReach } = await ok<{ alertSmsReach: { recipients: number } }>(api, REACH, { input }, cast.dmcX);
    expect(alertSmsReach.recipients).toBe(4);
    const alertId = Number(
      (
        await ok<{ createAlert: { id: string } }>(
          api,
          'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }',
          { input },
          cast.dmcX,
        )
      ).createAlert.id,
    );
    await queueDrained(db.orm.em);
    const messages = await em().find(SmsOutbound, { alertId }, { orderBy: { recipient: 'asc' } });
    expect(messages.map((m) => m.recipient)).toEqual([SINHALA, TAMIL, ENGLISH, ELSEWHERE]);
    expect(messages[2]!.text).toContain('Kolonnawa, Maharagama');
    await em().execute('update sms_subscriptions set stopped_at = now() where sender = ? and ds_division_code = ?', [
      SINHALA,
      'LK1121',
    ]);
  });

  it('a fan-out job run again queues nothing twice', async () => {
    const alertId = Number(await publish('LK1106'));
    await queueDrained(db.orm.em);
    const before = simulator.sent.length;
    await em().execute('update sms_alert_jobs set done_at = null, next_attempt_at = now() where alert_id = ?', [
      alertId,
    ]);
    await queueDrained(db.orm.em);
    expect(await em().count(SmsOutbound, { alertId })).toBe(3);
    expect(simulator.sent.length).toBe(before);
    const job = await em().findOneOrFail(SmsAlertJob, { alertId });
    expect(job.queued).toBe(0);
  });

  it('resolving the alert texts its end to the same subscribers, once each', async () => {
    const alertId = await publish('LK1106');
    await queueDrained(db.orm.em);
    await ok(api, 'mutation ($id: ID!) { resolveAlert(id: $id) { id } }', { id: alertId }, cast.dmcX);
    await queueDrained(db.orm.em);
    const cancels = await em().find(
      SmsOutbound,
      { alertId: Number(alertId), purpose: 'CANCEL' },
      { orderBy: { recipient: 'asc' } },
    );
    expect(cancels.map((m) => m.recipient)).toEqual([SINHALA, TAMIL, ENGLISH]);
    expect(cancels[2]!.text).toMatch(/has ended/);
    expect(sentTo(ENGLISH).at(-1)!.text).toBe(cancels[2]!.text);
  });

  it("an alert's end goes only to those who had it, and what of it was still queued goes no more", async () => {
    const alertId = Number(await publish('LK1106'));
    await queueDrained(db.orm.em);
    await em().execute("update sms_outbound set state = 'FAILED' where alert_id = ? and recipient = ?", [
      alertId,
      ENGLISH,
    ]);
    await em().execute(
      "update sms_outbound set state = 'PENDING', next_attempt_at = now() + interval '1 hour' where alert_id = ? and recipient = ?",
      [alertId, TAMIL],
    );
    await ok(api, 'mutation ($id: ID!) { resolveAlert(id: $id) { id } }', { id: String(alertId) }, cast.dmcX);
    await queueDrained(db.orm.em);
    expect((await em().find(SmsOutbound, { alertId, purpose: 'CANCEL' })).map((m) => m.recipient)).toEqual([SINHALA]);
    expect(await em().findOneOrFail(SmsOutbound, { alertId, recipient: TAMIL, purpose: 'ALERT' })).toMatchObject({
      state: 'FAILED',
      lastError: 'cancelled',
    });
  });

  it('records the delivery receipts of every gateway on its message: delivered, or failed for a number the network cannot reach', async () => {
    await simulator.deliverReceipts(api.url);
    const alertId = Number(await publish('LK1106'));
    await queueDrained(db.orm.em);
    simulator.unreachable.add(TAMIL);
    const statuses = await simulator.deliverReceipts(api.url);
    expect(statuses).toEqual([200, 200, 200]);
    const rows = await em().find(SmsOutbound, { alertId }, { orderBy: { recipient: 'asc' } });
    expect(rows.map((m) => [m.provider, m.state, m.receiptAt instanceof Date])).toEqual([
      ['android', 'DELIVERED', true],
      ['ideamart', 'FAILED', true],
      ['twilio', 'DELIVERED', true],
    ]);
    expect(rows[1]!.lastError).toBe('not delivered (receipt)');
    const { alertSmsDeliveries } = await ok<{ alertSmsDeliveries: Record<string, number> }>(
      api,
      DELIVERIES,
      { alertId: String(alertId) },
      cast.dmcX,
    );
    expect(alertSmsDeliveries).toEqual({ queued: 0, sent: 0, delivered: 2, failed: 1 });
    expect(errorCode(await api.gql(DELIVERIES, { alertId: String(alertId) }, { token: cast.dmcY.token }))).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses a receipt without a valid signature and changes nothing', async () => {
    const [row] = await em().find(SmsOutbound, { provider: 'twilio', state: 'DELIVERED' }, { limit: 1 });
    const form = new URLSearchParams({ MessageSid: row!.externalId!, MessageStatus: 'undelivered' }).toString();
    const answer = await fetch(`${api.url}/sms/twilio/receipts`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'forged' },
      body: form,
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect((await em().findOneOrFail(SmsOutbound, { id: row!.id })).state).toBe('DELIVERED');
  });

  it('a late or replayed receipt never rewrites a message already settled', async () => {
    const [row] = await em().find(SmsOutbound, { provider: 'android', state: 'DELIVERED' }, { limit: 1 });
    expect(
      await recordReceipts(em(), 'android', [
        { externalId: row!.externalId ?? null, key: outboundKey(row!.id), delivered: false },
      ]),
    ).toBe(0);
    expect((await em().findOneOrFail(SmsOutbound, { id: row!.id })).state).toBe('DELIVERED');
  });

  it('STOP drops the alert texts still queued for the number', async () => {
    const alertId = Number(await publish('LK1106'));
    await queueDrained(db.orm.em);
    await em().execute(
      "update sms_outbound set state = 'PENDING', next_attempt_at = now() + interval '1 hour' where alert_id = ? and recipient = ?",
      [alertId, SINHALA],
    );
    await text(SINHALA, 'STOP', 'android');
    await queueDrained(db.orm.em);
    expect(await em().findOneOrFail(SmsOutbound, { alertId, recipient: SINHALA })).toMatchObject({
      state: 'FAILED',
      lastError: 'stopped',
    });
  });

  it('an alert of another DS texts none of them', async () => {
    const alertId = Number(await publish('LK1103'));
    await queueDrained(db.orm.em);
    expect(await em().count(SmsOutbound, { alertId })).toBe(0);
  });
});
