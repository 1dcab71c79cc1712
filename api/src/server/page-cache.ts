import { pageCacheLookups } from '../observability/metrics.js';

/**
 * Server-rendered pages for visitors without a session, kept for a short while and rendered once for all visitors
 * asking at the same time: in a disaster everyone opens the home page at once, and a render costs tens of
 * milliseconds of CPU. A page is dropped on any change to what pages show (`clear`, called on every relayed event)
 * and is at most `ttlMs` old anyway; the browser then catches up through its live subscriptions.
 */
export class PageCache<T = string> {
  private readonly pages = new Map<string, { until: number; page: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, render: () => Promise<T>): Promise<T> {
    const time = this.now();
    const cached = this.pages.get(key);
    if (cached && cached.until > time) {
      pageCacheLookups.inc({ result: 'hit' });
      return cached.page;
    }
    pageCacheLookups.inc({ result: 'miss' });
    const page = render();
    this.pages.set(key, { until: time + this.ttlMs, page });
    // A failed render is not kept: the next visitor tries again.
    page.catch(() => this.pages.get(key)?.page === page && this.pages.delete(key));
    return page;
  }

  clear(): void {
    this.pages.clear();
  }
}
