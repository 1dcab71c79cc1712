import { resolve } from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from '../../observability/logger.js';
import { isAddressOrRange, type OutboundAddressRule } from '../outbound/outbound-address.js';
import {
  CONFIG_EXIT_CODE,
  ConfigError,
  httpUrl,
  integer,
  list,
  oneOf,
  onOff,
  optionalInteger,
  optionalOnOff,
  optionalText,
  parseVariables,
  postgresUrl,
  text,
  type Variables,
} from './variables.js';

/**
 * Node's flags for the production start (deploy/Dockerfile's ENTRYPOINT and `npm run start:prod`; a unit test keeps
 * them equal; V8 reads them only at start, so they cannot be applied from here). Node 24 sizes the young generation
 * from the machine's memory (64 MB semi-spaces on a large host) and lets the old generation grow up to 4 times what
 * survives a full collection before the next one: a server that streams a 1,000,000-row export, or serves a busy
 * list, then holds 250-450 MB, most of it garbage. 8 MB semi-spaces and an old generation that grows by 40% keep it
 * at about 185 MB through a 1,000,000-row export and 237 MB under a busy list's reads, at the same read throughput,
 * measured interleaved with the flags before (README "Exports", bench/exports.ts).
 */
export const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=40'] as const;

/**
 * Environment of the production start (deploy/Dockerfile's ENV and `npm run start:prod`; a unit test keeps them equal;
 * the C library reads it only at start). MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (libuv's pool
 * running zlib for compressed answers, V8's GC helpers) an arena of its own, up to 8 per core, and keeps what each
 * arena once held. MALLOC_MMAP_THRESHOLD_=32768: the socket reads, zlib chunks and export batches above 32 KB are
 * mapped on their own and given back to the system when freed, instead of staying in an arena (glibc raises its
 * threshold after the first large free, up to 32 MB, when left to itself). Together they keep the idle server
 * 8-35 MB lower (README "Exports").
 */
export const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' } as const;

/**
 * The environment variables of the server's lower layers, with their type and default. An area's own variables are
 * its part (`<area>.settings.ts`); the server's start assembles the one schema from this and every part.
 */
