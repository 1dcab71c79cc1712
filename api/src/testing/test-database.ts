import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openOrm, type Orm } from '../db/orm.js';
import { TEMPLATE_DATABASE } from './global-setup.js';
import { withPgClient } from './pg-client.js';

const admin = <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => withPgClient(inject('adminDatabaseUrl'), run);

export interface TestDatabase {
  orm: Orm;
  url: string;
}

/** A fresh, migrated database for this test file, cloned from the template and dropped afterwards. */
export function useTestDatabase(): TestDatabase {
  const handle = {} as TestDatabase;
  const name = `lr_test_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    await admin((c) => c.query(`create database "${name}" template "${TEMPLATE_DATABASE}"`));
    const url = new URL(inject('adminDatabaseUrl'));
    url.pathname = `/${name}`;
    handle.url = url.toString();
    handle.orm = await openOrm(handle.url, { poolMax: 5 });
  });
  afterAll(async () => {
    await handle.orm?.close(true);
    await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
  });
  return handle;
}
