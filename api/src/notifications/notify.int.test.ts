import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../accounts/user.entity.js';
import { makeDmcOfficer, makeDsOfficer } from '../testing/factories.js';
import { CREATE_AID, DIVISION_A, EMERGENCY, makeCast, ok, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { batchDueNotifications } from './notify-batches.js';
import { queueDrained, simulatedSmsSettings } from '../testing/sms-testing.js';
import { SmsSimulator } from '../demo/sms-simulator.js';

const simulator = new SmsSimulator();
beforeAll(() => simulator.start());
afterAll(() => simulator.stop());
const db = useTestDatabase();
// The worker's own window is far longer than a test: the tests batch when they choose (window 0).
// (Assigned, not spread: the gateways' getter must run when the server starts, after the simulator.)
const api = useTestServer(db, { sms: Object.assign(simulatedSmsSettings(simulator), { notifyWindowSeconds: 3_600 }) });
let cast: Cast;
let dmcAlerts: User;
let dsKolonnawa: User;

const sql = <T>(query: string, params: unknown[] = []) => db.orm.em.fork().execute<T[]>(query, params);
const own = (user: User) => `+94${user.contactNo.slice(1)}`;
const sentTo = (user: User) =>
  simulator.sent.filter((s) => s.to.replace(/^tel:/, '').replace(/^\+?/, '+') === own(user)).map((s) => s.text);
const flush = () => batchDueNotifications(db.orm.em, { provider: 'generic', windowSeconds: 0, maxParts: 2 });
const notifySms = async () =>
  sql<{ recipient: string; text: string }>(
    "select recipient, text from sms_outbound where purpose = 'NOTIFY' order by id",
  );
const prefer = (user: User, preference: string) =>
  sql('update users set notification_preference = ? where id = ?', [preference, user.id]);

const SUBMIT = 'mutation ($input: SubmitReportInput!) { submitReport(input: $input) { id } }';
const report = (n: number) => ({
  reporterName: 'Chaminda Perera',
  nicNumber: '198812345678',
  contactNo: '0761230001',
  ...DIVISION_A,
  dateTime: '2026-11-21T06:15',
  description: `River water rising fast near the bridge ${n}.`,
});
const ADD = 'mutation ($input: AddContributionInput!) { addContribution(input: $input) { id } }';
const PUBLISH = 'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }';

beforeAll(async () => {
  cast = await makeCast(db);
  dmcAlerts = await makeDmcOfficer(db.orm.em, 'LK11');
  dsKolonnawa = await makeDsOfficer(db.orm.em, 'LK11', 'LK1106');
  // dmcX chooses REPORTS on the settings page, as a user does.
  await ok(api, 'mutation { updateMySettings(notificationPreference: REPORTS) { id } }', {}, cast.dmcX);
  await prefer(cast.dmcY.user, 'REPORTS');
  await prefer(cast.dsA.user, 'VOLUNTEER_UPDATES');
  await prefer(dsKolonnawa, 'VOLUNTEER_UPDATES');
  await prefer(cast.volunteerA.user, 'VOLUNTEER_UPDATES');
  // dmcAlerts, dsB, dsY and volunteerY keep the default: ALERTS.
  await flush();
  await sql("delete from sms_outbound where purpose = 'NOTIFY'");
});

describe('notification preferences by SMS', () => {
  it('one new report: one SMS to the DMC officer of the district who chose Reports, at their own number, and to nobody else', async () => {
    const id = (await ok<{ submitReport: { id: number } }>(api, SUBMIT, { input: report(0) })).submitReport.id;
    const waiting = await sql<{ user_id: number }>(
      'select user_id from notification_events where kind = ? and subject_id = ?',
      ['REPORT', id],
    );
    expect(waiting.map((row) => row.user_id)).toEqual([cast.dmcX.user.id]);
    // Not yet due inside its window.
    expect(await batchDueNotifications(db.orm.em, { provider: 'generic', windowSeconds: 3_600, maxParts: 2 })).toBe(
      false,
    );
    expect(await notifySms()).toEqual([]);
    await flush();
    expect(await notifySms()).toEqual([
      { recipient: own(cast.dmcX.user), text: `Lanka Relief: new early-warning report #${id} in Colombo district.` },
    ]);
    await queueDrained(db.orm.em);
    expect(sentTo(cast.dmcX.user)).toEqual([`Lanka Relief: new early-warning report #${id} in Colombo district.`]);
    for (const other of [cast.dmcY.user, dmcAlerts, cast.dsA.user]) expect(sentTo(other)).toEqual([]);
  });

  it('a burst of 10 reports: one batched SMS; batching again sends nothing more', async () => {
    await sql("delete from sms_outbound where purpose = 'NOTIFY'");
    for (let n = 1; n <= 10; n++) await ok(api, SUBMIT, { input: report(n) });
    await flush();
    await flush();
    expect(await notifySms()).toEqual([
      { recipient: own(cast.dmcX.user), text: 'Lanka Relief: 10 new early-warning reports in Colombo district.' },
    ]);
    await queueDrained(db.orm.em);
    expect(sentTo(cast.dmcX.user).at(-1)).toBe('Lanka Relief: 10 new early-warning reports in Colombo district.');
    expect(sentTo(cast.dmcX.user)).toHaveLength(2);
  });

  it('Volunteer Updates: the DS officer of the division hears of a new request and contribution; the volunteer of the decision on theirs', async () => {
    await sql("delete from sms_outbound where purpose = 'NOTIFY'");
    const requestId = (
      await ok<{ createAidRequest: { id: number } }>(api, CREATE_AID, { input: EMERGENCY('0774443332') })
    ).createAidRequest.id;
    const input = { aidRequestId: requestId, typeSupport: 'Evacuation', description: 'Moved a family to the school' };
    const contributionId = (await ok<{ addContribution: { id: number } }>(api, ADD, { input }, cast.volunteerA))
      .addContribution.id;
    await flush();
    expect(await notifySms()).toEqual([
      {
        recipient: own(cast.dsA.user),
        text: `Lanka Relief: new aid request #${requestId} in Colombo; new contribution #${contributionId} in Colombo.`,
      },
    ]);
    await ok(api, `mutation { approveContribution(id: ${contributionId}) { status } }`, {}, cast.dsA);
    await flush();
    expect((await notifySms()).slice(1)).toEqual([
      {
        recipient: own(cast.volunteerA.user),
        text: `Lanka Relief: your contribution #${contributionId} was approved.`,
      },
    ]);
    await queueDrained(db.orm.em);
    for (const other of [dsKolonnawa, cast.dsB.user, cast.dmcX.user])
      expect(sentTo(other).filter((text) => /request|contribution/.test(text))).toEqual([]);
  });

  it('Alerts: everyone of the district who chose Alerts, a DS officer only for their own division; in the language the number chose by SMS', async () => {
    await sql("delete from sms_outbound where purpose = 'NOTIFY'");
    await sql("insert into sms_senders (sender, language) values (?, 'si')", [own(cast.dsB.user)]);
    const publish = async (dsDivision: string) =>
      (
        await ok<{ createAlert: { id: number } }>(
          api,
          PUBLISH,
          { input: { dsDivision, type: 'FLOOD', severity: 'HIGH' } },
          cast.dmcX,
        )
      ).createAlert.id;
    const kolonnawa = await publish('LK1106');
    const colombo = await publish('LK1103');
    await flush();
    const sms = await notifySms();
    expect(sms.map((row) => row.recipient).sort()).toEqual([own(dmcAlerts), own(cast.dsB.user)].sort());
    expect(sms.find((row) => row.recipient === own(dmcAlerts))!.text).toBe(
      `Lanka Relief: new alert #${kolonnawa} for Kolonnawa; new alert #${colombo} for Colombo.`,
    );
    const sinhala = sms.find((row) => row.recipient === own(cast.dsB.user))!.text;
    expect(sinhala).toMatch(/[\u0D80-\u0DFF]/);
    expect(sinhala).toContain(`#${kolonnawa}`);
    expect(sinhala).not.toContain(`#${colombo}`);
  });
});
