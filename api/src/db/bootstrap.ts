import { getLogger } from '../observability/logger.js';
import type { AppConfig, DatabaseSettings } from '../core/config/config.js';
import { parseConfig } from '../core/config/config.js';
import { backfillNameKeys } from '../aid-requests/name-key-backfill.js';
import { loadDemoDataIfEmpty } from '../demo/demo-data.js';
import { loadGeography } from '../geography/geography.loader.js';
import type { RunningDatabase } from './embedded-postgres.js';
import { withMigrationLock } from './migration-lock.js';
import { migrate, openOrm, type Orm } from './orm.js';
import { waitForPostgres } from './wait-for-postgres.js';

export const DATABASE_NAME = 'lanka_relief';

export interface OpenDatabase {
  orm: Orm;
  db: RunningDatabase;
  migrationsApplied: string[];
  /** True when this call loaded the demo data set (asked for with `demoData`, into an empty database). */
  demoLoaded: boolean;
  close(): Promise<void>;
}

export type DatabaseOptions = Pick<AppConfig, 'databaseUrl' | 'dataDir'> & {
  database?: Partial<DatabaseSettings>;
  demoData?: boolean;
  pgDebug?: boolean;
};

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;

/**
 * Loads the embedded-postgres package only when it is used. On import it registers an exit hook that answers
 * SIGTERM/SIGINT with process.exit, which would end the process before its graceful shutdown: those listeners are
 * removed again, and the embedded server is stopped by our own shutdown instead.
 */
async function startEmbedded(dataDir: string, log: (m: string) => void, debug: boolean): Promise<RunningDatabase> {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s as NodeJS.Signals))]));
  const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal as NodeJS.Signals)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return startEmbeddedPostgres(dataDir, DATABASE_NAME, log, debug);
}

/**
 * Connects to DATABASE_URL (waiting for it with a bounded backoff) or the embedded PostgreSQL under DATA_DIR
 * (starting it if no process runs it), then, under an advisory lock so instances started together take turns,
 * applies pending migrations, loads the reference geography and, when asked, the demo data set into an empty database,
 * then keys the names of aid requests stored before the name key existed.
 * Used by the server, operator commands and tests.
 */
export async function openDatabase(
  config: DatabaseOptions,
  log: (m: string) => void = (m) => getLogger().info(m),
): Promise<OpenDatabase> {
  const settings: DatabaseSettings = { ...parseConfig({}).database, ...config.database };
  const db: RunningDatabase = config.databaseUrl
    ? { url: config.databaseUrl, stop: async () => undefined }
    : await startEmbedded(config.dataDir, log, config.pgDebug ?? false);
  try {
    await waitForPostgres(db.url, {
      maxWaitMs: settings.startWaitMs,
      connectTimeoutMs: settings.connectTimeoutMs,
      mustExist: settings.mustExist,
      log,
    });
    const orm = await openOrm(db.url, { settings });
    try {
      const { migrationsApplied, demoLoaded } = await withMigrationLock(db.url, async () => {
        const applied = await migrate(orm);
        await loadGeography(orm.em.fork());
        const demoLoaded = config.demoData ? await loadDemoDataIfEmpty(orm.em) : false;
        await backfillNameKeys(orm.em.fork());
        return { migrationsApplied: applied, demoLoaded };
      });
      return {
        orm,
        db,
        migrationsApplied,
        demoLoaded,
        close: async () => {
          await orm.close(true);
          await db.stop();
        },
      };
    } catch (error) {
      await orm.close(true);
      throw error;
    }
  } catch (error) {
    await db.stop();
    throw error;
  }
}
