/**
 * `npm run db:restore -- FILE [--replace]`: restores a backup of `npm run db:backup` into DATABASE_URL or the
 * embedded database, in one transaction. A database with tables is refused unless --replace is given. Stop the
 * server first.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { command, configuredDatabase } from './db-database.js';
import { restoreDatabase } from './pg-tools.js';

const { values, positionals } = parseArgs({
  options: { replace: { type: 'boolean', default: false } },
  allowPositionals: true,
});

await command(async () => {
  if (positionals.length !== 1) throw new Error('Usage: npm run db:restore -- FILE [--replace]');
  const database = await configuredDatabase();
  try {
    await restoreDatabase(database.url, resolve(positionals[0]!), { replace: values.replace });
    process.stdout.write('Restored.\n');
  } finally {
    await database.stop();
  }
});
