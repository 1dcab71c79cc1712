import { rateLimitRefusals } from '../observability/metrics.js';
import { AppError } from './errors.js';

/**
 * A fixed-window counter per client key, for anonymous submissions. Kept per API instance: the limit is a
 * brake on floods from one address, not an exact quota.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { windowStart: number; count: number }>();

  constructor(private readonly limit: number, private readonly windowMs: number) {}

  /** Throws RATE_LIMITED when the client has used up its window. */
  take(clientKey: string, now = Date.now()): void {
    const entry = this.hits.get(clientKey);
    if (!entry || now - entry.windowStart >= this.windowMs) {
      this.hits.set(clientKey, { windowStart: now, count: 1 });
      if (this.hits.size > 10_000) this.prune(now);
      return;
    }
    entry.count += 1;
    if (entry.count <= this.limit) return;
    rateLimitRefusals.inc();
    throw AppError.rateLimited('Too many submissions from this device. Please wait a few minutes and try again.');
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) if (now - entry.windowStart >= this.windowMs) this.hits.delete(key);
  }
}

/** Anonymous reports and aid requests allowed per client address in 10 minutes, unless configured. */
export const DEFAULT_SUBMISSIONS_PER_WINDOW = 30;
export const SUBMISSION_WINDOW_MS = 10 * 60 * 1000;
