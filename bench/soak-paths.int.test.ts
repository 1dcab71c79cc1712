import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../api/src/testing/test-database.js';
import { useTestServer } from '../api/src/testing/test-server.js';
import { sendOnce, soakCalls, submissionTable } from './soak-calls.js';

/** The soak's calls stay valid: every read answers 2xx without a GraphQL error, every submission stores its row. */
const db = useTestDatabase();
const api = useTestServer(db);
let pool: pg.Pool;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: db.url, max: 1 });
  await pool.query(
    `insert into alerts (type, severity, status, district_code, ds_division_code, latitude, longitude, issued_at) values ('FLOOD', 'HIGH', 'ONGOING', 'LK11', 'LK1103', 6.9, 79.9, now())`,
  );
});
afterAll(async () => {
  await pool?.end();
});

describe('load-test (soak) calls', () => {
  // The test server serves no web build: the home page and the static asset are checked by the bench before its load.
  const calls = Object.entries(soakCalls(`test-${Date.now()}`, '/none')).filter(
    ([, call]) => call.kind !== 'baseline' && call.request(0).path !== '/',
  );

  it('answer each read once with a 2xx and no error', async () => {
    const reads = calls.filter(([, call]) => call.kind === 'read');
    expect(reads.length).toBe(4);
    for (const [name, call] of reads)
      expect({ name, ...(await sendOnce(api.url, call, 0)) }).toMatchObject({ name, ok: true });
  });

  it("store each submission once, acknowledged with the stored row's id, from its own address and number", async () => {
    const submissions = calls.filter(([, call]) => call.kind === 'submission');
    expect(submissions.length).toBe(4);
    for (const [i, [name, call]] of submissions.entries()) {
      const answer = await sendOnce(api.url, call, i + 1);
      expect({ name, ...answer }).toMatchObject({ name, ok: true });
      const stored = await pool.query(`select contact_no from ${submissionTable(name)} where id = $1`, [answer.id]);
      expect(stored.rows, name).toEqual([{ contact_no: `076000000${i + 1}` }]);
    }
  });
});
