import autocannon from 'autocannon';
import type { HttpCall } from './api-paths.js';
import type { LoadResult } from './load.js';

/** A slow path still gets this many samples: rerun for a fixed count when the duration gave fewer. */
const MIN_SAMPLES = 8;

async function cannon(
  baseUrl: string,
  call: HttpCall,
  concurrency: number,
  limit: { duration: number } | { amount: number },
) {
  return autocannon({
    url: `${baseUrl}${call.path}`,
    method: call.method,
    headers: call.headers,
    body: call.body,
    connections: concurrency,
    // The client in its own thread: the server under test keeps the main thread to itself.
    workers: 1,
    timeout: 120,
    ...limit,
  });
}

/** Load of one HTTP call through autocannon at a fixed number of connections; errors count refused or failed calls. */
export async function runHttpLoad(
  baseUrl: string,
  call: HttpCall,
  options: { concurrency: number; seconds: number },
): Promise<LoadResult> {
  let result = await cannon(baseUrl, call, options.concurrency, { duration: options.seconds });
  // autocannon refuses fewer requests than connections.
  if (result.requests.total < MIN_SAMPLES)
    result = await cannon(baseUrl, call, options.concurrency, { amount: Math.max(MIN_SAMPLES, options.concurrency) });
  const seconds = Math.max(result.duration, 0.001);
  return {
    requests: result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
    requestsPerSecond: Math.round((result.requests.total / seconds) * 10) / 10,
    latency: {
      count: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}
