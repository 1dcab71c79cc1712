/**
 * The API bench's summary: medians over the interleaved rounds and the ratios its goals name.
 * Pure, so it is unit-tested.
 */
import { ratio } from './stats.js';

export interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
}

/** Median of numbers (mean of the middle two for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The per-field median of several rounds of one measurement; errors are summed. */
export function medianMeasure(rounds: Measure[]): Measure {
  const of = (pick: (m: Measure) => number) => Math.round(median(rounds.map(pick)) * 10) / 10;
  return {
    requestsPerSecond: of((m) => m.requestsPerSecond),
    p50: of((m) => m.p50),
    p99: of((m) => m.p99),
    bytes: of((m) => m.bytes),
    errors: rounds.reduce((n, m) => n + m.errors, 0),
  };
}

/** Results by size (aid requests), then read path, then variant (graphql, rest, raw). */
export type PathResults = Record<string, Record<string, Record<string, Measure>>>;

export interface Goal {
  name: string;
  value: number;
  limit: number;
  /** 'max': the value must not exceed the limit; 'min': must reach it. */
  kind: 'max' | 'min';
  met: boolean;
}

const goal = (name: string, value: number, limit: number, kind: 'max' | 'min'): Goal => ({
  name,
  value,
  limit,
  kind,
  met: kind === 'max' ? value <= limit : value >= limit,
});

/** p99 at the largest size against the smallest, for every paged read and variant (goal: within 1.5x). */
export function growthGoals(results: PathResults): Goal[] {
  const sizes = Object.keys(results)
    .map(Number)
    .sort((a, b) => a - b);
  if (sizes.length < 2) return [];
  const small = results[String(sizes[0])]!;
  const large = results[String(sizes[sizes.length - 1])]!;
  const label = `${sizes[sizes.length - 1]!.toLocaleString('en')} vs ${sizes[0]!.toLocaleString('en')}`;
  return Object.entries(large).flatMap(([path, variants]) =>
    Object.entries(variants)
      .filter(([variant]) => small[path]?.[variant])
      .map(([variant, m]) =>
        goal(`p99 ${label}: ${path} (${variant})`, ratio(m.p99, small[path]![variant]!.p99), 1.5, 'max'),
      ),
  );
}

/** The deep page against page 1, per size and variant (goal: within 1.2x). */
export function deepPageGoals(results: PathResults, firstPage: string, deepPage: string): Goal[] {
  return Object.entries(results).flatMap(([size, paths]) =>
    Object.entries(paths[deepPage] ?? {})
      .filter(([variant]) => paths[firstPage]?.[variant])
      .map(([variant, m]) =>
        goal(
          `p99 ${deepPage} vs ${firstPage} at ${Number(size).toLocaleString('en')} (${variant})`,
          ratio(m.p99, paths[firstPage]![variant]!.p99),
          1.2,
          'max',
        ),
      ),
  );
}

/** Our GraphQL and REST throughput against raw pg for the same rows (goal: at least half). */
export function throughputGoals(results: PathResults): Goal[] {
  return Object.entries(results).flatMap(([size, paths]) =>
    Object.entries(paths).flatMap(([path, variants]) => {
      const raw = variants.raw;
      if (!raw) return [];
      return Object.entries(variants)
        .filter(([v]) => v !== 'raw')
        .map(([variant, m]) =>
          goal(
            `req/s ${variant} / raw at ${Number(size).toLocaleString('en')}: ${path}`,
            ratio(m.requestsPerSecond, raw.requestsPerSecond),
            0.5,
            'min',
          ),
        );
    }),
  );
}

export interface PageRender {
  p50: number;
  p99: number;
  htmlBytes: number;
  gzipBytes: number;
  /** Renders that fell back to the browser-drawn page (over the time limit or failed). */
  fallbacks: number;
}

/** The home page at the largest size against the demo data (goals: time within 2x, HTML within 1.2x). */
export function homePageGoals(demo: PageRender, large: PageRender, size: number): Goal[] {
  const label = `${size.toLocaleString('en')} vs demo`;
  return [
    goal(`home render p50 ${label}`, ratio(large.p50, demo.p50), 2, 'max'),
    goal(`home HTML size ${label}`, ratio(large.htmlBytes, demo.htmlBytes), 1.2, 'max'),
  ];
}

/** One line per goal: value, limit and whether it is met. */
export function formatGoals(goals: Goal[]): string {
  const width = Math.max(10, ...goals.map((g) => g.name.length));
  return goals
    .map(
      (g) =>
        `${g.name.padEnd(width)}  ${String(g.value).padStart(8)}  ${g.kind === 'max' ? '≤' : '≥'} ${g.limit}  ${g.met ? 'met' : 'NOT MET'}`,
    )
    .join('\n');
}
