import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  CREATE_AID,
  DIVISION_B,
  EMERGENCY,
  makeCast,
  ok,
  POST_DISASTER,
  type Cast,
  type Person,
} from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
let ownId: number;
let otherId: number;

beforeAll(async () => {
  cast = await makeCast(db);
  ownId = Number(
    (
      await ok<{ createAidRequest: { id: string } }>(api, CREATE_AID, {
        input: POST_DISASTER({ nicNumber: '198819987766' }),
      })
    ).createAidRequest.id,
  );
  otherId = Number(
    (await ok<{ createAidRequest: { id: string } }>(api, CREATE_AID, { input: EMERGENCY('0771119999', DIVISION_B) }))
      .createAidRequest.id,
  );
  await ok(
    api,
    'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }',
    { input: { dsDivision: 'LK1103', type: 'FLOOD', severity: 'HIGH' } },
    cast.dmcX,
  );
});

async function download(path: string, who?: Person) {
  const res = await fetch(`${api.url}${path}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    body: await res.text(),
  };
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- csv-parse types records as unknown without a columns option
const csvRows = (body: string) => parse(body, { bom: true }) as string[][];
const idsOf = (rows: string[][], skip: number) => rows.slice(skip).map((r) => Number(r[0]));

describe('exports', () => {
  it("gives a DS officer the division's aid requests as CSV, with contact numbers and never a NIC number", async () => {
    const answer = await download('/exports/aid-requests.csv', cast.dsA);
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/csv');
    expect(answer.disposition).toBe('attachment; filename="aid-requests-LK1103.csv"');
    const rows = csvRows(answer.body);
    expect(rows[0]).toContain('contact_no');
    expect(rows[0]!.some((h) => h.includes('nic'))).toBe(false);
    expect(answer.body).not.toContain('198819987766');
    expect(idsOf(rows, 1)).toContain(ownId);
    expect(idsOf(rows, 1)).not.toContain(otherId);
    expect(answer.body).toContain('0712223334');
  });

  it('writes each time in ISO 8601 UTC with milliseconds, as the database holds it', async () => {
    const rows = csvRows((await download('/exports/aid-requests.csv', cast.dsA)).body);
    const row = rows.find((r) => Number(r[0]) === ownId)!;
    // The instants as whole milliseconds since the epoch (a time's microseconds are cut, as JavaScript's Date does).
    const [stored] = await db.orm.em
      .getConnection()
      .execute<{ created: number; needed: number }[]>(
        'select floor(extract(epoch from created_at) * 1000)::float8 as created, floor(extract(epoch from date_time) * 1000)::float8 as needed from aid_requests where id = ?',
        [ownId],
      );
    expect(row[rows[0]!.indexOf('created_at')]).toBe(new Date(stored!.created).toISOString());
    expect(row[rows[0]!.indexOf('needed_at')]).toBe(new Date(stored!.needed).toISOString());
  });

  it('puts the HXL hashtag row under the header, and a DMC officer gets the whole district', async () => {
    const rows = csvRows((await download('/exports/aid-requests.hxl.csv', cast.dmcX)).body);
    expect(rows[1]).toContain('#adm2+code');
    expect(rows[1]).toContain('#geo+lat');
    expect(idsOf(rows, 2)).toEqual(expect.arrayContaining([ownId, otherId]));
  });

  it('answers GeoJSON points with the same columns as properties', async () => {
    const answer = await download('/exports/alerts.geojson', cast.dmcX);
    expect(answer.type).toContain('application/geo+json');
    const collection = JSON.parse(answer.body) as {
      type: string;
      features: { geometry: { type: string; coordinates: number[] }; properties: Record<string, unknown> }[];
    };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.length).toBeGreaterThan(0);
    expect(collection.features[0]!.geometry.type).toBe('Point');
    expect(collection.features[0]!.properties.district_code).toBe('LK11');
  });

  it('filters by status and by Sri Lankan days', async () => {
    const delivered = csvRows((await download('/exports/aid-requests.csv?status=DELIVERED', cast.dmcX)).body);
    expect(delivered).toHaveLength(1);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(
      idsOf(csvRows((await download(`/exports/aid-requests.csv?from=${today}&to=${today}`, cast.dmcX)).body), 1),
    ).toContain(ownId);
    expect(csvRows((await download('/exports/aid-requests.csv?to=2000-01-01', cast.dmcX)).body)).toHaveLength(1);
    expect((await download('/exports/aid-requests.csv?status=LOST', cast.dmcX)).status).toBe(400);
    expect((await download('/exports/aid-requests.csv?from=yesterday', cast.dmcX)).status).toBe(400);
  });

  it('refuses the public, volunteers and unknown exports', async () => {
    expect((await download('/exports/aid-requests.csv')).status).toBe(401);
    expect((await download('/exports/aid-requests.csv', cast.volunteerA)).status).toBe(403);
    expect((await download('/exports/users.csv', cast.dmcX)).status).toBe(404);
    expect((await download('/exports/aid-requests.xlsx', cast.dmcX)).status).toBe(404);
  });

  it('streams a large export whole: 20,000 generated rows, each once', async () => {
    await db.orm.em.getConnection()
      .execute(`insert into aid_requests (request_type, status, contact_no, family_size, date_time, description, type_support, district_code, ds_division_code, latitude, longitude, created_at, updated_at, is_demo)
      select 'EMERGENCY', 'PENDING', '0770000000', 1, now(), 'generated ' || g, 'Food', 'LK21', 'LK2130', 7.29, 80.63, now(), now(), false from generate_series(1, 20000) g`);
    const rows = csvRows((await download('/exports/aid-requests.csv', cast.dmcY)).body);
    const ids = idsOf(rows, 1);
    expect(ids.length).toBeGreaterThanOrEqual(20_000);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('closes the database connection when the client goes away mid-download', async () => {
    const exporting = () =>
      db.orm.em
        .getConnection()
        .execute<{ n: string }[]>(
          `select count(*) as n from pg_stat_activity where application_name = 'lanka-relief-export'`,
        );
    const abort = new AbortController();
    const res = await fetch(`${api.url}/exports/aid-requests.geojson`, {
      headers: { authorization: `Bearer ${cast.dmcY.token}` },
      signal: abort.signal,
    });
    await res.body!.getReader().read();
    expect(Number((await exporting())[0]!.n)).toBe(1);
    abort.abort();
    const end = Date.now() + 5000;
    while (Number((await exporting())[0]!.n) > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(Number((await exporting())[0]!.n)).toBe(0);
  });
});