const coreVariables = {
  // Serving
  NODE_ENV: oneOf(['development', 'production', 'test'], 'development'),
  PORT: integer(4000, 0, 65535),
  HOST: text('0.0.0.0'),
  /** The site's public address: the base of every absolute link the server writes; required in production. */
  PUBLIC_URL: httpUrl(),
  WEB_DIST: text('web/dist'),
  /** Bound on waiting for in-flight requests at SIGTERM/SIGINT. */
  SHUTDOWN_TIMEOUT_MS: integer(25_000, 0),
  // Database
  DATABASE_URL: postgresUrl(),
  DATA_DIR: text('.data'),
  DEMO_DATA: onOff(true),
  PG_DEBUG: onOff(false),
  DB_POOL_MAX: integer(10, 1, 1000),
  DB_CONNECT_TIMEOUT_MS: integer(5_000, 100),
  DB_STATEMENT_TIMEOUT_MS: integer(15_000, 100),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: integer(30_000, 100),
  /** How long the server waits for PostgreSQL at start before giving up. */
  DB_START_WAIT_MS: integer(60_000, 0),
  /** How long /readyz waits for PostgreSQL to answer. */
  READY_TIMEOUT_MS: integer(1_000, 50),
  // Map
  TILE_URL: text('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: text('© OpenStreetMap contributors'),
  // Photo check (vision provider, off without a URL)
  VISION_API_URL: httpUrl(),
  VISION_API_KEY: optionalText(),
  VISION_MODEL: text('gpt-4o-mini'),
  VISION_TIMEOUT_MS: integer(20_000, 100),
  // Observability: log level, and the bearer token that turns /metrics on (off when unset).
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  METRICS_TOKEN: optionalText(),
  // Perimeter (README "Security")
  TRUST_PROXY: optionalText(),
  GRAPHQL_INTROSPECTION: optionalOnOff(),
  GRAPHQL_MAX_DEPTH: integer(8, 1),
  GRAPHQL_MAX_ALIASES: integer(15, 0),
  GRAPHQL_MAX_DIRECTIVES: integer(50, 0),
  GRAPHQL_MAX_TOKENS: integer(2_000, 1),
  /** The cost rule multiplies a list by a literal `first`: one full page (1,000 rows of a record's usual fields) costs about 52,000. */
  GRAPHQL_MAX_COST: integer(75_000, 1),
  WS_MAX_PAYLOAD: integer(16 * 1024, 1024),
  WS_CONNECTIONS_PER_ADDRESS: integer(20, 1),
  WS_INIT_TIMEOUT_MS: integer(5_000, 100),
  /** Live subscriptions one socket may hold (the busiest page opens about 4), and one address over all its sockets. */
  WS_SUBSCRIPTIONS_PER_SOCKET: integer(20, 1),
  WS_SUBSCRIPTIONS_PER_ADDRESS: integer(100, 1),
  /** Live updates: bytes a socket may leave unread before it is closed as too slow (1013). */
  WS_SEND_BUFFER_BYTES: integer(1_048_576, 1_024),
  // Abuse limits and sessions (README "Security"); unset means the documented default.
  RATE_SUBMISSIONS_PER_ADDRESS: optionalInteger(1),
  RATE_SUBMISSIONS_PER_PHONE: optionalInteger(1),
  RATE_SUBMISSIONS_PER_ACCOUNT: optionalInteger(1),
  RATE_SIGNUPS_PER_ADDRESS: optionalInteger(1),
  RATE_LOGIN_FAILURES_PER_ADDRESS: optionalInteger(1),
  RATE_LOGIN_FAILURES_PER_USER_AND_ADDRESS: optionalInteger(1),
  RATE_LOGIN_FREE_FAILURES_PER_USER: optionalInteger(1),
  RATE_LOGIN_DELAY_CAP_SECONDS: optionalInteger(1, 600),
  SESSION_ABSOLUTE_HOURS: optionalInteger(1),
  SESSION_IDLE_MINUTES: optionalInteger(1),
  SESSION_SOCKET_CHECK_SECONDS: optionalInteger(1),
  SESSION_CACHE_SECONDS: optionalInteger(0, 300),
  // Live updates: how long events stay in the outbox for instances and clients that reconnect.
  OUTBOX_RETENTION_HOURS: integer(24, 1, 24 * 365),
  /** The older name of PUBLIC_URL, still read when PUBLIC_URL is unset. */
  CAP_PUBLIC_URL: httpUrl(),
  // Public GraphQL reads (README "API"): seconds shared caches may keep an anonymous GET query's answer; 0 = not at all
  GRAPHQL_PUBLIC_MAX_AGE: integer(10, 0, 3_600),
  // Seconds the server shares a public answer among visitors (dropped sooner on any change); 0 = not at all
  PUBLIC_ANSWER_SECONDS: integer(2, 0, 60),
  // Public pages (README "Web performance"): a page whose server render takes longer is sent for the browser to draw
  SERVER_RENDER_TIMEOUT_MS: integer(2_500, 100, 60_000),
  // Outbound POSTs to addresses users and operators give (README "Security"): non-public ones allowed anyway
  OUTBOUND_PRIVATE_ALLOW: list([], isAddressOrRange, 'must list addresses or ranges (127.0.0.1, 10.0.0.0/8)'),
  // Job queue (docs/decisions/job-queue.md): jobs one process runs at once per queue; how often it looks for due ones
  // (a NOTIFY wakes it sooner, with JOB_LISTEN on: turn it off behind PgBouncer in transaction mode)
  JOB_CONCURRENCY: integer(4, 2, 1_000),
  JOB_POLL_MS: integer(2_000, 500, 600_000),
  JOB_LISTEN: onOff(true),
  // How often a lapsed lease (its runner died) is found and retried, and the queues' counts (metrics) refreshed
  JOB_SUPERVISE_SECONDS: integer(15, 1, 3_600),
};
const coreEnvironment = z.object(coreVariables);

export type Environment = z.infer<typeof coreEnvironment>;

export interface AppConfig {
  env: Environment;
  port: number;
  host: string;
  /** PUBLIC_URL without a trailing slash: every absolute link (CAP, feeds, alert pages, sitemap) starts with it. */
  publicUrl: string;
  /** External PostgreSQL; when absent an embedded server is started under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  production: boolean;
  /** Where the built web app lives; served with a fallback to index.html. */
  webDist: string;
  /** Loads the marked demo data set into an empty database. */
  demoData: boolean;
  shutdownTimeoutMs: number;
  database: DatabaseSettings;
  logLevel: LogLevel;
  metricsToken: string | undefined;
  /** The perimeter's settings (README "Security"). */
  security: SecuritySettings;
  rateLimits: RateLimitSettings;
  sessions: SessionSettings;
}

// --- Abuse limits and sessions ---

/** At most `max` events per fixed window of `windowSeconds`. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/** Abuse limits, counted in PostgreSQL so that every API instance shares them. */
export interface RateLimitSettings {
  /** Reports and aid requests from one network address, signed in or not. */
  submissionsPerAddress: WindowLimit;
  /** Reports and aid requests naming one contact number. */
  submissionsPerPhone: WindowLimit;
  /** Reports, aid requests and contributions by one signed-in account, whatever its role. */
  submissionsPerAccount: WindowLimit;
  /** Volunteer sign-ups from one network address. */
  signupsPerAddress: WindowLimit;
  /** Failed logins and wrong current passwords from one address, whatever the user id. */
  loginFailuresPerAddress: WindowLimit;
  /** Failed logins and wrong current passwords for one user id from one address. */
  loginFailuresPerUserAndAddress: WindowLimit;
  /** Failures of one user id (any address) before each further try waits 1, 2, 4… seconds. */
  loginFreeFailuresPerUser: number;
  /** The longest a user id is slowed down after failures: never a lockout. */
  loginDelayCapSeconds: number;
}

export interface SessionSettings {
  /** A session ends this long after login, used or not. */
  absoluteHours: number;
  /** A session ends after this long without a request. */
  idleMinutes: number;
  /** How often open WebSocket connections are checked against their session (revoked or expired ones are closed). */
  socketCheckSeconds: number;
  /** How long an instance serves a session it read from memory (accounts/session-cache.ts); 0: never. */
  cacheSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  submissionsPerAddress: { max: 30, windowSeconds: 600 },
  submissionsPerPhone: { max: 10, windowSeconds: 3600 },
  submissionsPerAccount: { max: 30, windowSeconds: 600 },
  signupsPerAddress: { max: 5, windowSeconds: 3600 },
  loginFailuresPerAddress: { max: 30, windowSeconds: 900 },
  loginFailuresPerUserAndAddress: { max: 10, windowSeconds: 900 },
  loginFreeFailuresPerUser: 3,
  loginDelayCapSeconds: 60,
};

/**
 * Photo upload limits, stated once and checked before any pixel is decoded: the bytes after base64 decoding, and
 * the pixel count read from the header (a small file that claims a huge picture, a decompression bomb, is refused).
 */
export const IMAGE_LIMITS = { maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000 } as const;

export const DEFAULT_SESSIONS: SessionSettings = {
  absoluteHours: 7 * 24,
  idleMinutes: 24 * 60,
  socketCheckSeconds: 30,
  cacheSeconds: 60,
};

/** `RATE_<RULE>` overrides a rule's max (e.g. RATE_SIGNUPS_PER_ADDRESS=10); windows stay as documented. */
function rateLimits(e: Environment): RateLimitSettings {
  const d = DEFAULT_RATE_LIMITS;
  const limit = (max: number | undefined, base: WindowLimit): WindowLimit => ({ ...base, max: max ?? base.max });
  return {
    submissionsPerAddress: limit(e.RATE_SUBMISSIONS_PER_ADDRESS, d.submissionsPerAddress),
    submissionsPerPhone: limit(e.RATE_SUBMISSIONS_PER_PHONE, d.submissionsPerPhone),
    submissionsPerAccount: limit(e.RATE_SUBMISSIONS_PER_ACCOUNT, d.submissionsPerAccount),
    signupsPerAddress: limit(e.RATE_SIGNUPS_PER_ADDRESS, d.signupsPerAddress),
    loginFailuresPerAddress: limit(e.RATE_LOGIN_FAILURES_PER_ADDRESS, d.loginFailuresPerAddress),
    loginFailuresPerUserAndAddress: limit(e.RATE_LOGIN_FAILURES_PER_USER_AND_ADDRESS, d.loginFailuresPerUserAndAddress),
    loginFreeFailuresPerUser: e.RATE_LOGIN_FREE_FAILURES_PER_USER ?? d.loginFreeFailuresPerUser,
    loginDelayCapSeconds: e.RATE_LOGIN_DELAY_CAP_SECONDS ?? d.loginDelayCapSeconds,
  };
}

function sessions(e: Environment): SessionSettings {
  return {
    absoluteHours: e.SESSION_ABSOLUTE_HOURS ?? DEFAULT_SESSIONS.absoluteHours,
    idleMinutes: e.SESSION_IDLE_MINUTES ?? DEFAULT_SESSIONS.idleMinutes,
    socketCheckSeconds: e.SESSION_SOCKET_CHECK_SECONDS ?? DEFAULT_SESSIONS.socketCheckSeconds,
    cacheSeconds: e.SESSION_CACHE_SECONDS ?? DEFAULT_SESSIONS.cacheSeconds,
  };
}

// --- Event outbox ---

export interface OutboxSettings {
  /** Events older than this are pruned (the newest is always kept); a client away longer refetches once. */
  retentionHours: number;
}

/** The outbox's settings from the environment. */
export function readOutboxSettings(env: NodeJS.ProcessEnv = process.env): OutboxSettings {
  return { retentionHours: parseEnvironment(env).OUTBOX_RETENTION_HOURS };
}

/**
 * The site's public address: PUBLIC_URL (or its older name CAP_PUBLIC_URL); in development this server's own
 * address on PORT. Never the request's Host or X-Forwarded-Proto: a forged one would go into signed messages.
 */
function publicUrlOf(e: Environment): string {
  const configured = e.PUBLIC_URL ?? e.CAP_PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/u, '');
  if (e.NODE_ENV === 'production')
    throw new ConfigError(
      "Configuration error: PUBLIC_URL must be set in production (the site's public https:// address)",
    );
  return `http://localhost:${e.PORT}`;
}

