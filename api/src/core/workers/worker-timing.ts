/** The wait after the `attempt`th failure: base, doubled each time, at most max. */
export const backoffMs = (attempt: number, baseMs: number, maxMs: number): number =>
  Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 40));

/** How long a claimed row stays a worker's: twice its send's timeout and a margin, so a slow send is never claimed twice. */
export const leaseFor = (timeoutMs: number): number => 2 * timeoutMs + 5_000;
