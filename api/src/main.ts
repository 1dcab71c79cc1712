import 'reflect-metadata';
import { readConfig } from './shared/config.js';
import { openDatabase } from './db/bootstrap.js';
import { DEMO_PASSWORD, demoLogins, loadDemoDataIfEmpty } from './demo/demo-data.js';
import { createAppServer } from './server/app.js';
import { createLogger, getLogger, setRootLogger } from './observability/logger.js';

const ROLE_LABEL = { VOLUNTEER: 'Volunteer', DS_OFFICER: 'DS Officer', DMC_OFFICER: 'DDMCU Officer' } as const;

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger({ level: config.logLevel, pretty: !config.production });
  setRootLogger(logger);
  // The banner is for a person in development; in production it is a log line like any other.
  const say = (text: string) => (config.production ? logger.info(text.trim()) : process.stdout.write(`${text}\n`));
  const started = Date.now();
  const database = await openDatabase(config, (m) => logger.info(m));
  if (database.migrationsApplied.length) logger.info({ migrations: database.migrationsApplied }, 'applied migrations');
  const demoLoaded = config.demoData ? await loadDemoDataIfEmpty(database.orm.em) : false;

  const server = await createAppServer({ orm: database.orm, webDist: config.webDist, logger, metricsToken: config.metricsToken });
  const port = await server.listen(config.port, config.host);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping…`);
    await server.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  say(`\nLanka Relief is running at http://localhost:${port}  (GraphQL: http://localhost:${port}/graphql)`);
  say(`Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`}; ready in ${Date.now() - started} ms`);
  if (config.demoData) {
    const logins = await demoLogins(database.orm.em);
    if (logins.length) {
      say(`\nDEMO DATA${demoLoaded ? ' (just loaded)' : ''}: sample accounts, alerts, reports and requests, all marked as demo. Log in with password "${DEMO_PASSWORD}":`);
      for (const l of logins) say(`  ${ROLE_LABEL[l.role].padEnd(14)} User ID ${l.userId}  ${l.fullName} (${l.where})`);
    }
  }
}

main().catch((error: unknown) => {
  getLogger().fatal({ err: error }, 'failed to start');
  process.exit(1);
});
