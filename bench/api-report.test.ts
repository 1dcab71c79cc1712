import { describe, expect, it } from 'vitest';
import {
  deepPageGoals,
  formatGoals,
  growthGoals,
  homePageGoals,
  median,
  medianMeasure,
  throughputGoals,
  type Measure,
  type PathResults,
} from './api-report.js';
import { deepOffsetFor } from './api-paths.js';

const m = (requestsPerSecond: number, p99: number, p50 = p99 / 2): Measure => ({
  requestsPerSecond,
  p50,
  p99,
  bytes: 100,
  errors: 0,
});

describe('API bench report', () => {
  it('takes medians over rounds, ignoring missing values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
    expect(medianMeasure([m(10, 100), m(30, 300), m(20, 200)])).toEqual({
      requestsPerSecond: 20,
      p50: 100,
      p99: 200,
      bytes: 100,
      errors: 0,
    });
  });

  const results: PathResults = {
    '10000': { page: { graphql: m(100, 10), raw: m(1000, 2) }, deep: { graphql: m(50, 30), raw: m(900, 2.2) } },
    '1000000': { page: { graphql: m(40, 20), raw: m(950, 2.4) }, deep: { graphql: m(5, 300), raw: m(900, 2.2) } },
  };

  it('compares p99 at the largest size with the smallest (goal 1.5x)', () => {
    const goals = growthGoals(results);
    expect(goals.map((g) => [g.name, g.value, g.met])).toEqual([
      ['p99 1,000,000 vs 10,000: page (graphql)', 2, false],
      ['p99 1,000,000 vs 10,000: page (raw)', 1.2, true],
      ['p99 1,000,000 vs 10,000: deep (graphql)', 10, false],
      ['p99 1,000,000 vs 10,000: deep (raw)', 1, true],
    ]);
    expect(growthGoals({ '10000': results['10000']! })).toEqual([]);
  });

  it('compares the deep page with page 1 per size (goal 1.2x)', () => {
    const goals = deepPageGoals(results, 'page', 'deep');
    expect(goals.map((g) => [g.name, g.value, g.met])).toEqual([
      ['p99 deep vs page at 10,000 (graphql)', 3, false],
      ['p99 deep vs page at 10,000 (raw)', 1.1, true],
      ['p99 deep vs page at 1,000,000 (graphql)', 15, false],
      ['p99 deep vs page at 1,000,000 (raw)', 0.92, true],
    ]);
  });

  it('compares our throughput with raw pg for the same rows (goal at least half)', () => {
    const goals = throughputGoals({
      '10000': { page: { graphql: m(600, 1), rest: m(400, 1), raw: m(1000, 1) }, other: { graphql: m(1, 1) } },
    });
    expect(goals.map((g) => [g.name, g.value, g.met])).toEqual([
      ['req/s graphql / raw at 10,000: page', 0.6, true],
      ['req/s rest / raw at 10,000: page', 0.4, false],
    ]);
  });

  it('compares the home page with the demo data (time 2x, HTML 1.2x) and prints each goal', () => {
    const demo = { p50: 75, p99: 90, htmlBytes: 30_000, gzipBytes: 8_000, fallbacks: 0 };
    const goals = homePageGoals(demo, { ...demo, p50: 3000, htmlBytes: 33_000 }, 1_000_000);
    expect(goals.map((g) => [g.value, g.met])).toEqual([
      [40, false],
      [1.1, true],
    ]);
    expect(formatGoals(goals)).toMatch(
      /home render p50 1,000,000 vs demo\s+40 {2}≤ 2 {2}NOT MET\nhome HTML size 1,000,000 vs demo\s+1.1 {2}≤ 1.2 {2}met/,
    );
  });

  it('puts the deep page at page 10,001 where the list is long enough, else 90% down', () => {
    expect(deepOffsetFor(433_332, 6)).toBe(60_000);
    expect(deepOffsetFor(43_010, 6)).toBe(38_706); // a whole page: 90% is 38,709
    expect(deepOffsetFor(0, 6)).toBe(0);
  });
});
