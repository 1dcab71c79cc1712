import { pageCacheLookups } from '../../observability/metrics.js';

interface Entry<T> {
  until: number;
  page: Promise<T>;
  /** The render succeeded: the page may be served stale while a newer one renders. */
  ready: boolean;
  refreshing: boolean;
}

/**
 * Server-rendered pages for visitors without a session, kept for a short while and rendered once for all visitors
 * asking at the same time: in a disaster everyone opens the home page at once, and a render costs tens of
 * milliseconds of CPU. A page is dropped on any change to what pages show (`clear`, called on every relayed event):
 * the next visitor waits for the fresh render. A page older than `ttlMs` is still served while one render replaces
 * it, so a crowd never queues behind a render for time alone; the browser catches up through its live subscriptions.
 */
export class PageCache<T = string> {
  private readonly pages = new Map<string, Entry<T>>();

  /** `maxEntries`: for keys that come from callers (a map's boxes), past this many the cache starts again. */
  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = Infinity,
  ) {}

  get(key: string, render: () => Promise<T>): Promise<T> {
    if (this.pages.size >= this.maxEntries) this.pages.clear();
    const time = this.now();
    const cached = this.pages.get(key);
    if (cached && (cached.until > time || !cached.ready || cached.refreshing)) {
      pageCacheLookups.inc({ result: 'hit' });
      return cached.page;
    }
    if (cached) {
      pageCacheLookups.inc({ result: 'stale' });
      this.refresh(key, cached, render);
      return cached.page;
    }
    pageCacheLookups.inc({ result: 'miss' });
    return this.store(key, render(), time).page;
  }

  /** Entries kept (a cache keyed by what callers send is cleared when it grows past its bound). */
  get size(): number {
    return this.pages.size;
  }

  clear(): void {
    this.pages.clear();
  }

  private store(key: string, page: Promise<T>, time: number): Entry<T> {
    const entry: Entry<T> = { until: time + this.ttlMs, page, ready: false, refreshing: false };
    this.pages.set(key, entry);
    page.then(
      () => (entry.ready = true),
      // A failed render is not kept: the next visitor tries again.
      () => this.pages.get(key) === entry && this.pages.delete(key),
    );
    return entry;
  }

  /** Renders a newer page in the background; it replaces the stale one unless the cache was cleared meanwhile. */
  private refresh(key: string, stale: Entry<T>, render: () => Promise<T>): void {
    stale.refreshing = true;
    render().then(
      (page) => {
        if (this.pages.get(key) === stale)
          this.pages.set(key, {
            until: this.now() + this.ttlMs,
            page: Promise.resolve(page),
            ready: true,
            refreshing: false,
          });
      },
      () => (stale.refreshing = false),
    );
  }
}
