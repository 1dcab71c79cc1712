import { describe, expect, it } from 'vitest';
import { REPLAY_LIMIT, ResumeReader, type OutboxReader, type ReplayEvent } from './live-resume.js';

const event = (sequence: number): ReplayEvent => ({ sequence, topic: 'ALERT_CHANGED', payload: { id: sequence } });

/** An outbox holding sequences from..to (rolled-back numbers left out with `missing`). */
function outbox(from: number, to: number, missing: number[] = []): OutboxReader & { reads: number } {
  const rows = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i).filter((s) => !missing.includes(s));
  const reader = {
    reads: 0,
    readAfter: async (after: number, limit: number) => {
      reader.reads += 1;
      return rows.filter((s) => s > after).slice(0, limit).map(event);
    },
    oldestSequence: async () => rows[0] ?? null,
    latestSequence: async () => rows[rows.length - 1] ?? 0,
  };
  return reader;
}

describe('ResumeReader', () => {
  it('replays what follows the last sequence when it is still kept', async () => {
    expect(await new ResumeReader(outbox(1, 10, [7])).eventsAfter(5)).toEqual({ gap: false, events: [6, 8, 9, 10].map(event) });
    expect(await new ResumeReader(outbox(1, 10)).eventsAfter(10)).toEqual({ gap: false, events: [] });
  });

  it('answers a gap when the rows after it were pruned, when too many were missed, or when the sequence is from another database', async () => {
    expect(await new ResumeReader(outbox(8, 10)).eventsAfter(5)).toEqual({ gap: true });
    expect(await new ResumeReader(outbox(6, 10)).eventsAfter(5)).toEqual({ gap: false, events: [6, 7, 8, 9, 10].map(event) });
    expect(await new ResumeReader(outbox(1, REPLAY_LIMIT + 10)).eventsAfter(5)).toEqual({ gap: true });
    expect(await new ResumeReader(outbox(1, 10)).eventsAfter(50)).toEqual({ gap: true });
    expect(await new ResumeReader(outbox(1, 0)).eventsAfter(0)).toEqual({ gap: false, events: [] });
  });

  it('reads once for the many clients that resume from the same sequence after a restart', async () => {
    const source = outbox(1, 10);
    const reader = new ResumeReader(source);
    await Promise.all(Array.from({ length: 50 }, () => reader.eventsAfter(4, 1_000)));
    expect(source.reads).toBe(1);
    await reader.eventsAfter(4, 5_000);
    expect(source.reads).toBe(2);
  });
});
