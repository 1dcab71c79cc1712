import { describe, expect, it } from 'vitest';
import { REPLAY_LIMIT, ResumeReader, type OutboxReader, type ReplayEvent } from './live-resume.js';

const event = (sequence: number): ReplayEvent => ({ sequence, topic: 'ALERT_CHANGED', payload: { id: sequence } });

/** An outbox holding sequences from..to (rolled-back numbers left out with `missing`). */
function outbox(from: number, to: number, missing: number[] = []): OutboxReader & { reads: number } {
  const rows = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i).filter(
    (s) => !missing.includes(s),
  );
  const reader = {
    reads: 0,
    readAfter: async (after: number, limit: number) => {
      reader.reads += 1;
      return rows
        .filter((s) => s > after)
        .slice(0, limit)
        .map(event);
    },
    oldestSequence: async () => rows[0] ?? null,
    latestSequence: async () => rows[rows.length - 1] ?? 0,
  };
  return reader;
}

describe('ResumeReader', () => {
  it('replays what follows the last sequence when it is still kept', async () => {
    expect(await new ResumeReader(outbox(1, 10, [7])).eventsAfter(5)).toEqual({
      gap: false,
      events: [6, 8, 9, 10].map(event),
    });
    expect(await new ResumeReader(outbox(1, 10)).eventsAfter(10)).toEqual({ gap: false, events: [] });
  });

  it('answers a gap when the rows after it were pruned, when too many were missed, or when the sequence is from another database', async () => {
    expect(await new ResumeReader(outbox(8, 10)).eventsAfter(5)).toEqual({ gap: true });
    expect(await new ResumeReader(outbox(6, 10)).eventsAfter(5)).toEqual({
      gap: false,
      events: [6, 7, 8, 9, 10].map(event),
    });
    expect(await new ResumeReader(outbox(1, REPLAY_LIMIT + 10)).eventsAfter(5)).toEqual({ gap: true });
    expect(await new ResumeReader(outbox(1, 10)).eventsAfter(50)).toEqual({ gap: true });
    expect(await new ResumeReader(outbox(1, 0)).eventsAfter(0)).toEqual({ gap: false, events: [] });
  });

  it('reads once for the clients that resume together after a restart, each getting what follows its own sequence', async () => {
    const source = outbox(1, 10);
    const reader = new ResumeReader(source);
    const replays = await Promise.all([
      ...Array.from({ length: 50 }, () => reader.eventsAfter(4)),
      reader.eventsAfter(8),
    ]);
    expect(source.reads).toBe(1);
    expect(replays[0]).toEqual({ gap: false, events: [5, 6, 7, 8, 9, 10].map(event) });
    expect(replays[50]).toEqual({ gap: false, events: [9, 10].map(event) });
  });

  it('never answers a client with a read that started before it asked (events committed in between would be lost)', async () => {
    const rows = [1, 2, 3];
    const source: OutboxReader = {
      readAfter: async (after) => rows.filter((s) => s > after).map(event),
      oldestSequence: async () => rows[0] ?? null,
      latestSequence: async () => rows[rows.length - 1] ?? 0,
    };
    const reader = new ResumeReader(source, 5);
    expect(await reader.eventsAfter(1)).toEqual({ gap: false, events: [2, 3].map(event) });
    rows.push(4);
    expect(await reader.eventsAfter(1)).toEqual({ gap: false, events: [2, 3, 4].map(event) });
  });
});
