import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** This process's metrics, scraped at /metrics when METRICS_TOKEN is set. */
export const metricsRegistry = new Registry();

const registers = [metricsRegistry];
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new Histogram({
  name: 'lr_http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern and status class',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers,
});

export const graphqlDuration = new Histogram({
  name: 'lr_graphql_operation_duration_seconds',
  help: 'GraphQL operation duration over HTTP by operation name, type and outcome',
  labelNames: ['operation', 'type', 'outcome'] as const,
  buckets: SECONDS,
  registers,
});

export const websocketConnections = new Gauge({
  name: 'lr_websocket_connections',
  help: 'Open GraphQL WebSocket connections',
  registers,
});

export const activeSubscriptions = new Gauge({
  name: 'lr_graphql_subscriptions_active',
  help: 'GraphQL subscriptions being served',
  registers,
});

export const eventFanout = new Histogram({
  name: 'lr_event_fanout_seconds',
  help: 'Time to hand one relayed event to every subscriber and page-cache listener of this instance',
  labelNames: ['topic'] as const,
  buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers,
});

export const notifyLag = new Histogram({
  name: 'lr_notify_relay_lag_seconds',
  help: 'Time from pg_notify in the writing transaction to its arrival on this instance (commit time included)',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

export const eventsRelayed = new Counter({
  name: 'lr_events_relayed_total',
  help: 'Events relayed from PostgreSQL NOTIFY',
  labelNames: ['topic'] as const,
  registers,
});

export const listenReconnects = new Counter({
  name: 'lr_listen_reconnects_total',
  help: 'Times the LISTEN connection was lost and reopened',
  registers,
});

export const listenConnected = new Gauge({
  name: 'lr_listen_connected',
  help: '1 while the LISTEN connection is up',
  registers,
});

export const rateLimitRefusals = new Counter({
  name: 'lr_rate_limit_refusals_total',
  help: 'Submissions refused by the per-address rate limit',
  registers,
});

export const pageCacheLookups = new Counter({
  name: 'lr_page_cache_lookups_total',
  help: 'Shared home page answers: hit (render cache), stale (served old while one render replaces it) or miss (rendered)',
  labelNames: ['result'] as const,
  registers,
});

/** What a database pool reports (pg's Pool). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pools = new Set<PoolCounts>();

new Gauge({
  name: 'lr_db_pool_connections',
  help: 'Database pool connections by state (in_use, idle)',
  labelNames: ['state'] as const,
  registers,
  collect() {
    let total = 0;
    let idle = 0;
    for (const pool of pools) {
      total += pool.totalCount;
      idle += pool.idleCount;
    }
    this.set({ state: 'in_use' }, total - idle);
    this.set({ state: 'idle' }, idle);
  },
});

new Gauge({
  name: 'lr_db_pool_waiting',
  help: 'Queries waiting for a free database connection',
  registers,
  collect() {
    this.set([...pools].reduce((sum, pool) => sum + pool.waitingCount, 0));
  },
});

/** Reports a database pool's connections until the returned function is called. */
export function observePool(pool: PoolCounts): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

let processMetrics = false;

/** CPU, memory, event-loop lag, handles, GC: collected once per process, from the first server that exposes metrics. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

const operationNames = new Set<string>();
const MAX_OPERATION_NAMES = 200;

/** Operation names are chosen by clients: the label keeps the first few hundred plain names, then "other". */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (operationNames.has(name)) return name;
  if (!/^[A-Za-z_]\w{0,63}$/.test(name) || operationNames.size >= MAX_OPERATION_NAMES) return 'other';
  operationNames.add(name);
  return name;
}
