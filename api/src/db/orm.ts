import 'reflect-metadata';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { migrationsList } from '../../../migrations/index.js';
import { parseConfig, type DatabaseSettings } from '../core/config/config.js';
import { JOB_SCHEMA } from '../core/jobs/job-queue.js';
import { installJobSchema } from '../core/jobs/job-schema.js';
import { entities } from './entities.js';

export type Orm = MikroORM;

export interface OrmOptions {
  debug?: boolean;
  poolMax?: number;
  /** Timeouts and pool bounds; the configuration's defaults when absent. */
  settings?: Partial<DatabaseSettings>;
}

/** pg's own options: every connection is bounded in time so a hung or black-holed PostgreSQL never hangs a request. */
export function connectionOptions(settings: DatabaseSettings) {
  return {
    // Bounds both opening a connection and waiting for a free one in the pool.
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    // A query whose answer never comes (black-holed server) fails on the client side too.
    query_timeout: settings.statementTimeoutMs + 2_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: 'lanka-relief',
  };
}

export function ormConfig(clientUrl: string, options: OrmOptions = {}) {
  const settings: DatabaseSettings = { ...parseConfig({}).database, ...options.settings };
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, path: 'migrations', pathTs: 'migrations', snapshot: false, silent: true, emit: 'ts' },
    // The count triggers are written by their migration, not declared on entities: never diffed away.
    // The job queue's schema is the library's own (installJobSchema), not our entities'.
    schemaGenerator: { ignoreTriggers: true, ignoreSchema: [JOB_SCHEMA] },
    pool: { min: 0, max: options.poolMax ?? settings.poolMax, idleTimeoutMillis: 30_000 },
    driverOptions: connectionOptions(settings),
    // In production a missing (misspelt) database is an error, never created.
    ensureDatabase: !settings.mustExist,
    debug: options.debug ?? false,
    // Every request works on its own fork of the EntityManager (request context), never the global one.
    allowGlobalContext: false,
  });
}

export async function openOrm(clientUrl: string, options: OrmOptions = {}): Promise<Orm> {
  return MikroORM.init(ormConfig(clientUrl, options));
}

/**
 * Applies pending migrations, then installs or upgrades the job queue's own schema; returns the names of the migrations
 * applied. Callers hold the migration lock (migration-lock.ts).
 */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  await installJobSchema(orm.config.get('clientUrl'));
  return applied.map((m) => m.name);
}
