/**
 * Fan-out: N graphql-ws clients subscribed to alerts, one alert published through the API; how long until every
 * client has it. The floor is a bare `ws` broadcast of the same payload to N clients, measured in the same run.
 * N from FANOUT_CLIENTS (default 1000,5000). Writes bench/results/fanout-<time>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket, { WebSocketServer } from 'ws';
import { openDatabase } from '../api/src/db/bootstrap.js';
import { createAppServer } from '../api/src/server/app.js';
import { makeDmcOfficer, tokenFor } from '../api/src/testing/factories.js';
import { distribution, ratio, type Distribution } from './stats.js';

const SIZES = (process.env.FANOUT_CLIENTS ?? '1000,5000').split(',').map((n) => Number(n.trim())).filter((n) => n > 0);
const BATCH = 250;
const TIMEOUT_MS = 120_000;

async function inBatches<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += BATCH) out.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => make(i + j)))));
  return out;
}

function waitAll(received: () => number, n: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => (received() >= n ? resolve() : Date.now() - started > TIMEOUT_MS ? reject(new Error(`only ${received()} of ${n} received`)) : setTimeout(tick, 5));
    tick();
  });
}

async function graphqlFanout(baseUrl: string, token: string, n: number): Promise<{ latency: Distribution; payload: string }> {
  const latencies: number[] = [];
  let t0 = 0;
  let payload = '';
  const clients: Client[] = await inBatches(n, async () => {
    const client = createClient({ url: `${baseUrl.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0 });
    await new Promise<void>((resolve, reject) => {
      client.on('connected', () => resolve());
      client.on('error', reject);
    });
    client.subscribe({ query: 'subscription { alertChanged { id typeLabel severity status latitude longitude issuedAt district { code name } dsDivision { code name } } }' }, {
      next: (value) => {
        latencies.push(performance.now() - t0);
        if (!payload) payload = JSON.stringify({ type: 'next', id: '1', payload: value });
      },
      error: () => undefined,
      complete: () => undefined,
    });
    return client;
  });
  await new Promise((r) => setTimeout(r, 500)); // let every subscribe message reach the server
  t0 = performance.now();
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'mutation { createAlert(input: { dsDivision: "LK1106", type: FLOOD, severity: HIGH }) { id } }' }),
  });
  if (!res.ok) throw new Error(`publish failed: ${res.status}`);
  await waitAll(() => latencies.length, n);
  for (const client of clients) void client.dispose();
  return { latency: distribution(latencies), payload };
}

async function bareBroadcast(n: number, payload: string): Promise<Distribution> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  const latencies: number[] = [];
  let t0 = 0;
  const sockets = await inBatches(n, () => new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}`);
    ws.on('message', () => latencies.push(performance.now() - t0));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  }));
  await new Promise((r) => setTimeout(r, 500));
  t0 = performance.now();
  for (const client of server.clients) client.send(payload);
  await waitAll(() => latencies.length, n);
  for (const s of sockets) s.terminate();
  await new Promise((r) => server.close(r));
  return distribution(latencies);
}

export async function runFanout(): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lr-bench-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined }, () => undefined);
  const server = await createAppServer({ orm: database.orm, log: () => undefined });
  const port = await server.listen(0, '127.0.0.1');
  const officer = await makeDmcOfficer(database.orm.em, 'LK11');
  const token = await tokenFor(database.orm.em, officer);
  const rows: { clients: number; graphql: Distribution; bareWs: Distribution; ratio: { p50: number; p99: number; max: number } }[] = [];
  try {
    for (const n of SIZES) {
      const graphql = await graphqlFanout(`http://127.0.0.1:${port}`, token, n);
      const bareWs = await bareBroadcast(n, graphql.payload);
      rows.push({ clients: n, graphql: graphql.latency, bareWs, ratio: { p50: ratio(graphql.latency.p50, bareWs.p50), p99: ratio(graphql.latency.p99, bareWs.p99), max: ratio(graphql.latency.max, bareWs.max) } });
    }
  } finally {
    await server.close();
    await new Promise((r) => server.httpServer.close(r));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\nFan-out: one alert to N subscribers (ms from publish to receipt; bare ws = broadcast floor)');
  console.log('clients | graphql p50 / p99 / max | bare ws p50 / p99 / max | ratio p50 / p99 / max');
  for (const r of rows)
    console.log(`${String(r.clients).padStart(7)} | ${[r.graphql.p50, r.graphql.p99, r.graphql.max].join(' / ').padEnd(23)} | ${[r.bareWs.p50, r.bareWs.p99, r.bareWs.max].join(' / ').padEnd(23)} | ${r.ratio.p50} / ${r.ratio.p99} / ${r.ratio.max}`);
  const result = { bench: 'fanout', at: new Date().toISOString(), node: process.version, rows };
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/fanout-${result.at.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify(result, null, 2));
  console.log(`Wrote ${file}`);
  return result;
}
