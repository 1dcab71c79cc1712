import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, type Cast } from '../api/src/testing/scenario.js';
import { useTestDatabase } from '../api/src/testing/test-database.js';
import { useTestServer } from '../api/src/testing/test-server.js';
import { checkCall, readPaths } from './api-paths.js';

/** The API bench's calls stay valid: every GraphQL and REST call answers without an error, every raw query runs. */
const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
let pool: pg.Pool;

beforeAll(async () => {
  cast = await makeCast(db);
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  await pool.query(`insert into aid_requests (request_type, status, contact_no, family_size, date_time, description, type_support, district_code, ds_division_code, latitude, longitude, created_at, updated_at)
    select 'EMERGENCY', 'APPROVED', '0771234567', 1, now(), 'Need', 'Food', 'LK11', 'LK1103', 6.9, 79.9, now() - g * interval '1 minute', now() from generate_series(1, 20) g`);
  await pool.query(
    `insert into alerts (type, severity, status, district_code, ds_division_code, latitude, longitude, issued_at) values ('FLOOD', 'HIGH', 'ONGOING', 'LK11', 'LK1103', 6.9, 79.9, now())`,
  );
});
afterAll(async () => {
  await pool?.end();
});

describe('API bench read paths', () => {
  it('answer without errors through GraphQL, REST and raw pg', async () => {
    const first = (
      await pool.query<{ id: number }>(`select id from aid_requests order by created_at desc, id desc offset 5 limit 1`)
    ).rows[0]!.id;
    const paths = readPaths({ dmcToken: cast.dmcX.token, pool, pageSize: 6, deepAfterId: first });
    for (const [name, variants] of Object.entries(paths)) {
      for (const call of [variants.graphql, variants.rest])
        if (call) expect(await checkCall(api.url, call), name).toBeGreaterThan(2);
      if (variants.raw) expect(await variants.raw(), name).toBeGreaterThan(1);
    }
  });
});
