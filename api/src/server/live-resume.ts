import type { EntityManager } from '@mikro-orm/postgresql';
import { latestSequence, oldestSequence, readEventsAfter } from '../core/events/outbox.js';

/** One outbox row as the fan-out replays it (the outbox's OutboxEvent, core/events/outbox.ts). */
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

/** The outbox (core/events/outbox.ts) on a fresh EntityManager per read. */
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
/** After a restart every client resumes at about the same time: the resumes asked within this window share one read. */
const BATCH_MS = 50;

interface Waiting {
  after: number;
  resolve(replay: Replay): void;
  reject(error: unknown): void;
}

/**
 * Reads the events reconnecting clients missed. A read is shared only by the clients that joined before it started:
 * a client that joins later has subscribed to live events after that read's snapshot, so events committed between
 * the two would reach it by neither path. Rows are pruned oldest first, so if the row after `after` is still kept
 * nothing is missing; when the oldest kept row is later than `after + 1` the events in between may be gone (or were
 * rolled-back sequence numbers: then the extra refetch is harmless) and the answer is a gap.
 */
export class ResumeReader {
  private waiting: Waiting[] | null = null;

  constructor(
    private readonly outbox: OutboxReader,
    private readonly batchMs = BATCH_MS,
  ) {}

  eventsAfter(after: number): Promise<Replay> {
    return new Promise((resolve, reject) => {
      if (!this.waiting) {
        this.waiting = [];
        setTimeout(() => void this.readFor(this.takeWaiting()), this.batchMs);
      }
      this.waiting.push({ after, resolve, reject });
    });
  }

  private takeWaiting(): Waiting[] {
    const waiting = this.waiting ?? [];
    this.waiting = null;
    return waiting;
  }

  private async readFor(waiting: Waiting[]): Promise<void> {
    const from = Math.min(...waiting.map((w) => w.after));
    try {
      const [events, oldest, latest] = await Promise.all([
        this.outbox.readAfter(from, REPLAY_LIMIT + 1),
        this.outbox.oldestSequence(),
        this.outbox.latestSequence(),
      ]);
      // The read stopped at the limit: what lies beyond it is unknown, so every client refetches.
      const cut = events.length > REPLAY_LIMIT;
      for (const w of waiting) w.resolve(cut ? { gap: true } : replayAfter(w.after, events, oldest, latest));
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  }
}

function replayAfter(after: number, events: ReplayEvent[], oldest: number | null, latest: number): Replay {
  // A sequence from the future: the database was replaced; the client starts over.
  if (latest < after) return { gap: true };
  if (oldest === null ? latest > after : oldest > after + 1) return { gap: true };
  return { gap: false, events: events.filter((e) => e.sequence > after) };
}