/** The site's public address from the environment (PUBLIC_URL, required in production). */
export function readPublicUrl(env: NodeJS.ProcessEnv = process.env): string {
  return publicUrlOf(parseEnvironment(env));
}

/** The outbound address rule: public addresses, and those OUTBOUND_PRIVATE_ALLOW lists (never any by default). */
export function readOutboundAddressRule(env: NodeJS.ProcessEnv = process.env): OutboundAddressRule {
  return { privateAllowed: parseEnvironment(env).OUTBOUND_PRIVATE_ALLOW };
}

// --- Public GraphQL reads ---

/** How long (seconds) an anonymous GET query's answer may be kept by browsers and shared caches. */
export function readPublicQueryMaxAge(env: NodeJS.ProcessEnv = process.env): number {
  return parseEnvironment(env).GRAPHQL_PUBLIC_MAX_AGE;
}

/** Seconds one public answer (GraphQL query or REST read, no credentials) is shared by the server; 0 = never. */
export function readPublicAnswerSeconds(env: NodeJS.ProcessEnv = process.env): number {
  return parseEnvironment(env).PUBLIC_ANSWER_SECONDS;
}

/** Milliseconds a public page's server render may take before the page is sent for the browser to draw. */
export function readServerRenderTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  return parseEnvironment(env).SERVER_RENDER_TIMEOUT_MS;
}

