/**
 * Backups with PostgreSQL's own tools (pg_dump / pg_restore, custom format). Photos are rows of the `images` table
 * (bytea), so a dump holds them too. A client refuses a newer server: the client's major version must match.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { JOB_SCHEMA } from '../api/src/core/jobs/job-queue.js';

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore';

/** The server's major version, e.g. 15. */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** The major version a client program reports (`pg_dump (PostgreSQL) 15.18 (Debian …)` → 15). */
async function toolMajor(program: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(program, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tool for a server of this major version: Debian's versioned folder (/usr/lib/postgresql/N/bin) when it is
 * installed, else the one on PATH, which must then be of the same major version.
 */
export async function pgTool(tool: PgTool, major: number): Promise<string> {
  const versioned = `/usr/lib/postgresql/${major}/bin/${tool}`;
  if (existsSync(versioned)) return versioned;
  const found = await toolMajor(tool);
  if (found === major) return tool;
  throw new Error(
    found === undefined
      ? `${tool} was not found. Install PostgreSQL ${major}'s client programs (Debian: apt-get install postgresql-client-${major}, or postgresql-client when it is ${major}).`
      : `${tool} is PostgreSQL ${found} but the server is PostgreSQL ${major}: the versions must match. Install postgresql-client-${major} (found then in /usr/lib/postgresql/${major}/bin).`,
  );
}

/** The connection without its password on the command line (a process list shows arguments): PGPASSWORD instead. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Writes a custom-format dump of the whole database (schema, data, photos) to `file`. */
export async function backupDatabase(databaseUrl: string, file: string): Promise<void> {
  const pgDump = await pgTool('pg_dump', await serverMajor(databaseUrl));
  const { dbname, env } = connection(databaseUrl);
  await run(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** True when the database holds tables of its own (a restore would meet them). */
export async function hasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rowCount } = await client.query(
      "select 1 from pg_tables where schemaname not in ('pg_catalog', 'information_schema') limit 1",
    );
    return (rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Drops the job queue's schema whole. Its partitioned tables defeat pg_restore's `--clean` (a partition's inherited
 * constraint cannot be dropped alone); the dump recreates the schema with its jobs, and a failed restore leaves it to
 * the next start's migration step, which installs it again, empty.
 */
async function dropJobSchema(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`drop schema if exists "${JOB_SCHEMA}" cascade`);
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump in one transaction (all or nothing). Into a database with tables only with `replace`, which drops
 * the objects the dump holds first (the job queue's schema just before, on its own: dropJobSchema).
 */
export async function restoreDatabase(databaseUrl: string, file: string, { replace = false } = {}): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}.`);
  if (!replace && (await hasTables(databaseUrl)))
    throw new Error(
      'The database is not empty: restore into a new database, or pass --replace to drop what the backup holds first.',
    );
  const pgRestore = await pgTool('pg_restore', await serverMajor(databaseUrl));
  const { dbname, env } = connection(databaseUrl);
  const clean = replace ? ['--clean', '--if-exists'] : [];
  if (replace) await dropJobSchema(databaseUrl);
  await run(
    pgRestore,
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', ...clean, `--dbname=${dbname}`, file],
    { env, maxBuffer: 16 * 1024 * 1024 },
  );
}
