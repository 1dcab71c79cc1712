/**
 * API bench: each main read path through our GraphQL and REST and the same rows through raw `pg`, at
 * several national-scale sizes, interleaved in rounds (the machine is noisy) and summarised by medians; and the
 * home page's server render against the demo data. A visitor's call (no session) is measured twice: as served, from
 * the answer the server shares among visitors, and "unshared", on a second server that computes every call.
 * Writes bench/results/api-<time>.json.
 *
 * API_BENCH_SIZES (aid requests, default 10000,100000), API_BENCH_ROUNDS (3), API_BENCH_SECONDS per measurement (2),
 * API_BENCH_CONCURRENCY (8), API_BENCH_RENDERS per round (5), API_BENCH_DATA_DIR (a temporary folder, removed
 * afterwards unless given) and API_BENCH_REUSE=1 to keep a size already seeded there.
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { User } from '../api/src/accounts/user.entity.js';
import { createSession } from '../api/src/accounts/sessions.js';
import { createAppServer, type AppServer } from '../api/src/server/app.js';
import { openBenchDatabases, type BenchDatabase } from './api-databases.js';
import { checkCall, DEEP_PAGE, deepOffsetFor, DISTRICT, FIRST_PAGE, readPaths, type Variants } from './api-paths.js';
import {
  deepPageGoals,
  formatGoals,
  growthGoals,
  homePageGoals,
  medianMeasure,
  throughputGoals,
  type Measure,
  type PageRender,
  type PathResults,
} from './api-report.js';
import { measureHomeRender } from './home-render.js';
import { runHttpLoad } from './http-load.js';
import { runLoad, type LoadResult } from './load.js';
import { distribution } from './stats.js';

const env = (name: string, fallback: string) => process.env[name] ?? fallback;
const SIZES = env('API_BENCH_SIZES', '10000,100000')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => n > 0);
const ROUNDS = Number(env('API_BENCH_ROUNDS', '3'));
const SECONDS = Number(env('API_BENCH_SECONDS', '2'));
const CONCURRENCY = Number(env('API_BENCH_CONCURRENCY', '8'));
const RENDERS = Number(env('API_BENCH_RENDERS', '5'));
const PAGE_SIZE = 6; // the home page's aid table

interface Running {
  db: BenchDatabase;
  server: AppServer;
  pool: pg.Pool;
  baseUrl: string;
  /** A second server over the same database that shares no public answer: every visitor's call is computed. */
  unshared: AppServer;
  unsharedUrl: string;
  paths: Record<string, Variants>;
  volunteerToken: string;
}

async function tokenOf(db: BenchDatabase, where: Record<string, unknown>): Promise<string> {
  const em = db.database.orm.em.fork();
  const user = await em.findOneOrFail(User, where, { orderBy: { id: 'asc' } });
  return (await createSession(em, user)).token;
}

async function start(db: BenchDatabase, webDist: string): Promise<Running> {
  const server = await createAppServer({ orm: db.database.orm, webDist, log: () => undefined });
  const port = await server.listen(0, '127.0.0.1');
  const unshared = await createAppServer({
    orm: db.database.orm,
    webDist,
    log: () => undefined,
    publicAnswerSeconds: 0,
  });
  const unsharedPort = await unshared.listen(0, '127.0.0.1');
  const pool = new pg.Pool({ connectionString: db.database.db.url, max: 10 });
  pool.on('error', () => undefined);
  const ongoing = Number(
    (await pool.query(`select count(*) as n from aid_requests where status = 'APPROVED'`)).rows[0].n,
  );
  const deepOffset = deepOffsetFor(ongoing, PAGE_SIZE);
  // The row just before the deep page (found once, by OFFSET, here only): the API and raw pg continue after it.
  const before = (
    await pool.query<{ id: number }>(
      `select id from aid_requests where status = 'APPROVED' order by created_at desc, id desc offset $1 limit 1`,
      [Math.max(0, deepOffset - 1)],
    )
  ).rows[0];
  const dmcToken = await tokenOf(db, { role: 'DMC_OFFICER', district: DISTRICT.code });
  const paths = readPaths({ dmcToken, pool, pageSize: PAGE_SIZE, deepAfterId: before?.id ?? 1 });
  return {
    db,
    server,
    pool,
    baseUrl: `http://127.0.0.1:${port}`,
    unshared,
    unsharedUrl: `http://127.0.0.1:${unsharedPort}`,
    paths,
    volunteerToken: await tokenOf(db, { role: 'VOLUNTEER' }),
  };
}

