import { beforeAll, describe, expect, it } from 'vitest';
import { rest } from '../testing/rest-client.js';
import { makeCast, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const SRI_LANKA_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?\+05:30$/;

describe('REST times (D3.5)', () => {
  it('answers date_time in Sri Lanka time with its offset, the same instant that was sent', async () => {
    const body = {
      full_name: 'Kamala Perera',
      nic_number: '198512345678',
      contact_no: '0712223334',
      district: 'Colombo',
      divisional_secretariat: 'Colombo',
      family_size: 2,
      date_time: '2026-11-23T03:39:40Z',
      description: 'House flooded',
      type_support: 'Food',
      request_type: 'postDisaster',
    };
    const created = await rest(api.url, 'POST', '/AidRequest/create', { body });
    const id = (created.body as { aid_id: number }).aid_id;
    const pending = await rest(api.url, 'GET', '/AidRequest/pending-post-disaster', { token: cast.dsA.token });
    const row = (pending.body as { aid_id: number; date_time: string }[]).find((r) => r.aid_id === id)!;
    expect(row.date_time).toBe('2026-11-23T09:09:40+05:30');
    expect(new Date(row.date_time).toISOString()).toBe('2026-11-23T03:39:40.000Z');
  });

  it('answers every date_time of the public lists with the offset, and /Alerts/all keeps its UTC date and time', async () => {
    await rest(api.url, 'POST', '/AidRequest/create', {
      body: {
        contact_no: '0771112223',
        district: 'Colombo',
        divisional_secretariat: 'Colombo',
        request_type: 'Emergency',
        date_time: '2026-11-21T10:00:00',
      },
    });
    const ongoing = (await rest(api.url, 'GET', '/AidRequest/ongoing')).body as { date_time: string }[];
    expect(ongoing.length).toBeGreaterThan(0);
    for (const row of ongoing) expect(row.date_time).toMatch(SRI_LANKA_ISO);
    await rest(api.url, 'POST', '/Alerts/create', {
      token: cast.dmcX.token,
      body: { alert_type: 'Flood', district: 'Colombo', divisional_secretariat: 'Kolonnawa', severity: 'High' },
    });
    const alerts = (await rest(api.url, 'GET', '/Alerts/all')).body as { date: string; time: string }[];
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) {
      expect(alert.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(alert.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    }
  });
});
