import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { backupDatabase, pgTool, restoreDatabase, serverMajor } from '../../../scripts/pg-tools.js';
import { dataUrl, makePhoto } from '../testing/photos.js';
import { DIVISION_A, makeCast, ok } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
const dir = mkdtempSync(join(tmpdir(), 'lr-backup-'));
const restoredName = `lr_restored_${process.pid}_${Date.now()}`;
let restoredUrl: string;

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every table's row count and a checksum of all its rows (in a stable order). */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    url,
    "select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1",
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ rows: string; sum: string | null }>(
      url,
      `select count(*)::text as rows, md5(string_agg(t::text, '|' order by t::text)) as sum from ${name} t`,
    );
    result[name] = `${row!.rows}:${row!.sum ?? ''}`;
  }
  return result;
}

beforeAll(async () => {
  const cast = await makeCast(db);
  const SUBMIT = 'mutation ($input: SubmitReportInput!) { submitReport(input: $input) { id } }';
  for (const seed of [1, 2]) {
    const input = {
      reporterName: 'Chaminda Perera',
      nicNumber: '198812345678',
      contactNo: '0761230001',
      ...DIVISION_A,
      dateTime: '2026-11-21T06:15',
      description: 'River water rising fast near the bridge.',
      image: dataUrl(await makePhoto(seed)),
    };
    await ok(api, SUBMIT, { input }, cast.volunteerA);
  }
  const admin = new URL(inject('adminDatabaseUrl'));
  await query(admin.toString(), `create database "${restoredName}"`);
  admin.pathname = `/${restoredName}`;
  restoredUrl = admin.toString();
});

afterAll(async () => {
  await query(inject('adminDatabaseUrl'), `drop database if exists "${restoredName}" with (force)`);
  rmSync(dir, { recursive: true, force: true });
});

describe('db:backup and db:restore (pg_dump / pg_restore)', () => {
  it('restores a backup into a fresh database with the same rows in every table, photos included', async () => {
    const file = join(dir, 'round-trip.dump');
    await backupDatabase(db.url, file);
    await restoreDatabase(restoredUrl, file);
    const [original, restored] = [await fingerprint(db.url), await fingerprint(restoredUrl)];
    expect(Object.keys(original).length).toBeGreaterThan(10);
    expect(original.images).toMatch(/^2:[0-9a-f]{32}$/);
    expect(original.users).not.toMatch(/^0:/);
    expect(restored).toEqual(original);
  });

  it('refuses to restore over a database that has tables, unless told to replace them', async () => {
    const file = join(dir, 'again.dump');
    await backupDatabase(db.url, file);
    await expect(restoreDatabase(restoredUrl, file)).rejects.toThrow(/not empty/);
    await restoreDatabase(restoredUrl, file, { replace: true });
    expect(await fingerprint(restoredUrl)).toEqual(await fingerprint(db.url));
  });

  it('names both versions when the client programs do not match the server', async () => {
    const major = await serverMajor(db.url);
    expect(major).toBe(15);
    await expect(pgTool('pg_dump', 99)).rejects.toThrow(
      /pg_dump is PostgreSQL 15 but the server is PostgreSQL 99|pg_dump was not found/,
    );
  });
});
