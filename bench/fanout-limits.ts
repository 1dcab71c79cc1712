/**
 * What the live-subscription caps cost the fan-out: the same server, alternately with the caps counting (the code as
 * shipped, caps set above N so nothing is refused) and with the counting switched off (the code before the caps: no
 * count at subscribe, nothing at close). Each block connects N graphql-ws subscribers under one setting (timed: the
 * caps' work happens at subscribe), publishes FANOUT_ROUNDS alerts (publish to last receipt), and disconnects; blocks
 * alternate with/without FANOUT_LIMIT_BLOCKS times each, and the medians of the blocks are compared. N from
 * FANOUT_LIMIT_CLIENTS (default 1000,5000). Writes bench/results/fanout-limits-<time>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../api/src/db/bootstrap.js';
import { createAppServer } from '../api/src/server/app.js';
import { SubscriptionLimits } from '../api/src/server/subscription-limits.js';
import { EVENTS_CHANNEL } from '../api/src/core/events/events.js';
import { makeDmcOfficer, tokenFor } from '../api/src/testing/factories.js';
import { graphqlRound, median, medianOf, now, QUERY, startPeer, until } from './fanout.js';
import { ratio, type Distribution } from './stats.js';

const SIZES = (process.env.FANOUT_LIMIT_CLIENTS ?? '1000,5000')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => n > 0);
const BLOCKS = Number(process.env.FANOUT_LIMIT_BLOCKS ?? 3);
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 5);

type Setting = 'withCaps' | 'withoutCaps';

/** The caps' three calls, as shipped; the bench swaps them for no-ops to measure the code without them. */
const shipped = {
  opened: SubscriptionLimits.prototype.opened,
  closed: SubscriptionLimits.prototype.closed,
  refusal: SubscriptionLimits.prototype.refusal,
};
function use(setting: Setting): void {
  const off = { opened: () => undefined, closed: () => undefined, refusal: () => null };
  Object.assign(SubscriptionLimits.prototype, setting === 'withCaps' ? shipped : off);
}

interface Block {
  setting: Setting;
  subscribeMs: number;
  /** Subscriptions the caps counted once all N were open: N with the caps, 0 without (the switch took). */
  counted: number;
  latency: Distribution;
}

async function block(
  setting: Setting,
  n: number,
  server: { url: string; token: string; members: () => number; counted: () => number; commits: number[] },
): Promise<Block> {
  use(setting);
  const before = server.members();
  const started = now();
  const clients = startPeer({
    kind: 'graphql-clients',
    url: `${server.url.replace('http', 'ws')}/graphql`,
    count: n,
    query: QUERY,
  });
  try {
    await clients.next('ready');
    await until(() => server.members() >= before + n);
    const subscribeMs = Math.round(now() - started);
    const counted = server.counted();
    const rounds: Distribution[] = [];
    for (let round = 0; round < ROUNDS; round += 1)
      rounds.push((await graphqlRound(server.url, server.token, clients, server.commits)).latency);
    return { setting, subscribeMs, counted, latency: medianOf(rounds) };
  } finally {
    clients.process.kill();
    await until(() => server.members() <= before);
  }
}

interface Row {
  clients: number;
  withCaps: ReturnType<typeof summary>;
  withoutCaps: ReturnType<typeof summary>;
  ratio: { p50: number; p99: number; subscribe: number };
  blocks: Block[];
}

const summary = (blocks: Block[]) => ({
  p50: median(blocks.map((b) => b.latency.p50)),
  p99: median(blocks.map((b) => b.latency.p99)),
  max: median(blocks.map((b) => b.latency.max)),
  subscribeMs: median(blocks.map((b) => b.subscribeMs)),
  /** The blocks' lowest and highest p99: the noise the medians are read against. */
  p99Range: [Math.min(...blocks.map((b) => b.latency.p99)), Math.max(...blocks.map((b) => b.latency.p99))],
});