async function untilIdle(pool: pg.Pool): Promise<void> {
  const busy = `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`;
  for (let waited = 0; waited < 120_000 && (await pool.query<{ n: number }>(busy)).rows[0]!.n > 0; waited += 200)
    await new Promise((r) => setTimeout(r, 200));
}

async function measureVariants(run: Running, variants: Variants): Promise<[string, LoadResult][]> {
  const load = { concurrency: CONCURRENCY, seconds: SECONDS };
  const out: [string, LoadResult][] = [];
  for (const variant of ['graphql', 'rest'] as const) {
    const call = variants[variant];
    if (!call) continue;
    // A visitor's call is measured twice: as served (one answer shared by all) and computed for each call.
    const servers: [string, string][] = [[variant, run.baseUrl]];
    if (!call.headers.authorization) servers.push([`${variant} unshared`, run.unsharedUrl]);
    for (const [label, baseUrl] of servers) {
      // Checked once per measurement: a GraphQL error answers 200, which the load generator would count as success.
      const bytes = await checkCall(baseUrl, call);
      out.push([label, { ...(await runHttpLoad(baseUrl, call, load)), bytes }]);
      // The load generator stops at the deadline, not the server: let calls still under way finish first.
      await untilIdle(run.pool);
    }
  }
  if (variants.raw) out.push(['raw', await runLoad(variants.raw, load)]);
  return out;
}

/** What a round keeps of one load run. */
const measureOf = (r: LoadResult): Measure => ({
  requestsPerSecond: r.requestsPerSecond,
  p50: r.latency.p50,
  p99: r.latency.p99,
  bytes: r.bytes,
  errors: r.errors,
});

/** Every path and variant once per size, sizes and variants interleaved, for ROUNDS rounds. */
async function measurePaths(runs: Running[]): Promise<PathResults> {
  const rounds: Record<string, Record<string, Record<string, Measure[]>>> = {};
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`  round ${round}/${ROUNDS}`);
    for (const pathName of Object.keys(runs[0]!.paths)) {
      for (const run of runs) {
        for (const [variant, r] of await measureVariants(run, run.paths[pathName]!)) {
          console.log(
            `    ${run.db.label.padStart(9)}  ${pathName.padEnd(30)} ${variant.padEnd(16)} ${String(r.requestsPerSecond).padStart(8)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms${r.errors ? `  ${r.errors} errors` : ''}`,
          );
          (((rounds[String(run.db.size)] ??= {})[pathName] ??= {})[variant] ??= []).push(measureOf(r));
        }
      }
    }
  }
  const results: PathResults = {};
  for (const [size, paths] of Object.entries(rounds))
    for (const [path, variants] of Object.entries(paths))
      for (const [variant, measures] of Object.entries(variants))
        ((results[size] ??= {})[path] ??= {})[variant] = medianMeasure(measures);
  return results;
}

async function measureHome(runs: Running[], demo: Running): Promise<Record<string, PageRender>> {
  const samples: Record<string, PageRender[]> = {};
  for (let round = 1; round <= ROUNDS; round++)
    for (const run of [demo, ...runs])
      (samples[run.db.label] ??= []).push(await measureHomeRender(run.baseUrl, run.volunteerToken, RENDERS));
  return Object.fromEntries(
    Object.entries(samples).map(([label, s]) => {
      const m = medianMeasure(
        s.map((p) => ({ requestsPerSecond: 0, p50: p.p50, p99: p.p99, bytes: p.htmlBytes, errors: 0 })),
      );
      return [
        label,
        {
          p50: m.p50,
          p99: m.p99,
          htmlBytes: m.bytes,
          gzipBytes: distribution(s.map((p) => p.gzipBytes)).p50,
          fallbacks: s.reduce((n, p) => n + p.fallbacks, 0),
        },
      ];
    }),
  );
}

