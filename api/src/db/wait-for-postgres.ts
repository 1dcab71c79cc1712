import pg from 'pg';
import { redactUrl } from '../core/config/variables.js';

export interface WaitOptions {
  /** Give up after this long (ms). */
  maxWaitMs: number;
  connectTimeoutMs: number;
  /** In production a missing database is an error; elsewhere it is created. */
  mustExist: boolean;
  log: (message: string) => void;
}

const DATABASE_MISSING = '3D000';
const CREATED_MEANWHILE = new Set(['42P04', '23505']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function tryConnect(url: string, connectTimeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createDatabase(url: string, connectTimeoutMs: number): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString(), connectionTimeoutMillis: connectTimeoutMs });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`create database "${name.replace(/"/g, '')}"`);
  } catch (error) {
    // Another instance created it at the same moment (caught by the check, or by the catalogue's unique index).
    if (!CREATED_MEANWHILE.has((error as { code?: string }).code ?? '')) throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Waits for PostgreSQL to accept connections to `url`, retrying with a bounded backoff and logging each try.
 * A missing database is created, except when it must exist (production), where it is an error at once.
 */
export async function waitForPostgres(url: string, options: WaitOptions): Promise<void> {
  const started = Date.now();
  for (let attempt = 1, delay = 250; ; attempt++, delay = Math.min(delay * 2, 5_000)) {
    try {
      await tryConnect(url, options.connectTimeoutMs);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === DATABASE_MISSING) {
        if (options.mustExist)
          throw new Error(
            `The database of DATABASE_URL (${redactUrl(url)}) does not exist; in production it is never created. Create it, or fix the name.`,
            { cause: error },
          );
        await createDatabase(url, options.connectTimeoutMs);
        continue;
      }
      const waited = Date.now() - started;
      if (waited + delay > options.maxWaitMs)
        throw new Error(
          `PostgreSQL at ${redactUrl(url)} did not answer within ${options.maxWaitMs} ms: ${(error as Error).message}`,
          { cause: error },
        );
      options.log(
        `Waiting for PostgreSQL at ${redactUrl(url)} (try ${attempt}, ${(error as Error).message}); next try in ${delay} ms`,
      );
      await sleep(delay);
    }
  }
}