export async function runFanoutLimits(): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lr-bench-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined }, () => undefined);
  const app = await createAppServer({
    orm: database.orm,
    log: () => undefined,
    readyTimeoutMs: 10_000,
    // Above every N: the caps count and check each subscription but refuse none.
    security: { wsConnectionsPerAddress: 1_000_000, wsSubscriptionsPerAddress: 1_000_000 },
  });
  const port = await app.listen(0, '127.0.0.1');
  const officer = await makeDmcOfficer(database.orm.em, 'LK11');
  const server = {
    url: `http://127.0.0.1:${port}`,
    token: await tokenFor(database.orm.em, officer),
    members: () => app.liveSize().members,
    counted: () => app.openSubscriptions(),
    commits: [] as number[],
  };
  // graphqlRound also times from the commit, heard as the NOTIFY on a LISTEN connection.
  const listener = new pg.Client({ connectionString: database.orm.config.get('clientUrl') });
  listener.on('notification', () => server.commits.push(now()));
  await listener.connect();
  await listener.query(`listen ${EVENTS_CHANNEL}`);
  const rows: Row[] = [];
  const loadBefore = loadavg();
  try {
    // A block not counted: the first subscribers and publishes of a process meet cold code and caches.
    await block('withCaps', Math.min(SIZES[0] ?? 100, 200), server);
    for (const n of SIZES) {
      const blocks: Block[] = [];
      for (let i = 0; i < BLOCKS; i += 1) {
        // Alternate which setting goes first, so neither always meets a warmer process.
        const order: Setting[] = i % 2 === 0 ? ['withCaps', 'withoutCaps'] : ['withoutCaps', 'withCaps'];
        for (const setting of order) blocks.push(await block(setting, n, server));
      }
      const withCaps = summary(blocks.filter((b) => b.setting === 'withCaps'));
      const withoutCaps = summary(blocks.filter((b) => b.setting === 'withoutCaps'));
      rows.push({
        clients: n,
        withCaps,
        withoutCaps,
        ratio: {
          p50: ratio(withCaps.p50, withoutCaps.p50),
          p99: ratio(withCaps.p99, withoutCaps.p99),
          subscribe: ratio(withCaps.subscribeMs, withoutCaps.subscribeMs),
        },
        blocks,
      });
    }
  } finally {
    use('withCaps');
    await listener.end();
    await app.close();
    await new Promise((r) => app.httpServer.close(r));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  report(rows, loadBefore);
  const result = {
    bench: 'fanout-limits',
    at: new Date().toISOString(),
    node: process.version,
    rounds: ROUNDS,
    blocksPerSetting: BLOCKS,
    loadAverage: { before: loadBefore, after: loadavg() },
    rows,
  };
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/fanout-limits-${result.at.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify(result, null, 2));
  console.log(`Wrote ${file}`);
  return result;
}

function report(rows: Row[], loadBefore: number[]): void {
  console.log(
    `\nSubscription caps: fan-out of one alert with the caps counting vs switched off, medians of ${BLOCKS} blocks each (ms)`,
  );
  console.log(
    'clients | with caps p50 / p99 (subscribe) | without p50 / p99 (subscribe) | ratio p50 / p99 / subscribe',
  );
  for (const r of rows)
    console.log(
      `${String(r.clients).padStart(7)} | ${r.withCaps.p50} / ${r.withCaps.p99} (${r.withCaps.subscribeMs}) | ${r.withoutCaps.p50} / ${r.withoutCaps.p99} (${r.withoutCaps.subscribeMs}) | ${r.ratio.p50} / ${r.ratio.p99} / ${r.ratio.subscribe}`,
    );
  const counted = rows.flatMap((r) => r.blocks.map((b) => `${b.setting}:${b.counted}`));
  console.log(`Counted subscriptions per block (proves the switch): ${counted.join(', ')}`);
  console.log(`Load average before ${loadBefore.map((l) => l.toFixed(1)).join(' / ')}`);
}
