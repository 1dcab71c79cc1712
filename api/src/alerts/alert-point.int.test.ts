import { beforeAll, describe, expect, it } from 'vitest';
import { DIVISION_A, makeCast, ok, type Cast } from '../testing/scenario.js';
import { rest } from '../testing/rest-client.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { makeReport } from '../testing/subject-factories.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const REPORTER_GPS = { latitude: 6.9123456, longitude: 79.8765432 };

/** A public report with the reporter's own GPS, made into an alert that has no point of its own. */
async function alertFromReport(): Promise<string> {
  const report = await makeReport(db.orm.em, DIVISION_A, { point: REPORTER_GPS });
  const { createAlert } = await ok<{ createAlert: { id: string } }>(
    api,
    'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }',
    { input: { dsDivision: 'LK1103', type: 'FLOOD', reportId: report.id } },
    cast.dmcX,
  );
  return createAlert.id;
}

describe("an alert made from a report never shows the reporter's exact position to the public (D13)", () => {
  it('rounds the point on /Alerts/all and in the GraphQL alerts list, and keeps it exact for the officers of the area', async () => {
    const id = await alertFromReport();
    const restAlerts = (await rest(api.url, 'GET', '/Alerts/all')).body as {
      id: number;
      latitude: number;
      longitude: number;
    }[];
    expect(restAlerts.find((a) => a.id === Number(id))).toMatchObject({ latitude: 6.912, longitude: 79.877 });

    const query = '{ alerts { items { id latitude longitude } } }';
    const publicAlerts = await ok<{ alerts: { items: { id: string; latitude: number; longitude: number }[] } }>(
      api,
      query,
    );
    expect(publicAlerts.alerts.items.find((a) => a.id === id)).toEqual({ id, latitude: 6.912, longitude: 79.877 });
    expect(JSON.stringify(publicAlerts)).not.toContain('6.9123456');

    const volunteerView = await ok<{ alerts: { items: { id: string; latitude: number }[] } }>(
      api,
      query,
      {},
      cast.volunteerA,
    );
    expect(volunteerView.alerts.items.find((a) => a.id === id)?.latitude).toBe(6.912);
    const officerView = await ok<{ alerts: { items: { id: string; latitude: number; longitude: number }[] } }>(
      api,
      query,
      {},
      cast.dmcX,
    );
    expect(officerView.alerts.items.find((a) => a.id === id)).toEqual({ id, ...REPORTER_GPS });
  });
});
