import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type RunningDatabase } from '../db/embedded-postgres.js';
import { migrate, openOrm } from '../db/orm.js';
import { loadGeography } from '../geography/geography.loader.js';

export const TEMPLATE_DATABASE = 'lr_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * Starts a throwaway embedded PostgreSQL (or uses DATABASE_URL's server), migrates a template database once,
 * and hands its server address to the test workers; each test file then clones the template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let running: RunningDatabase;
  let dir: string | undefined;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    running = { url: url.toString(), stop: async () => undefined };
    await recreate(process.env.DATABASE_URL, TEMPLATE_DATABASE);
  } else {
    dir = mkdtempSync(join(tmpdir(), 'lr-test-pg-'));
    running = await startEmbeddedPostgres(dir, TEMPLATE_DATABASE, () => undefined);
  }
  const orm = await openOrm(running.url);
  await migrate(orm);
  await loadGeography(orm.em.fork());
  await orm.close(true);

  const admin = new URL(running.url);
  admin.pathname = '/postgres';
  project.provide('adminDatabaseUrl', admin.toString());

  return async () => {
    await running.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

async function recreate(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
