import { resolve } from 'node:path';
import { LOG_LEVELS, type LogLevel } from '../observability/logger.js';

export interface AppConfig {
  port: number;
  host: string;
  /** External PostgreSQL; when absent an embedded server is started under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  production: boolean;
  /** Where the built web app lives; served with a fallback to index.html. */
  webDist: string;
  /** Loads the marked demo data set into an empty database. */
  demoData: boolean;
  // Observability (issue 22): log level, and the bearer token that turns /metrics on.
  logLevel: LogLevel;
  metricsToken: string | undefined;
}

function logLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${value}".`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    production,
    webDist: resolve(env.WEB_DIST ?? 'web/dist'),
    demoData: !production && env.DEMO_DATA !== 'off',
    logLevel: logLevel(env.LOG_LEVEL),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}
