/**
 * Fan-out: N graphql-ws subscribers of `alertChanged`, one alert published through the API per round; how long
 * until the last subscriber has it. The floor is a bare `ws` broadcast of the same bytes to N clients, measured in
 * the same run, rounds interleaved (GraphQL, bare, GraphQL, ...) and the medians of the rounds reported, because the
 * machine is shared. Subscribers and the bare server run in their own processes (bench/fanout-peers.ts). Also per
 * GraphQL round: the time from the commit (the NOTIFY heard by a LISTEN connection of this process) to the last
 * receipt, the API process's CPU, and the database queries (alert loads) the event caused.
 * N from FANOUT_CLIENTS (default 1000,5000,10000), rounds from FANOUT_ROUNDS (5). Writes bench/results/fanout-<time>.json.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../api/src/db/bootstrap.js';
import { createAppServer } from '../api/src/server/app.js';
import { EVENTS_CHANNEL } from '../api/src/core/events/events.js';
import { makeDmcOfficer, tokenFor } from '../api/src/testing/factories.js';
import type { PeerMessage, PeerRequest } from './fanout-peers.js';
import { distribution, ratio, type Distribution } from './stats.js';

const SIZES = (process.env.FANOUT_CLIENTS ?? '1000,5000,10000')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => n > 0);
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 5);
const TIMEOUT_MS = 120_000;
export const QUERY =
  'subscription { alertChanged { id typeLabel severity status latitude longitude issuedAt district { code name } dsDivision { code name } } }';
export const now = () => performance.timeOrigin + performance.now();

/** Every query the API process sends to PostgreSQL, with its time (for queries per event). */
const queries: { at: number; text: string }[] = [];
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  queries.push({ at: now(), text: typeof first === 'string' ? first : (first?.text ?? '') });
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

export interface Peer {
  process: ChildProcess;
  next(type: PeerMessage['type']): Promise<PeerMessage>;
  send(message: unknown): void;
}

export function startPeer(request: PeerRequest): Peer {
  const child = fork(join(import.meta.dirname, 'fanout-peers.ts'), [JSON.stringify(request)], {
    execArgv: ['--import', 'tsx'],
  });
  const inbox: PeerMessage[] = [];
  const waiting: { type: string; resolve: (m: PeerMessage) => void; reject: (e: Error) => void }[] = [];
  child.on('message', (message: PeerMessage) => {
    if (message.type === 'failed') for (const w of waiting.splice(0)) w.reject(new Error(message.error));
    const index = waiting.findIndex((w) => w.type === message.type);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(message);
    else inbox.push(message);
  });
  return {
    process: child,
    send: (message) => child.send(message as never),
    next: (type) => {
      const index = inbox.findIndex((m) => m.type === type);
      if (index >= 0) return Promise.resolve(inbox.splice(index, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
        waiting.push({ type, resolve: (m) => (clearTimeout(timer), resolve(m)), reject });
      });
    },
  };
}

export async function until(check: () => boolean): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > TIMEOUT_MS) throw new Error('timed out waiting for the subscribers');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface GraphqlRound {
  latency: Distribution;
  commitToLast: number;
  cpuPercentOfOneCore: number;
  queries: number;
  alertLoads: number;
  sample: string;
}

/** Publishes one alert and waits for every subscriber; the commit is when our LISTEN connection hears the NOTIFY. */
export async function graphqlRound(
  baseUrl: string,
  token: string,
  clients: Peer | null,
  commits: number[],
): Promise<GraphqlRound> {
  const heard = commits.length;
  const firstQuery = queries.length;
  const cpu = process.cpuUsage();
  const t0 = now();
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation { createAlert(input: { dsDivision: "LK1106", type: FLOOD, severity: HIGH }) { id } }',
    }),
  });
  if (!res.ok) throw new Error(`publish failed: ${res.status}`);
  const received = clients
    ? ((await clients.next('received')) as Extract<PeerMessage, { type: 'received' }>)
    : { times: [now()], sample: '' };
  const last = Math.max(...received.times);
  const wall = now() - t0;
  const used = process.cpuUsage(cpu);
  await until(() => commits.length > heard);
  const during = queries.slice(firstQuery);
  return {
    latency: distribution(received.times.map((t) => t - t0)),
    commitToLast: Math.round((last - commits[heard]!) * 10) / 10,
    cpuPercentOfOneCore: Math.round(((used.user + used.system) / 1000 / wall) * 100),
    queries: during.length,
    alertLoads: during.filter((q) => /^select/i.test(q.text.trim()) && /from "alerts"/i.test(q.text)).length,
    sample: received.sample,
  };
}

