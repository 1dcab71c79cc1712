import 'reflect-metadata';
import { readConfig, redactUrl } from './shared/config.js';
import { log } from './shared/log.js';
import { openDatabase } from './db/bootstrap.js';
import { DEMO_PASSWORD, demoLogins } from './demo/demo-data.js';
import { createAppServer } from './server/app.js';
import { onStopSignal } from './server/shutdown.js';

const ROLE_LABEL = { VOLUNTEER: 'Volunteer', DS_OFFICER: 'DS Officer', DMC_OFFICER: 'DDMCU Officer' } as const;

async function main(): Promise<void> {
  // A bad value ends the process here, with one line naming the variable, before anything connects.
  const config = readConfig();
  const started = Date.now();
  const database = await openDatabase(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, database: config.database, demoData: config.demoData, pgDebug: config.env.PG_DEBUG },
    (m) => log.info(m),
  );
  if (database.migrationsApplied.length) log.info(`Applied migrations: ${database.migrationsApplied.join(', ')}`);

  const server = await createAppServer({
    orm: database.orm,
    webDist: config.webDist,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    readyTimeoutMs: config.database.readyTimeoutMs,
  });
  onStopSignal(
    async () => {
      await server.close();
      await database.close();
    },
    config.shutdownTimeoutMs,
    log,
  );
  const port = await server.listen(config.port, config.host);

  log.info(`Lanka Relief is running at http://localhost:${port}  (GraphQL: http://localhost:${port}/graphql)`);
  log.info(`Database: ${config.databaseUrl ? redactUrl(config.databaseUrl) : `embedded PostgreSQL in ${config.dataDir}`}; ready in ${Date.now() - started} ms`);
  if (config.demoData) {
    const logins = await demoLogins(database.orm.em);
    if (logins.length) {
      log.info(`DEMO DATA${database.demoLoaded ? ' (just loaded)' : ''}: sample accounts, alerts, reports and requests, all marked as demo. Log in with password "${DEMO_PASSWORD}":`);
      for (const l of logins) log.info(`  ${ROLE_LABEL[l.role].padEnd(14)} User ID ${l.userId}  ${l.fullName} (${l.where})`);
    }
  }
}

main().catch((error: unknown) => {
  log.error(`Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
