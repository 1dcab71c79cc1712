import { getLogger } from '../observability/logger.js';
import type { AppConfig } from '../shared/config.js';
import { loadGeography } from '../geography/geography.loader.js';
import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres.js';
import { migrate, openOrm, type Orm } from './orm.js';

export const DATABASE_NAME = 'lanka_relief';

export interface OpenDatabase {
  orm: Orm;
  db: RunningDatabase;
  migrationsApplied: string[];
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL or the embedded PostgreSQL under DATA_DIR (starting it if no process runs it),
 * applies pending migrations and loads the reference geography. Used by the server, operator commands and tests.
 */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, log: (m: string) => void = (m) => getLogger().info(m)): Promise<OpenDatabase> {
  const db: RunningDatabase = config.databaseUrl
    ? { url: config.databaseUrl, stop: async () => undefined }
    : await startEmbeddedPostgres(config.dataDir, DATABASE_NAME, log);
  try {
    const orm = await openOrm(db.url);
    const migrationsApplied = await migrate(orm);
    await loadGeography(orm.em.fork());
    return {
      orm,
      db,
      migrationsApplied,
      close: async () => {
        await orm.close(true);
        await db.stop();
      },
    };
  } catch (error) {
    await db.stop();
    throw error;
  }
}
