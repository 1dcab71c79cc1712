import pg from 'pg';

/** Runs `run` on a plain pg connection to `url` (raw SQL in tests: seeding, EXPLAIN, admin work), closed afterwards. */
export async function withPgClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
