/**
 * `npm run db:backup [-- FILE]`: a pg_dump (custom format) of DATABASE_URL or of the embedded database, photos
 * included, to FILE (default backups/lanka-relief-<time>.dump). Restore with `npm run db:restore -- FILE`.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { command, configuredDatabase } from './db-database.js';
import { backupDatabase } from './pg-tools.js';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(process.argv[2] ?? `backups/lanka-relief-${stamp}.dump`);

await command(async () => {
  mkdirSync(dirname(file), { recursive: true });
  const database = await configuredDatabase();
  try {
    await backupDatabase(database.url, file);
    process.stdout.write(`Backup written to ${file}\n`);
  } finally {
    await database.stop();
  }
});
