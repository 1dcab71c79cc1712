import { beforeEach, describe, expect, it } from 'vitest';
import { readSmsSettings } from '../sms/sms.settings.js';
import { makeDmcOfficer } from '../testing/factories.js';
import { useTestDatabase } from '../testing/test-database.js';
import { notificationsModule } from './notifications-module.js';

const db = useTestDatabase();
const sql = <T>(query: string, params: unknown[] = []) => db.orm.em.fork().execute<T[]>(query, params);

/** The rounds the notifications area gives the SMS worker, with no window: what waits is due at once. */
const roundsOf = () =>
  notificationsModule({
    em: db.orm.em,
    settings: { ...readSmsSettings({}), notifyWindowSeconds: 0 },
    warn: () => undefined,
  }).rounds;

let userId: number;
beforeEach(async () => {
  await sql('delete from notification_events');
  await sql("delete from sms_outbound where purpose = 'NOTIFY'");
  userId = (await makeDmcOfficer(db.orm.em, 'LK11')).id;
  await sql("insert into notification_events (user_id, kind, subject_id, place_code) values (?, 'REPORT', 1, 'LK11')", [
    userId,
  ]);
});

describe("the notifications area's rounds of the SMS worker", () => {
  it("batch a user's waiting notifications into one SMS through the first gateway switched on", async () => {
    for (const round of roundsOf()) await round(['generic', 'twilio']);
    const sent = await sql<{ provider: string }>("select provider from sms_outbound where purpose = 'NOTIFY'");
    expect(sent).toEqual([{ provider: 'generic' }]);
    const [event] = await sql<{ batched: boolean }>(
      'select batched_at is not null as batched from notification_events',
    );
    expect(event!.batched).toBe(true);
  });

  it('leave the notifications waiting while neither a gateway nor Web Push is on', async () => {
    for (const round of roundsOf()) expect(await round([])).toBe(false);
    expect(await sql("select id from sms_outbound where purpose = 'NOTIFY'")).toEqual([]);
    const [event] = await sql<{ batched: boolean }>(
      'select batched_at is not null as batched from notification_events',
    );
    expect(event!.batched).toBe(false);
  });
});
