import type { Actor } from '../core/policy/actor.js';

/** A session as read from the database, served from memory for a while. */
export interface CachedSession {
  actor: Actor;
  /** The session's absolute end (ms since the epoch). */
  expiresAt: number;
  /** The session's `lastSeenAt` as last read or written (ms): the idle end is kept as without the cache. */
  lastSeenAt: number;
}

interface Entry extends CachedSession {
  readAt: number;
  /** The relay's stretch of hearing when the entry was read (`EventRelay.heardThrough`). */
  heardThrough: number;
}

/**
 * The sessions this instance has read, so that a signed-in request costs no database round trip for its session
 * (one of the two round trips of every officer's read). Instances forget a user's sessions when they hear
 * `SESSIONS_ENDED` through the event outbox, which every revocation announces in its own transaction, so a logout or
 * password change on one instance reaches the others within the relay's lag (milliseconds). Nothing is served from
 * here while the relay is not hearing events (its LISTEN connection down or catching up), nor what was kept before a
 * reconnection, and an entry serves for at most `maxAgeMs` after its read, a bound should an event ever be missed.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts forgetting: a read that a revocation overtook is not kept (`mark`, `keep`). */
  private forgets = 0;

  constructor(
    private readonly heardThrough: () => number | null,
    private readonly maxAgeMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The session of a token hash, or undefined when it must be read from the database. */
  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const heard = this.heardThrough();
    if (heard === null) return undefined;
    if (heard !== entry.heardThrough || now - entry.readAt > this.maxAgeMs || now >= entry.expiresAt) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Taken before a database read and given to `keep`. */
  mark(): number {
    return this.forgets;
  }

  /** Keeps a session just read, unless sessions were forgotten since `mark` or no event is being heard. */
  keep(tokenHash: string, session: CachedSession, readAt: number, mark: number): void {
    const heard = this.heardThrough();
    if (this.maxAgeMs <= 0 || heard === null || mark !== this.forgets) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { ...session, readAt, heardThrough: heard });
  }

  forgetUser(userId: number): void {
    this.forgets += 1;
    for (const [tokenHash, entry] of this.entries) if (entry.actor.userId === userId) this.entries.delete(tokenHash);
  }

  get size(): number {
    return this.entries.size;
  }
}
