import { performance } from 'node:perf_hooks';
import { distribution, type Distribution } from './stats.js';

export interface LoadResult {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  latency: Distribution;
  /** Bytes of one answer (the last one), to show what a path sends. */
  bytes: number;
}

/**
 * A closed loop at a fixed concurrency for a fixed duration: each worker starts its next request when the previous
 * one is answered. Requests under way at the end are awaited and counted (so a slow path still yields samples).
 * `task` answers the size of its answer in bytes, or throws.
 */
export async function runLoad(
  task: () => Promise<number>,
  options: { concurrency: number; seconds: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        bytes = await task();
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    latency: distribution(latencies),
    bytes,
  };
}
