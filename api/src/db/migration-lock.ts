import pg from 'pg';

/** The advisory lock key under which instances migrate and seed one at a time ("lanka-relief migrations"). */
export const MIGRATION_LOCK_KEY = 7_205_114_926;

/**
 * Runs `work` while holding a session-level PostgreSQL advisory lock on its own connection: instances started together
 * wait for each other, so one migrates and seeds while the others find the work done. The lock ends with the session,
 * so a crashed instance never leaves it held.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'lanka-relief-migrate' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
