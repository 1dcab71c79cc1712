import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimitSettings } from '../core/config/config.js';
import { AccountErrors } from './accounts.errors.js';
import { LoginAttempt } from './session.entity.js';

interface Failures {
  count: number;
  oldest: Date | null;
  latest: Date | null;
}

// Failures counted for a key since its last success (or since the window's start, whichever is later).
const FAILURES = `select count(*)::int as count, min(attempted_at) as oldest, max(attempted_at) as latest
  from login_attempts
  where key = ? and succeeded = false
    and attempted_at > greatest(?::timestamptz, coalesce((select max(attempted_at) from login_attempts where key = ? and succeeded), '-infinity'))`;

const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Password guessing brakes for one user id tried from one address (D15): never a lockout of the user id.
 * An address is limited over all user ids, a (user id, address) pair on its own, and the user id from anywhere is
 * only slowed: after a few failures each try waits 1, 2, 4… seconds, capped (60 s by default), so the right person
 * from another address still gets in within a minute. Counted in PostgreSQL, shared by every API instance.
 */
export class LoginThrottle {
  private readonly userKey: string;
  private readonly pairKey: string;
  private readonly addressKey: string;

  constructor(
    private readonly em: EntityManager,
    private readonly settings: RateLimitSettings,
    userId: number,
    address: string,
  ) {
    this.userKey = `user:${userId}`;
    this.pairKey = `pair:${userId}@${address}`.slice(0, 100);
    this.addressKey = `client:${address}`.slice(0, 100);
  }

  /** Throws RATE_LIMITED, with the seconds to wait, when this try must not be checked now. */
  async assertMayTry(now = Date.now()): Promise<void> {
    const { loginFailuresPerAddress: perAddress, loginFailuresPerUserAndAddress: perPair } = this.settings;
    const [address, pair, user] = await Promise.all([
      this.failures(this.addressKey, perAddress.windowSeconds, now, false),
      this.failures(this.pairKey, perPair.windowSeconds, now, true),
      this.failures(this.userKey, perPair.windowSeconds, now, true),
    ]);
    if (address.count >= perAddress.max)
      throw AccountErrors.tooManyAttempts(
        secondsUntil(address.oldest!.getTime() + perAddress.windowSeconds * 1000, now),
      );
    if (pair.count >= perPair.max)
      throw AccountErrors.tooManyAttempts(secondsUntil(pair.oldest!.getTime() + perPair.windowSeconds * 1000, now));
    const delay = this.delayAfter(user.count);
    if (delay > 0 && user.latest!.getTime() + delay * 1000 > now)
      throw AccountErrors.slowDown(secondsUntil(user.latest!.getTime() + delay * 1000, now));
  }

  /** The wait after `failures` failures of one user id: none for the first few, then 1, 2, 4… seconds, capped. */
  delayAfter(failures: number): number {
    const extra = failures - this.settings.loginFreeFailuresPerUser;
    if (extra < 0) return 0;
    return Math.min(this.settings.loginDelayCapSeconds, 2 ** Math.min(extra, 20));
  }

  recordFailure(): Promise<void> {
    return this.record([this.userKey, this.pairKey, this.addressKey], false);
  }

  recordSuccess(): Promise<void> {
    return this.record([this.userKey, this.pairKey], true);
  }

  private async failures(key: string, windowSeconds: number, now: number, resetBySuccess: boolean): Promise<Failures> {
    const since = new Date(now - windowSeconds * 1000);
    const rows = await this.em
      .getConnection()
      .execute<{ count: number; oldest: Date | string | null; latest: Date | string | null }[]>(FAILURES, [
        key,
        since,
        resetBySuccess ? key : '',
      ]);
    const row = rows[0]!;
    const date = (value: Date | string | null) => (value ? new Date(value) : null);
    return { count: Number(row.count), oldest: date(row.oldest), latest: date(row.latest) };
  }

  private async record(keys: string[], succeeded: boolean): Promise<void> {
    const em = this.em.fork();
    for (const key of keys) em.create(LoginAttempt, { key, succeeded });
    await em.flush();
  }
}
