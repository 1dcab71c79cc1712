import { describe, expect, it } from 'vitest';
import { backoffMs } from './worker-timing.js';

describe('retry schedule of the webhook and SMS workers', () => {
  it('waits the base after the first failure, doubles after each further one, and never more than the max', () => {
    expect([1, 2, 3, 4, 7].map((attempt) => backoffMs(attempt, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000,
    ]);
    expect(backoffMs(8, 30_000, 3_600_000)).toBe(3_600_000);
    expect(backoffMs(99, 30_000, 3_600_000)).toBe(3_600_000);
  });
});
