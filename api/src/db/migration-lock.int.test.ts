import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withPgClient } from '../testing/pg-client.js';
import { openDatabase } from './bootstrap.js';

const created: string[] = [];

const admin = <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => withPgClient(inject('adminDatabaseUrl'), run);

/** The URL of a database on the test server that does not exist yet (dropped after the file). */
function newDatabaseUrl(): string {
  const name = `lr_lock_${randomBytes(5).toString('hex')}`;
  created.push(name);
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  for (const name of created) await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
});

describe('starting on an empty database', () => {
  it('lets three instances started together all come up: one migrates and seeds, the others wait for it', async () => {
    const url = newDatabaseUrl();
    const opened = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: '.data', demoData: true }, () => undefined)),
    );
    try {
      const applied = opened.map((d) => d.migrationsApplied.length);
      expect(applied.filter((n) => n > 0)).toHaveLength(1);
      expect(opened.filter((d) => d.demoLoaded)).toHaveLength(1);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const migrations = await client.query<{ n: string; distinct: string }>(
        'select count(*) n, count(distinct name) "distinct" from mikro_orm_migrations',
      );
      const demoUsers = await client.query<{ n: string }>('select count(*) n from users where is_demo');
      await client.end();
      expect(Number(migrations.rows[0]!.n)).toBe(Math.max(...applied));
      expect(migrations.rows[0]!.distinct).toBe(migrations.rows[0]!.n);
      expect(Number(demoUsers.rows[0]!.n)).toBeGreaterThan(0);
    } finally {
      await Promise.all(opened.map((d) => d.close()));
    }
  });

  it('in production refuses a missing database instead of creating it', async () => {
    const url = newDatabaseUrl();
    await expect(
      openDatabase({ databaseUrl: url, dataDir: '.data', database: { mustExist: true } }, () => undefined),
    ).rejects.toThrow(/does not exist; in production it is never created/);
    const name = new URL(url).pathname.slice(1);
    const found = await admin((c) => c.query('select 1 from pg_database where datname = $1', [name]));
    expect(found.rowCount).toBe(0);
  });

  it('waits for PostgreSQL with a bounded backoff, logging each try, and never prints the password', async () => {
    const lines: string[] = [];
    await expect(
      openDatabase(
        { databaseUrl: 'postgres://app:s3cret@127.0.0.1:1/x', dataDir: '.data', database: { startWaitMs: 1_200 } },
        (m) => lines.push(m),
      ),
    ).rejects.toThrow(/did not answer within 1200 ms/);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/^Waiting for PostgreSQL at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/x \(try 1/);
    expect(lines.join('\n')).not.toContain('s3cret');
  });
});