/** Perimeter limits: headers, GraphQL limits, WebSocket limits, proxies. */
export interface SecuritySettings {
  /** Express `trust proxy`: TRUST_PROXY as a hop count, `true`/`false`, or a comma list of addresses/subnets. */
  trustProxy: boolean | number | string[];
  /** GRAPHQL_INTROSPECTION: on by default outside production. */
  introspection: boolean;
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxTokens: number;
  maxCost: number;
  /** Largest WebSocket message in bytes (WS_MAX_PAYLOAD). */
  wsMaxPayload: number;
  /** Open WebSocket connections per client address (WS_CONNECTIONS_PER_ADDRESS). */
  wsConnectionsPerAddress: number;
  /** Time a socket may stay open before its connection_init (WS_INIT_TIMEOUT_MS). */
  wsInitTimeoutMs: number;
  /** Live subscriptions one socket may hold (WS_SUBSCRIPTIONS_PER_SOCKET). */
  wsSubscriptionsPerSocket: number;
  /** Live subscriptions of all the sockets of one client address (WS_SUBSCRIPTIONS_PER_ADDRESS). */
  wsSubscriptionsPerAddress: number;
  /** Unsent bytes a WebSocket may hold before it is closed as too slow (WS_SEND_BUFFER_BYTES). */
  wsSendBufferBytes: number;
  /** The map tile server (TILE_URL), allowed as an image source by the Content-Security-Policy. */
  tileUrl: string | null;
}

