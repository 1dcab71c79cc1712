/**
 * `npm run bench:seed -- --database-url URL [--aid-requests 1000000 | --scale 1|0.1|0.01] [--reset]`
 * or `--data-dir DIR` for an embedded PostgreSQL kept in DIR (then `DATA_DIR=DIR npm start` serves it).
 * Migrates, loads the geography and generates the national-scale data set (bench/seed), printing the time per table.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../api/src/db/bootstrap.js';
import { FULL_SCALE } from '../bench/seed/mix.js';
import { BENCH_PASSWORD, seedNational } from '../bench/seed/national-seed.js';
import { seedSummary } from '../bench/seed/summary.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    'aid-requests': { type: 'string' },
    scale: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
if (!databaseUrl && !values['data-dir']) {
  console.error('Give --database-url URL (or DATABASE_URL), or --data-dir DIR for an embedded PostgreSQL.');
  process.exit(2);
}
const aidRequests = values['aid-requests']
  ? Number(values['aid-requests'])
  : Math.round(FULL_SCALE.aidRequests * Number(values.scale ?? 1));

const database = await openDatabase({ databaseUrl, dataDir: values['data-dir'] ?? '.data' }, (m) => console.log(m));
const client = new pg.Client({ connectionString: database.db.url });
client.on('error', () => undefined);
try {
  await client.connect();
  console.log(`Seeding ${aidRequests.toLocaleString('en')} aid requests and the rest in proportion:`);
  const result = await seedNational(client, { aidRequests, reset: values.reset, log: (m) => console.log(m) });
  console.log(`Done in ${result.totalSeconds.toFixed(1)} s.\n`);
  console.log(await seedSummary(client));
  console.log(`\nEvery generated officer's password: ${BENCH_PASSWORD}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await client.end();
  await database.close();
}
process.exit();
