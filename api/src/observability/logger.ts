import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentRequestScope } from './request-scope.js';
import { scrubPersonalData } from './scrub.js';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fields that may hold secrets or personal data, wherever a caller puts them in a log object. */
const REDACTED = [
  'password',
  'token',
  'sessionToken',
  'authToken',
  'phone',
  'contactNumber',
  'nic',
  'photo',
  'image',
  'cookie',
  'authorization',
]
  .flatMap((key) => [key, `*.${key}`])
  .concat(['req.headers', 'res.headers']);

export interface LoggerSettings {
  level: LogLevel;
  /** Human-readable lines (development); JSON lines otherwise. */
  pretty: boolean;
}

/**
 * The development console: one line per line logged (a request's is its message, "GET /graphql 200 12 ms"), the
 * request's objects left out (production's JSON lines keep them all). Options only: pino runs it in a worker thread.
 */
export const PRETTY_OPTIONS = {
  colorize: true,
  translateTime: 'SYS:HH:MM:ss',
  singleLine: true,
  ignore: 'pid,hostname,req,res,reqId,responseTime,apiKey',
};

/** pino-pretty is a development dependency: never loaded in production, and its absence means JSON lines. */
function prettyTransport(): LoggerOptions['transport'] | undefined {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return { target: 'pino-pretty', options: PRETTY_OPTIONS };
}

/**
 * The server's logger: JSON lines (pretty in development), secrets and personal data removed twice: named fields are
 * censored, then every written line is scrubbed of phone numbers, NIC numbers, bearer tokens and photo data.
 */
export function createLogger(settings: LoggerSettings, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: settings.level,
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    hooks: { streamWrite: scrubPersonalData },
    base: { pid: process.pid },
  };
  const transport = settings.pretty && !destination ? prettyTransport() : undefined;
  if (transport) return pino({ ...options, transport });
  return destination ? pino(options, destination) : pino(options);
}

// Silent until the server's start-up (main.ts) sets the configured logger: tests, benchmarks and commands that
// start a server inside them stay quiet unless they pass a logger of their own.
let root: Logger = createLogger({ level: 'silent', pretty: false });

/** The start-up sets the configured logger once. */
export function setRootLogger(logger: Logger): void {
  root = logger;
}

/** The logger of the current request (its lines carry the request id), else the root logger. */
export const getLogger = (): Logger => currentRequestScope()?.log ?? root;

/**
 * Records an unexpected failure. On an HTTP request it goes on the request's access log line (one line per failed
 * request, with the stack); elsewhere (WebSocket operations, background work) on a line of its own.
 */
export function reportFailure(error: unknown): void {
  const scope = currentRequestScope();
  if (scope?.res && !scope.res.writableEnded) {
    scope.res.err = error instanceof Error ? error : new Error(String(error));
    return;
  }
  (scope?.log ?? root).error({ err: error }, 'failed');
}
