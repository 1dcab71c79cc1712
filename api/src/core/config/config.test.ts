import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstTooLong, inputMaxLength } from '../../../../shared/input-limits.js';
import { ConfigError, redactUrl } from './variables.js';
import { parseConfig, parseTrustProxy, PRODUCTION_ENV, PRODUCTION_NODE_FLAGS, readSecuritySettings } from './config.js';

const errorOf = (env: NodeJS.ProcessEnv): string => {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('configuration', () => {
  it('gives the defaults for an empty environment', () => {
    const config = parseConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.production).toBe(false);
    expect(config.demoData).toBe(true);
    expect(config.database.statementTimeoutMs).toBe(15_000);
  });

  it('reads a number and refuses one that is not', () => {
    expect(parseConfig({ PORT: '8080' }).port).toBe(8080);
    expect(errorOf({ PORT: 'eighty' })).toBe('Configuration error: PORT must be a whole number (got "eighty")');
    expect(errorOf({ PORT: '4000.5' })).toBe('Configuration error: PORT must be a whole number (got "4000.5")');
    expect(errorOf({ DB_POOL_MAX: '0' })).toBe('Configuration error: DB_POOL_MAX must be at least 1 (got "0")');
  });

  it('reads a PostgreSQL URL and refuses another, never showing its password', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://app:s3cret@db:5432/lr' }).databaseUrl).toBe(
      'postgres://app:s3cret@db:5432/lr',
    );
    const message = errorOf({ DATABASE_URL: 'mysql://app:s3cret@db/lr' });
    expect(message).toMatch(/^Configuration error: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(message).not.toContain('s3cret');
    expect(errorOf({ DATABASE_URL: 'not a url :s3cret@' })).not.toContain('s3cret');
    expect(redactUrl('postgres://app:s3cret@db/lr')).toBe('postgres://app:***@db/lr');
  });

  it('reads an enum and refuses a value outside it', () => {
    const config = parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://relief.example.lk' });
    expect(config.production).toBe(true);
    expect(config.demoData).toBe(false);
    expect(config.database.mustExist).toBe(true);
    expect(errorOf({ NODE_ENV: 'prod' })).toMatch(/^Configuration error: NODE_ENV .*"production".* \(got "prod"\)$/);
  });

  it('reads a boolean switch and refuses anything else', () => {
    expect(parseConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(parseConfig({ DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(errorOf({ DEMO_DATA: 'maybe' })).toBe('Configuration error: DEMO_DATA must be on or off (got "maybe")');
  });

  it('never prints a secret value', () => {
    expect(errorOf({ VISION_API_URL: 'ftp://x' })).toMatch(/^Configuration error: VISION_API_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it('is loopback when unset, a hop count, a boolean or a list of addresses and subnets', () => {
    expect(parseTrustProxy(undefined)).toEqual(['loopback']);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5')).toEqual(['10.0.0.0/8', '192.168.1.5']);
  });
});

describe('perimeter settings', () => {
  it('turn introspection off in production unless GRAPHQL_INTROSPECTION=on, and keep the documented defaults', () => {
    expect(readSecuritySettings({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(readSecuritySettings({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'on' }).introspection).toBe(true);
    expect(readSecuritySettings({}).introspection).toBe(true);
    const { maxDepth, maxAliases, maxCost, wsMaxPayload } = readSecuritySettings({});
    expect({ maxDepth, maxAliases, maxCost, wsMaxPayload }).toEqual({
      maxDepth: 8,
      maxAliases: 15,
      maxCost: 75000,
      wsMaxPayload: 16384,
    });
    expect(errorOf({ GRAPHQL_MAX_DEPTH: 'x' })).toBe(
      'Configuration error: GRAPHQL_MAX_DEPTH must be a whole number (got "x")',
    );
    expect(errorOf({ GRAPHQL_INTROSPECTION: 'maybe' })).toBe(
      'Configuration error: GRAPHQL_INTROSPECTION must be on or off (got "maybe")',
    );
  });
});

describe('input maximums', () => {
  it('name every spelling of a field alike and leave photos to the upload limit', () => {
    expect([
      inputMaxLength('fullName'),
      inputMaxLength('full_name'),
      inputMaxLength('nic_number'),
      inputMaxLength('image'),
    ]).toEqual([200, 200, 20, null]);
    expect(firstTooLong({ input: { fullName: 'a'.repeat(201) } })).toEqual({ field: 'fullName', max: 200 });
    expect(firstTooLong({ images: ['x'.repeat(100_000)], district: 'Colombo' })).toBeNull();
  });
});

describe('observability and abuse-limit settings', () => {
  it("read LOG_LEVEL as one of pino's levels and keep METRICS_TOKEN out of messages", () => {
    expect(parseConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(errorOf({ LOG_LEVEL: 'loud' })).toMatch(/^Configuration error: LOG_LEVEL /);
    expect(parseConfig({ METRICS_TOKEN: 's3cret' }).metricsToken).toBe('s3cret');
    expect(parseConfig({}).metricsToken).toBeUndefined();
  });

  it("override a rate limit's count, keep its window, and refuse a count below 1", () => {
    const config = parseConfig({ RATE_SIGNUPS_PER_ADDRESS: '12', RATE_LOGIN_DELAY_CAP_SECONDS: '30' });
    expect(config.rateLimits.signupsPerAddress).toEqual({ max: 12, windowSeconds: 3600 });
    expect(config.rateLimits.loginDelayCapSeconds).toBe(30);
    expect(parseConfig({}).rateLimits.signupsPerAddress.max).toBe(5);
    expect(errorOf({ RATE_SIGNUPS_PER_ADDRESS: '0' })).toBe(
      'Configuration error: RATE_SIGNUPS_PER_ADDRESS must be at least 1 (got "0")',
    );
    expect(errorOf({ RATE_LOGIN_DELAY_CAP_SECONDS: '3600' })).toBe(
      'Configuration error: RATE_LOGIN_DELAY_CAP_SECONDS must be at most 600 (got "3600")',
    );
    expect(parseConfig({ SESSION_IDLE_MINUTES: '60' }).sessions.idleMinutes).toBe(60);
  });
});

describe('the public URL, the base of every absolute link', () => {
  it('is required in production, named in the one-line error', () => {
    expect(errorOf({ NODE_ENV: 'production' })).toBe(
      "Configuration error: PUBLIC_URL must be set in production (the site's public https:// address)",
    );
    expect(parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://relief.example.lk/' }).publicUrl).toBe(
      'https://relief.example.lk',
    );
  });

  it('is derived from PORT in development, and read under its older name CAP_PUBLIC_URL', () => {
    expect(parseConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(parseConfig({ CAP_PUBLIC_URL: 'https://alerts.example.lk' }).publicUrl).toBe('https://alerts.example.lk');
    expect(errorOf({ PUBLIC_URL: 'javascript://poison-host.test' })).toMatch(/^Configuration error: PUBLIC_URL /u);
  });
});

describe('production start', () => {
  const environment = Object.entries(PRODUCTION_ENV).map(([name, value]) => `${name}=${value}`);
  it("starts node with PRODUCTION_NODE_FLAGS in the container's entry point and in npm run start:prod", () => {
    const entry = /^ENTRYPOINT (.+)$/mu.exec(readFileSync('deploy/Dockerfile', 'utf8'))?.[1];
    expect(JSON.parse(entry ?? 'null')).toEqual(['node', ...PRODUCTION_NODE_FLAGS, 'dist/api/src/main.js']);
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['start:prod']).toBe(
      [...environment, 'node', ...PRODUCTION_NODE_FLAGS, 'dist/api/src/main.js'].join(' '),
    );
  });

  it("sets PRODUCTION_ENV in the container's environment", () => {
    const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
    const set = [...dockerfile.matchAll(/^ENV (\w+)=(\S+)$/gmu)].map((m) => `${m[1]}=${m[2]}`);
    expect(set).toEqual(expect.arrayContaining(environment));
  });
});
