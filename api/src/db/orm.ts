import 'reflect-metadata';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { migrationsList } from '../../../migrations/index.js';
import { entities } from './entities.js';

export type Orm = MikroORM;

export function ormConfig(clientUrl: string, options: { debug?: boolean; poolMax?: number } = {}) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, path: 'migrations', pathTs: 'migrations', snapshot: false, silent: true, emit: 'ts' },
    pool: { min: 0, max: options.poolMax ?? 10 },
    debug: options.debug ?? false,
    // Every request works on its own fork of the EntityManager (request context), never the global one.
    allowGlobalContext: false,
  });
}

export async function openOrm(clientUrl: string, options: { debug?: boolean; poolMax?: number } = {}): Promise<Orm> {
  return MikroORM.init(ormConfig(clientUrl, options));
}

/** Applies pending migrations; returns the names of those applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}
