export interface Distribution {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** The nearest-rank percentile `q` (0-1) of values sorted ascending; NaN when there are none. */
export const percentile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

/** Percentiles (nearest rank) of latencies in milliseconds, rounded to 0.1 ms. */
export function distribution(values: number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => percentile(sorted, q);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
  };
}

export const ratio = (a: number, b: number): number => Math.round((a / b) * 100) / 100;
