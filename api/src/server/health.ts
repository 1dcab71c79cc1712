import type { Express, Response } from 'express';
import { RETRY_AFTER_SECONDS } from '../core/limits/database-outage.js';

export interface ReadinessProbe {
  /** Runs `select 1` on the pool. */
  pingDatabase(): Promise<unknown>;
  /** The LISTEN connection that relays events to this instance's subscribers. */
  listening(): boolean;
  timeoutMs: number;
}

type Verdict = { ready: true } | { ready: false; reason: string };

/**
 * Rejects when `work` has not settled within `ms`. The verdict waits for the event loop's next I/O round: after the
 * loop was blocked longer than `ms` (a starved CPU), expired timers run before the I/O that arrived meanwhile, and an
 * answer already in the socket would be taken for a dead database (under load, reads answered 503 from both
 * instances during a rolling restart).
 */
export const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${ms} ms`))), ms);
    work.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });

/**
 * Whether this instance should get traffic: not shutting down, PostgreSQL answering within a short timeout, the LISTEN
 * connection up. A background check keeps `databaseDown` fresh so requests fail fast (503) during an outage instead
 * of waiting for connection timeouts, and recover on their own when PostgreSQL is back.
 */
export class Readiness {
  private stopping = false;
  private databaseUp = true;
  private checking: Promise<Verdict> | null = null;
  private monitor: NodeJS.Timeout | undefined;

  constructor(private readonly probe: ReadinessProbe) {}

  get shuttingDown(): boolean {
    return this.stopping;
  }

  get databaseDown(): boolean {
    return !this.databaseUp;
  }

  /** Readiness false at once (SIGTERM): load balancers stop sending new work. */
  markShuttingDown(): void {
    this.stopping = true;
    clearInterval(this.monitor);
  }

  startMonitor(intervalMs = 1_000): void {
    this.monitor = setInterval(() => void this.check(), intervalMs);
    this.monitor.unref();
  }

  /** One check at a time: concurrent probes share it. */
  check(): Promise<Verdict> {
    this.checking ??= this.runCheck().finally(() => (this.checking = null));
    return this.checking;
  }

  private async runCheck(): Promise<Verdict> {
    if (this.stopping) return { ready: false, reason: 'shutting down' };
    try {
      await withTimeout(this.probe.pingDatabase(), this.probe.timeoutMs);
      this.databaseUp = true;
    } catch (error) {
      this.databaseUp = false;
      return { ready: false, reason: `database: ${(error as Error).message}` };
    }
    if (!this.probe.listening()) return { ready: false, reason: 'event listener connection down' };
    return { ready: true };
  }
}

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

/** /livez (the process answers), /readyz (ready for traffic, else 503 with the reason) and /healthz (= /readyz). */
export function mountHealth(app: Express, readiness: Readiness): void {
  app.get('/livez', (_req, res) => {
    noStore(res).json({ status: 'live' });
  });
  app.get(['/readyz', '/healthz'], async (_req, res) => {
    const verdict = await readiness.check();
    noStore(res);
    if (verdict.ready) res.json({ status: 'ready' });
    else
      res
        .status(503)
        .set('Retry-After', String(RETRY_AFTER_SECONDS))
        .json({ status: 'not ready', reason: verdict.reason });
  });
}
