import { PgBoss } from 'pg-boss';
import { JOB_SCHEMA } from './job-queue.js';

/**
 * Installs the job queue's tables, or brings them to this version of the library (its own migrations, under its
 * own advisory lock). Run by the migration step, so runners never change the schema (they start with `migrate: false`).
 */
export async function installJobSchema(url: string): Promise<void> {
  const installer = new PgBoss({
    connectionString: url,
    schema: JOB_SCHEMA,
    max: 1,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  let failure: Error | null = null;
  installer.on('error', (error) => (failure ??= error));
  await installer.start();
  await installer.stop({ graceful: false });
  if (failure) throw failure as Error;
}
