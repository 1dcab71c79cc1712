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
  /** The perimeter's settings (README "Security"). */
  security: SecuritySettings;
}

/** Perimeter limits (issues 15 and 23): headers, GraphQL limits, WebSocket limits, proxies. */
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
  /** The map tile server (TILE_URL), allowed as an image source by the Content-Security-Policy. */
  tileUrl: string | null;
}

const intOr = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** TRUST_PROXY: `3` (hops), `true`/`false`, or `10.0.0.0/8,192.168.1.5`; loopback only when unset. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (!text) return ['loopback'];
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}

export function readSecuritySettings(env: NodeJS.ProcessEnv = process.env): SecuritySettings {
  const production = env.NODE_ENV === 'production';
  return {
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    introspection: env.GRAPHQL_INTROSPECTION ? env.GRAPHQL_INTROSPECTION === 'on' : !production,
    maxDepth: intOr(env.GRAPHQL_MAX_DEPTH, 8),
    maxAliases: intOr(env.GRAPHQL_MAX_ALIASES, 15),
    maxDirectives: intOr(env.GRAPHQL_MAX_DIRECTIVES, 50),
    maxTokens: intOr(env.GRAPHQL_MAX_TOKENS, 2_000),
    maxCost: intOr(env.GRAPHQL_MAX_COST, 5_000),
    wsMaxPayload: intOr(env.WS_MAX_PAYLOAD, 16 * 1024),
    wsConnectionsPerAddress: intOr(env.WS_CONNECTIONS_PER_ADDRESS, 20),
    wsInitTimeoutMs: intOr(env.WS_INIT_TIMEOUT_MS, 5_000),
    tileUrl: env.TILE_URL === 'none' ? null : (env.TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
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
    security: readSecuritySettings(env),
  };
}
