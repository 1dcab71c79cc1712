import type { Actor } from '../core/policy/actor.js';
import { ExportErrors } from './exports.errors.js';

/** Who holds an export: an officer (whatever the session) or an API key. */
export const exportHolder = (actor: Actor | null): string =>
  !actor ? 'anonymous' : actor.apiKey ? actor.sessionId : `user:${actor.userId}`;

/**
 * The exports one instance streams at once, each holding a database connection until its client has read it all:
 * at most `total`, and one per holder, so that one officer or key cannot take every slot from the others.
 */
export class ExportSlots {
  private readonly holders = new Set<string>();

  constructor(private readonly total: number) {}

  /** Takes a slot for the holder (refused with RATE_LIMITED); the answer gives it back, once. */
  take(holder: string): () => void {
    if (this.holders.has(holder)) throw ExportErrors.alreadyRunning();
    if (this.holders.size >= this.total) throw ExportErrors.busy();
    this.holders.add(holder);
    let held = true;
    return () => {
      if (held) this.holders.delete(holder);
      held = false;
    };
  }
}
