import { rateLimitRefusals } from '../../observability/metrics.js';
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings, type WindowLimit } from '../config/config.js';
import type { MessageCode } from '../../../../shared/server-messages.js';
import { AppError } from '../errors/errors.js';

/** The rules counted per window (the login rules are counted from the login attempts themselves). */
export type WindowRule =
  'submissionsPerAddress' | 'submissionsPerPhone' | 'submissionsPerAccount' | 'signupsPerAddress';

const REFUSALS: Record<WindowRule, MessageCode> = {
  submissionsPerAddress: 'TOO_MANY_SUBMISSIONS_DEVICE',
  submissionsPerPhone: 'TOO_MANY_SUBMISSIONS_PHONE',
  submissionsPerAccount: 'TOO_MANY_SUBMISSIONS_ACCOUNT',
  signupsPerAddress: 'TOO_MANY_SIGNUPS',
};

// One statement, so two API instances counting the same key at once both see the other's hit.
const TAKE = `insert into rate_limit_counters as c (key, window_start, hits) values (?, now(), 1)
  on conflict (key) do update set
    hits = case when c.window_start <= now() - make_interval(secs => ?::float8) then 1 else c.hits + 1 end,
    window_start = case when c.window_start <= now() - make_interval(secs => ?::float8) then now() else c.window_start end
  returning hits, extract(epoch from (window_start + make_interval(secs => ?::float8) - now()))::float8 as retry_after`;

/** API keys' limits are per minute. */
const KEY_WINDOW_SECONDS = 60;

const PRUNE = `delete from rate_limit_counters where window_start < now() - interval '1 day'`;

/** Subjects are hashed: the table holds no addresses or phone numbers. */
const counterKey = (rule: WindowRule, subject: string): string =>
  `${rule}:${createHash('sha256').update(subject).digest('base64url')}`;

/**
 * Fixed-window counters kept in PostgreSQL, so every API instance shares them (a flood spread over instances
 * still meets one limit). A refusal is RATE_LIMITED with the seconds until the window ends.
 */
export class RateLimiter {
  constructor(
    private readonly rootEm: EntityManager,
    readonly settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
  ) {}

  /**
   * Counts one event of the rule for the subject; throws RATE_LIMITED when the window's allowance is used up. `tx`:
   * the caller's transaction, when it holds one (a second connection from the pool per transaction runs it dry).
   */
  async take(rule: WindowRule, subject: string, tx?: EntityManager): Promise<void> {
    const row = await this.count(counterKey(rule, subject), this.settings[rule], tx);
    if (row.hits <= this.settings[rule].max) return;
    rateLimitRefusals.inc();
    throw AppError.rateLimited(REFUSALS[rule], row.retryAfter);
  }

  /** One request made with an API key: the key's own limit per minute, counted across instances. */
  async takeKeyRequest(keyId: number, perMinute: number): Promise<void> {
    const row = await this.count(`apiKey:${keyId}`, { max: perMinute, windowSeconds: KEY_WINDOW_SECONDS });
    if (row.hits <= perMinute) return;
    rateLimitRefusals.inc();
    throw AppError.rateLimited('API_KEY_RATE_LIMITED', row.retryAfter, {
      limit: perMinute,
      seconds: Math.max(1, Math.ceil(row.retryAfter)),
    });
  }

  private async count(
    key: string,
    limit: WindowLimit,
    tx?: EntityManager,
  ): Promise<{ hits: number; retryAfter: number }> {
    const em = tx ?? this.rootEm;
    const rows = await em.execute<{ hits: number; retry_after: number }[]>(TAKE, [
      key,
      limit.windowSeconds,
      limit.windowSeconds,
      limit.windowSeconds,
    ]);
    if (Math.random() < 0.005) await em.execute(PRUNE);
    return { hits: Number(rows[0]!.hits), retryAfter: Number(rows[0]!.retry_after) };
  }

  /** A report or aid request (or a contribution, without a phone): per address and per account, whatever the role. */
  async takeSubmission(by: { address: string; userId?: number | null; phone?: string | null }): Promise<void> {
    await this.take('submissionsPerAddress', by.address);
    if (by.userId) await this.take('submissionsPerAccount', String(by.userId));
    if (by.phone) await this.take('submissionsPerPhone', by.phone.replace(/\D/g, ''));
  }
}

/** Limits high enough never to trip: for tests and tools that submit far more than one person would. */
export function relaxedLimits(max = 100_000): RateLimitSettings {
  const relax = (limit: WindowLimit): WindowLimit => ({ ...limit, max });
  const d = DEFAULT_RATE_LIMITS;
  return {
    ...d,
    submissionsPerAddress: relax(d.submissionsPerAddress),
    submissionsPerPhone: relax(d.submissionsPerPhone),
    submissionsPerAccount: relax(d.submissionsPerAccount),
    signupsPerAddress: relax(d.signupsPerAddress),
    loginFailuresPerAddress: relax(d.loginFailuresPerAddress),
  };
}
