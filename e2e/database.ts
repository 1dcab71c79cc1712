import pg from 'pg';
import { inject } from 'vitest';

/** Counts rows in the e2e server's database: what the browser says was sent must be there once. */
export async function countRows(sql: string, values: unknown[]): Promise<{ rows: number; distinct: number }> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const result = await client.query<{ rows: string; distinct: string }>(sql, values);
    const first = result.rows[0];
    return { rows: Number(first?.rows ?? 0), distinct: Number(first?.distinct ?? 0) };
  } finally {
    await client.end();
  }
}

/** Aid requests with these contact numbers: all of them, and how many different numbers. */
export const aidRequestsFrom = (contacts: string[]) =>
  countRows(
    'select count(*) as rows, count(distinct contact_no) as distinct from aid_requests where contact_no = any($1)',
    [contacts],
  );
