import type { EntityManager } from '@mikro-orm/postgresql';
import { latestSequence, oldestSequence, readEventsAfter } from '../shared/outbox.js';

/** One outbox row as the fan-out replays it (the outbox's OutboxEvent, shared/outbox.ts). */
export interface ReplayEvent {
  sequence: number;
  topic: string;
  payload: object;
}

/** The outbox reads the resume needs. */
export interface OutboxReader {
  readAfter(afterSequence: number, limit: number): Promise<ReplayEvent[]>;
  /** The oldest row still kept (null when none is). */
  oldestSequence(): Promise<number | null>;
  latestSequence(): Promise<number>;
}

/** The outbox (shared/outbox.ts) on a fresh EntityManager per read. */
export function outboxReader(em: EntityManager): OutboxReader {
  return {
    readAfter: (after, limit) => readEventsAfter(em.fork(), after, limit),
    oldestSequence: () => oldestSequence(em.fork()),
    latestSequence: () => latestSequence(em.fork()),
  };
}

export type Replay = { gap: false; events: ReplayEvent[] } | { gap: true };

/** More missed events than this and the client refetches instead (cheaper than replaying a long outage). */
export const REPLAY_LIMIT = 2_000;
/** After a restart every client resumes from about the same sequence: one read serves them for this long. */
const SHARED_READ_MS = 1_000;

/**
 * Reads the events a reconnecting client missed. Rows are pruned oldest first, so if the row after `after` is
 * still kept nothing is missing; when the oldest kept row is later than `after + 1` the events in between may be
 * gone (or were rolled-back sequence numbers: then the extra refetch is harmless) and the answer is a gap.
 */
export class ResumeReader {
  private readonly recent = new Map<number, { expires: number; replay: Promise<Replay> }>();

  constructor(private readonly outbox: OutboxReader) {}

  eventsAfter(after: number, now = Date.now()): Promise<Replay> {
    const cached = this.recent.get(after);
    if (cached && cached.expires > now) return cached.replay;
    for (const [key, entry] of this.recent) if (entry.expires <= now) this.recent.delete(key);
    const replay = this.read(after);
    this.recent.set(after, { expires: now + SHARED_READ_MS, replay });
    replay.catch(() => this.recent.delete(after));
    return replay;
  }

  private async read(after: number): Promise<Replay> {
    const [events, oldest, latest] = await Promise.all([this.outbox.readAfter(after, REPLAY_LIMIT + 1), this.outbox.oldestSequence(), this.outbox.latestSequence()]);
    // A sequence from the future: the database was replaced; the client starts over.
    if (latest < after || events.length > REPLAY_LIMIT) return { gap: true };
    if (oldest === null ? latest > after : oldest > after + 1) return { gap: true };
    return { gap: false, events };
  }
}
