import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';

/** Headers that carry who asks: a session (cookie or bearer token) or an API key. */
export const CREDENTIAL_HEADERS = ['cookie', 'authorization', 'x-api-key'];

/** Characters of answer text kept at most (JSON, mostly ASCII: about as many bytes). */
const MAX_KEPT_CHARACTERS = 16 * 1024 * 1024;

/**
 * The answers every visitor without credentials gets (public GraphQL queries, public REST reads), kept a few seconds
 * and shared: in a disaster a crowd asks the same lists at once. Dropped whole on every change relayed through
 * LISTEN/NOTIFY (a write on any instance) and on this instance's own writes before they are answered, so a visitor
 * reads what they have just sent. An answer computed while a change landed is not kept: it may predate the change.
 */
export class PublicAnswers {
  /** The store (lru-cache through Apollo's key-value cache, which Apollo's response cache plugin reads and writes). */
  readonly store = new InMemoryLRUCache<string>({ maxSize: MAX_KEPT_CHARACTERS });
  private changes = 0;

  /**
   * `ttlSeconds` 0 keeps nothing. `alsoShared`: the other answers shared among callers (the map's), dropped with these.
   */
  constructor(
    readonly ttlSeconds: number,
    private readonly alsoShared: { clear(): void }[] = [],
  ) {}

  get on(): boolean {
    return this.ttlSeconds > 0;
  }

  /** Taken before computing an answer and handed back to `mayKeep`: a change in between makes it unsafe to keep. */
  get generation(): number {
    return this.changes;
  }

  mayKeep(generationAtStart: number): boolean {
    return this.on && generationAtStart === this.changes;
  }

  async read(key: string): Promise<string | undefined> {
    return this.on ? this.store.get(key) : undefined;
  }

  async keep(key: string, text: string, generationAtStart: number): Promise<void> {
    if (this.mayKeep(generationAtStart)) await this.store.set(key, text, { ttl: this.ttlSeconds });
  }

  clear(): void {
    this.changes++;
    this.store.clear();
    for (const other of this.alsoShared) other.clear();
  }
}
