import { DATABASE_NAME } from '../api/src/db/bootstrap.js';
import { startEmbeddedPostgres, type RunningDatabase } from '../api/src/db/embedded-postgres.js';
import { readServerConfig } from '../api/src/server/settings.js';

/** The database the server uses: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR (started for the command). */
export async function configuredDatabase(): Promise<RunningDatabase> {
  const config = readServerConfig();
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  return startEmbeddedPostgres(config.dataDir, DATABASE_NAME, () => undefined);
}

/**
 * Runs an operator command: its error as one line on stderr and exit code 1. Exits explicitly: the embedded
 * PostgreSQL package's exit hook would otherwise end the process with 0.
 */
export async function command(run: () => Promise<void>): Promise<never> {
  try {
    await run();
    process.exit(0);
  } catch (error) {
    const text =
      error instanceof Error ? (error as { stderr?: string }).stderr?.trim() || error.message : String(error);
    process.stderr.write(`${text}\n`);
    process.exit(1);
  }
}