/** TRUST_PROXY: `3` (hops), `true`/`false`, or `10.0.0.0/8,192.168.1.5`; loopback only when unset. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (!text) return ['loopback'];
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The perimeter's settings from the environment (defaults as in README "Security"). */
export function readSecuritySettings(env: NodeJS.ProcessEnv = process.env): SecuritySettings {
  return securitySettings(parseEnvironment(env));
}

function securitySettings(e: Environment): SecuritySettings {
  return {
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    introspection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV !== 'production',
    maxDepth: e.GRAPHQL_MAX_DEPTH,
    maxAliases: e.GRAPHQL_MAX_ALIASES,
    maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
    maxTokens: e.GRAPHQL_MAX_TOKENS,
    maxCost: e.GRAPHQL_MAX_COST,
    wsMaxPayload: e.WS_MAX_PAYLOAD,
    wsConnectionsPerAddress: e.WS_CONNECTIONS_PER_ADDRESS,
    wsInitTimeoutMs: e.WS_INIT_TIMEOUT_MS,
    wsSubscriptionsPerSocket: e.WS_SUBSCRIPTIONS_PER_SOCKET,
    wsSubscriptionsPerAddress: e.WS_SUBSCRIPTIONS_PER_ADDRESS,
    wsSendBufferBytes: e.WS_SEND_BUFFER_BYTES,
    tileUrl: e.TILE_URL === 'none' ? null : e.TILE_URL,
  };
}

export interface DatabaseSettings {
  poolMax: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  startWaitMs: number;
  readyTimeoutMs: number;
  /** A missing database is an error instead of being created (production). */
  mustExist: boolean;
}

/** Parses the core's variables; throws ConfigError naming the first bad variable. */
export function parseEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  return parseVariables(coreEnvironment, env);
}

/** The core's variables and the areas' parts in one schema; a variable named twice is a mistake of the code. */
function assembled(areas: readonly Variables[]): z.ZodObject<Variables> {
  const variables: { [name: string]: Variables[string] } = { ...coreVariables };
  for (const [name, type] of areas.flatMap((part) => Object.entries(part))) {
    if (name in variables) throw new Error(`${name} is in two parts of the environment schema`);
    variables[name] = type;
  }
  return z.object(variables);
}

/**
 * The typed configuration, after every variable of the core and of the areas' parts is checked; throws ConfigError
 * for a bad value.
 */
export function parseConfig(env: NodeJS.ProcessEnv = process.env, areas: readonly Variables[] = []): AppConfig {
  if (areas.length) parseVariables(assembled(areas), env);
  const e = parseEnvironment(env);
  const production = e.NODE_ENV === 'production';
  return {
    env: e,
    port: e.PORT,
    host: e.HOST,
    publicUrl: publicUrlOf(e),
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    production,
    webDist: resolve(e.WEB_DIST),
    demoData: !production && e.DEMO_DATA,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    database: {
      poolMax: e.DB_POOL_MAX,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      startWaitMs: e.DB_START_WAIT_MS,
      readyTimeoutMs: e.READY_TIMEOUT_MS,
      mustExist: production,
    },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    security: securitySettings(e),
    rateLimits: rateLimits(e),
    sessions: sessions(e),
  };
}

/**
 * The configuration for a program's start: a bad value prints one line naming the variable and exits with
 * CONFIG_EXIT_CODE before anything connects.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, areas: readonly Variables[] = []): AppConfig {
  try {
    return parseConfig(env, areas);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(CONFIG_EXIT_CODE);
  }
}

// --- Job queue ---

export interface JobSettings {
  /** Jobs of one queue this process runs at once. */
  concurrency: number;
  /** How often an idle worker looks for due jobs (retries, jobs run later, a NOTIFY missed). */
  pollMs: number;
  /** Wake idle workers by LISTEN/NOTIFY when a job is added (a session connection: not through PgBouncer's transaction mode). */
  listen: boolean;
  /** How often lapsed leases are found and the queues' counts refreshed. */
  superviseSeconds: number;
}

/** The job queue's settings from the environment. */
export function readJobSettings(env: NodeJS.ProcessEnv = process.env): JobSettings {
  const e = parseEnvironment(env);
  return {
    concurrency: e.JOB_CONCURRENCY,
    pollMs: e.JOB_POLL_MS,
    listen: e.JOB_LISTEN,
    superviseSeconds: e.JOB_SUPERVISE_SECONDS,
  };
}