async function bareRound(server: Peer, clients: Peer, payload: string): Promise<Distribution> {
  server.send({ payload });
  const [sent, received] = await Promise.all([server.next('sent'), clients.next('received')]);
  const t0 = (sent as Extract<PeerMessage, { type: 'sent' }>).at;
  return distribution((received as Extract<PeerMessage, { type: 'received' }>).times.map((t) => t - t0));
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
export const medianOf = (rounds: Distribution[]): Distribution => ({
  count: rounds[0]!.count,
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
  max: median(rounds.map((r) => r.max)),
});

interface Row {
  clients: number;
  graphql: Distribution;
  bareWs: Distribution;
  ratio: { p50: number; p99: number; max: number };
  commitToLastP99: number;
  cpuPercentOfOneCore: number;
  queriesPerEvent: number;
  alertLoadsPerEvent: number;
  rounds: {
    graphql: Distribution[];
    bareWs: Distribution[];
    commitToLast: number[];
    cpu: number[];
    queries: number[];
    alertLoads: number[];
  };
}

async function measure(
  baseUrl: string,
  token: string,
  n: number,
  members: () => number,
  commits: number[],
  baseline: GraphqlRound,
): Promise<Row> {
  const bareServer = startPeer({ kind: 'bare-server' });
  const { port } = (await bareServer.next('ready')) as Extract<PeerMessage, { type: 'ready' }>;
  const subscribersBefore = members();
  const graphqlClients = startPeer({
    kind: 'graphql-clients',
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    count: n,
    query: QUERY,
  });
  const bareClients = startPeer({ kind: 'bare-clients', url: `ws://127.0.0.1:${port}`, count: n });
  try {
    await Promise.all([graphqlClients.next('ready'), bareClients.next('ready')]);
    await until(() => members() >= subscribersBefore + n);
    await new Promise((r) => setTimeout(r, 500));
    const graphql: GraphqlRound[] = [];
    const bare: Distribution[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      graphql.push(await graphqlRound(baseUrl, token, graphqlClients, commits));
      bare.push(await bareRound(bareServer, bareClients, graphql[0]!.sample));
    }
    const g = medianOf(graphql.map((r) => r.latency));
    const b = medianOf(bare);
    return {
      clients: n,
      graphql: g,
      bareWs: b,
      ratio: { p50: ratio(g.p50, b.p50), p99: ratio(g.p99, b.p99), max: ratio(g.max, b.max) },
      commitToLastP99: median(graphql.map((r) => r.commitToLast)),
      cpuPercentOfOneCore: median(graphql.map((r) => r.cpuPercentOfOneCore)),
      queriesPerEvent: median(graphql.map((r) => r.queries)) - baseline.queries,
      alertLoadsPerEvent: median(graphql.map((r) => r.alertLoads)) - baseline.alertLoads,
      rounds: {
        graphql: graphql.map((r) => r.latency),
        bareWs: bare,
        commitToLast: graphql.map((r) => r.commitToLast),
        cpu: graphql.map((r) => r.cpuPercentOfOneCore),
        queries: graphql.map((r) => r.queries),
        alertLoads: graphql.map((r) => r.alertLoads),
      },
    };
  } finally {
    for (const peer of [graphqlClients, bareClients, bareServer]) peer.process.kill();
    await until(() => members() <= subscribersBefore);
  }
}

export async function runFanout(): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lr-bench-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined }, () => undefined);
  const server = await createAppServer({
    orm: database.orm,
    log: () => undefined,
    readyTimeoutMs: 10_000,
    security: { wsConnectionsPerAddress: 1_000_000, wsSubscriptionsPerAddress: 1_000_000 },
  });
  const port = await server.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${port}`;
  const officer = await makeDmcOfficer(database.orm.em, 'LK11');
  const token = await tokenFor(database.orm.em, officer);
  const commits: number[] = [];
  const listener = new pg.Client({ connectionString: database.orm.config.get('clientUrl') });
  listener.on('notification', () => commits.push(now()));
  await listener.connect();
  await listener.query(`listen ${EVENTS_CHANNEL}`);
  const rows: Row[] = [];
  const failures: { clients: number; error: string }[] = [];
  const loadBefore = loadavg();
  try {
    // The publishing request's own queries, with nobody subscribed: subtracted to give the queries the fan-out made.
    const baseline = await graphqlRound(baseUrl, token, null, commits);
    for (const n of SIZES) {
      try {
        rows.push(await measure(baseUrl, token, n, () => server.liveSize().members, commits, baseline));
      } catch (error) {
        failures.push({ clients: n, error: String(error) });
        console.log(`${n} clients failed: ${String(error)}`);
      }
    }
  } finally {
    await listener.end();
    await server.close();
    await new Promise((r) => server.httpServer.close(r));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nFan-out: one alert to N subscribers, medians of ${ROUNDS} interleaved rounds (ms from publish to receipt; bare ws = broadcast floor)`,
  );
  console.log(
    'clients | graphql p50 / p99 / max | bare ws p50 / p99 / max | ratio p50 / p99 / max | commit->last | API CPU (1 core) | queries (alert loads) per event',
  );
  for (const r of rows)
    console.log(
      `${String(r.clients).padStart(7)} | ${[r.graphql.p50, r.graphql.p99, r.graphql.max].join(' / ').padEnd(23)} | ${[r.bareWs.p50, r.bareWs.p99, r.bareWs.max].join(' / ').padEnd(23)} | ${r.ratio.p50} / ${r.ratio.p99} / ${r.ratio.max} | ${r.commitToLastP99} | ${r.cpuPercentOfOneCore}% | ${r.queriesPerEvent} (${r.alertLoadsPerEvent})`,
    );
  const load = {
    before: loadBefore.map((l) => Math.round(l * 10) / 10),
    after: loadavg().map((l) => Math.round(l * 10) / 10),
  };
  console.log(`Load average (1/5/15 min) before ${load.before.join(' / ')}, after ${load.after.join(' / ')}`);
  const result = {
    bench: 'fanout',
    at: new Date().toISOString(),
    node: process.version,
    rounds: ROUNDS,
    loadAverage: load,
    rows,
    failures,
  };
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/fanout-${result.at.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify(result, null, 2));
  console.log(`Wrote ${file}`);
  return result;
}
