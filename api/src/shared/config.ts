import { resolve } from 'node:path';

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
  rateLimits: RateLimitSettings;
  sessions: SessionSettings;
}

// --- Abuse limits and sessions (issues 15 and 23) ---

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

export const DEFAULT_SESSIONS: SessionSettings = { absoluteHours: 7 * 24, idleMinutes: 24 * 60, socketCheckSeconds: 30 };

const positive = (raw: string | undefined, fallback: number): number => {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
};

/** `RATE_<RULE>` overrides a rule's max (e.g. RATE_SIGNUPS_PER_ADDRESS=10); windows stay as documented. */
function readRateLimits(env: NodeJS.ProcessEnv): RateLimitSettings {
  const d = DEFAULT_RATE_LIMITS;
  const limit = (name: string, base: WindowLimit): WindowLimit => ({ ...base, max: positive(env[`RATE_${name}`], base.max) });
  return {
    submissionsPerAddress: limit('SUBMISSIONS_PER_ADDRESS', d.submissionsPerAddress),
    submissionsPerPhone: limit('SUBMISSIONS_PER_PHONE', d.submissionsPerPhone),
    submissionsPerAccount: limit('SUBMISSIONS_PER_ACCOUNT', d.submissionsPerAccount),
    signupsPerAddress: limit('SIGNUPS_PER_ADDRESS', d.signupsPerAddress),
    loginFailuresPerAddress: limit('LOGIN_FAILURES_PER_ADDRESS', d.loginFailuresPerAddress),
    loginFailuresPerUserAndAddress: limit('LOGIN_FAILURES_PER_USER_AND_ADDRESS', d.loginFailuresPerUserAndAddress),
    loginFreeFailuresPerUser: positive(env.RATE_LOGIN_FREE_FAILURES_PER_USER, d.loginFreeFailuresPerUser),
    loginDelayCapSeconds: Math.min(600, positive(env.RATE_LOGIN_DELAY_CAP_SECONDS, d.loginDelayCapSeconds)),
  };
}

function readSessions(env: NodeJS.ProcessEnv): SessionSettings {
  return {
    absoluteHours: positive(env.SESSION_ABSOLUTE_HOURS, DEFAULT_SESSIONS.absoluteHours),
    idleMinutes: positive(env.SESSION_IDLE_MINUTES, DEFAULT_SESSIONS.idleMinutes),
    socketCheckSeconds: positive(env.SESSION_SOCKET_CHECK_SECONDS, DEFAULT_SESSIONS.socketCheckSeconds),
  };
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
    rateLimits: readRateLimits(env),
    sessions: readSessions(env),
  };
}
