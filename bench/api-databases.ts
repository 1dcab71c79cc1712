/**
 * The API bench's databases, side by side on one embedded PostgreSQL: the demo data set and one national-scale
 * data set per size. A size already seeded with exactly that many aid requests is kept when `reuse` is set.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../api/src/db/bootstrap.js';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.js';
import { loadDemoDataIfEmpty } from '../api/src/demo/demo-data.js';
import { seedNational } from './seed/national-seed.js';

export interface BenchDatabase {
  label: string;
  /** Aid requests generated, or null for the demo data set. */
  size: number | null;
  database: OpenDatabase;
  /** Seconds the seed took in this run (0 when reused). */
  seedSeconds: number;
}

export async function aidRequestCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return Number((await client.query('select count(*) as n from aid_requests')).rows[0].n);
  } finally {
    await client.end();
  }
}

async function seeded(url: string, size: number, reuse: boolean, log: (m: string) => void): Promise<number> {
  if (reuse && (await aidRequestCount(url)) === size) {
    log(`  reusing the ${size.toLocaleString('en')} data set`);
    return 0;
  }
  log(`  seeding ${size.toLocaleString('en')} aid requests…`);
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const t0 = performance.now();
    await seedNational(client, { aidRequests: size, reset: true, log });
    return Math.round((performance.now() - t0) / 100) / 10;
  } finally {
    await client.end();
  }
}

export async function openBenchDatabases(
  dataDir: string,
  sizes: number[],
  reuse: boolean,
  log: (m: string) => void,
): Promise<{ databases: BenchDatabase[]; stop(): Promise<void> }> {
  const server = await startEmbeddedPostgres(dataDir, 'bench_demo', () => undefined);
  const databases: BenchDatabase[] = [];
  const closeAll = async () => {
    for (const d of databases) await d.database.close();
    await server.stop();
  };
  try {
    const demo = await openDatabase({ databaseUrl: server.url, dataDir }, () => undefined);
    databases.push({ label: 'demo', size: null, database: demo, seedSeconds: 0 });
    await loadDemoDataIfEmpty(demo.orm.em.fork());
    for (const size of sizes) {
      // Joins the running server and creates the size's database.
      const url = (await startEmbeddedPostgres(dataDir, `bench_${size}`, () => undefined)).url;
      const database = await openDatabase({ databaseUrl: url, dataDir }, () => undefined);
      databases.push({ label: size.toLocaleString('en'), size, database, seedSeconds: 0 });
      databases[databases.length - 1]!.seedSeconds = await seeded(url, size, reuse, log);
    }
  } catch (error) {
    await closeAll();
    throw error;
  }
  return { databases, stop: closeAll };
}
