import 'reflect-metadata';
import { readConfig } from './shared/config.js';
import { openDatabase } from './db/bootstrap.js';
import { DEMO_PASSWORD, demoLogins, loadDemoDataIfEmpty } from './demo/demo-data.js';
import { createAppServer } from './server/app.js';

const ROLE_LABEL = { VOLUNTEER: 'Volunteer', DS_OFFICER: 'DS Officer', DMC_OFFICER: 'DDMCU Officer' } as const;

async function main(): Promise<void> {
  const config = readConfig();
  const started = Date.now();
  const database = await openDatabase(config);
  if (database.migrationsApplied.length) console.log(`Applied migrations: ${database.migrationsApplied.join(', ')}`);
  const demoLoaded = config.demoData ? await loadDemoDataIfEmpty(database.orm.em) : false;

  const server = await createAppServer({ orm: database.orm, webDist: config.webDist, rateLimits: config.rateLimits, sessions: config.sessions });
  const port = await server.listen(config.port, config.host);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await server.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  console.log(`\nLanka Relief is running at http://localhost:${port}  (GraphQL: http://localhost:${port}/graphql)`);
  console.log(`Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`}; ready in ${Date.now() - started} ms`);
  if (config.demoData) {
    const logins = await demoLogins(database.orm.em);
    if (logins.length) {
      console.log(`\nDEMO DATA${demoLoaded ? ' (just loaded)' : ''}: sample accounts, alerts, reports and requests, all marked as demo. Log in with password "${DEMO_PASSWORD}":`);
      for (const l of logins) console.log(`  ${ROLE_LABEL[l.role].padEnd(14)} User ID ${l.userId}  ${l.fullName} (${l.where})`);
    }
  }
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