function printTable(results: PathResults): void {
  console.log(
    `\n${'size'.padStart(9)}  ${'read path'.padEnd(30)} ${'variant'.padEnd(16)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'bytes'.padStart(9)}`,
  );
  for (const [size, paths] of Object.entries(results))
    for (const [path, variants] of Object.entries(paths))
      for (const [variant, m] of Object.entries(variants))
        console.log(
          `${Number(size).toLocaleString('en').padStart(9)}  ${path.padEnd(30)} ${variant.padEnd(16)} ${String(m.requestsPerSecond).padStart(8)} ${String(m.p50).padStart(8)} ${String(m.p99).padStart(8)} ${String(m.bytes).padStart(9)}${m.errors ? `  (${m.errors} errors)` : ''}`,
        );
}

/**
 * What a call costs our server before any read (not a goal, the reference the throughput ratios are read against):
 * the process answering (/livez, the HTTP stack with its headers, access log and metrics) and GraphQL answering
 * `{ __typename }` (the same plus Apollo Server's pipeline), on the server that shares no answer, in rounds.
 */
async function measureFloor(run: Running): Promise<Record<string, Measure>> {
  const calls = {
    'HTTP (GET /livez)': { method: 'GET', path: '/livez', headers: {} },
    'GraphQL ({ __typename })': {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    },
  } as const;
  const rounds: Record<string, Measure[]> = {};
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, call] of Object.entries(calls)) {
      const r = await runHttpLoad(run.unsharedUrl, call, { concurrency: CONCURRENCY, seconds: SECONDS });
      (rounds[name] ??= []).push(measureOf(r));
    }
  return Object.fromEntries(Object.entries(rounds).map(([name, measures]) => [name, medianMeasure(measures)]));
}

export async function runApi(): Promise<void> {
  console.log(
    `sizes ${SIZES.join(', ')}; ${ROUNDS} rounds of ${SECONDS} s at concurrency ${CONCURRENCY}; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`,
  );
  execSync('npm run --silent build:web -- --quiet', {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const dataDir = process.env.API_BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lr-bench-api-'));
  const { databases, stop } = await openBenchDatabases(dataDir, SIZES, process.env.API_BENCH_REUSE === '1', (m) =>
    console.log(m),
  );
  const running: Running[] = [];
  try {
    for (const db of databases) running.push(await start(db, resolve('web/dist')));
    const [demo, ...sized] = running;
    const paths = await measurePaths(sized);
    const home = await measureHome(sized, demo!);
    const floor = await measureFloor(sized[0]!);
    const largest = sized[sized.length - 1]!.db;
    const goals = [
      ...growthGoals(paths),
      ...deepPageGoals(paths, FIRST_PAGE, DEEP_PAGE),
      ...throughputGoals(paths),
      ...homePageGoals(home.demo!, home[largest.label]!, largest.size!),
    ];
    printTable(paths);
    console.log('\nhome page render (signed-in, uncached):');
    for (const [label, h] of Object.entries(home))
      console.log(
        `  ${label.padStart(9)}: p50 ${h.p50} ms, p99 ${h.p99} ms, ${h.htmlBytes} B HTML (${h.gzipBytes} B gzipped)${h.fallbacks ? `, ${h.fallbacks} fell back to the browser-drawn page` : ''}`,
      );
    console.log('\nthe floor, before any read (unshared server):');
    for (const [name, m] of Object.entries(floor))
      console.log(`  ${name.padEnd(26)} ${m.requestsPerSecond} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms`);
    console.log(`\nthe API goals:\n${formatGoals(goals)}`);
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    const config = {
      sizes: SIZES,
      rounds: ROUNDS,
      seconds: SECONDS,
      concurrency: CONCURRENCY,
      renders: RENDERS,
      cores: cpus().length,
      loadAverage: loadavg(),
    };
    const seedSeconds = Object.fromEntries(databases.filter((d) => d.size).map((d) => [d.size, d.seedSeconds]));
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), config, seedSeconds, paths, floor, home, goals }, null, 2)}\n`,
    );
    console.log(`\nwritten to ${file}`);
  } finally {
    for (const run of running) {
      await run.server.close();
      await run.unshared.close();
      await run.pool.end();
    }
    await stop();
    if (!process.env.API_BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}
