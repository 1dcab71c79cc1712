import 'reflect-metadata';
import { readServerConfig } from './server/settings.js';
import { readSmsDemoSettings } from './demo/sms-demo.settings.js';
import { readSmsSettings } from './sms/sms.settings.js';
import { redactUrl } from './core/config/variables.js';
import { printDemoSends, startDemoSimulator } from './demo/demo-sms-simulator.js';
import { log } from './core/context/log.js';
import { openDatabase } from './db/bootstrap.js';
import { DEMO_PASSWORD, demoLogins } from './demo/demo-data.js';
import { createAppServer } from './server/app.js';
import { onStopSignal } from './server/shutdown.js';
import { createLogger, getLogger, setRootLogger } from './observability/logger.js';

const ROLE_LABEL = { VOLUNTEER: 'Volunteer', DS_OFFICER: 'DS Officer', DMC_OFFICER: 'DDMCU Officer' } as const;

async function main(): Promise<void> {
  // A bad value ends the process here, with one line naming the variable, before anything connects.
  const config = readServerConfig();
  const logger = createLogger({ level: config.logLevel, pretty: !config.production });
  setRootLogger(logger);
  // The banner is for a person in development; in production it is a log line like any other.
  const say = (text: string) => (config.production ? logger.info(text.trim()) : process.stdout.write(`${text}\n`));
  const started = Date.now();
  const database = await openDatabase(
    {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      database: config.database,
      demoData: config.demoData,
      pgDebug: config.env.PG_DEBUG,
    },
    (m) => logger.info(m),
  );
  if (database.migrationsApplied.length) log.info(`Applied migrations: ${database.migrationsApplied.join(', ')}`);

  // The demo texts a local simulator when no gateway is configured (demo data is never on in production).
  const demoSms =
    config.demoData && readSmsDemoSettings().on
      ? await startDemoSimulator(readSmsSettings(), readSmsDemoSettings().port)
      : null;
  const server = await createAppServer({
    orm: database.orm,
    webDist: config.webDist,
    logger,
    metricsToken: config.metricsToken,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    readyTimeoutMs: config.database.readyTimeoutMs,
    rateLimits: config.rateLimits,
    sessions: config.sessions,
    ...(demoSms ? { sms: demoSms.sms } : {}),
  });
  onStopSignal(
    async () => {
      await server.close();
      await demoSms?.simulator.stop();
      await database.close();
    },
    config.shutdownTimeoutMs,
    log,
  );
  const port = await server.listen(config.port, config.host);

  say(`\nLanka Relief is running at http://localhost:${port}  (GraphQL: http://localhost:${port}/graphql)`);
  say(
    `Database: ${config.databaseUrl ? redactUrl(config.databaseUrl) : `embedded PostgreSQL in ${config.dataDir}`}; ready in ${Date.now() - started} ms`,
  );
  if (config.demoData) {
    const logins = await demoLogins(database.orm.em);
    if (logins.length) {
      say(
        `\nDEMO DATA${database.demoLoaded ? ' (just loaded)' : ''}: sample accounts, alerts, reports and requests, all marked as demo. Log in with password "${DEMO_PASSWORD}":`,
      );
      for (const l of logins) say(`  ${ROLE_LABEL[l.role].padEnd(14)} User ID ${l.userId}  ${l.fullName} (${l.where})`);
    }
  }
  if (demoSms) {
    printDemoSends(demoSms, `http://localhost:${port}`, say);
    say(`\nSMS: a local simulator plays the generic gateway (no gateway configured). Text the server with`);
    say(`  npm run sms:simulate -- --target http://localhost:${port} --port 0 generic +94771234567 ALERTS Kolonnawa`);
    say('  (replies and alert SMS print here; SMS_DEMO_SIMULATOR=false turns it off)');
  }
}

main().catch((error: unknown) => {
  getLogger().fatal({ err: error }, 'failed to start');
  process.exit(1);
});
