/**
 * `npm run bench -- soak`: 60 s of public reads and submissions at once, each path at a fixed stated rate
 * (autocannon's overallRate, not as fast as possible), against the built server in its own process behind a
 * "proxy" (TRUST_PROXY=1: every submission comes from its own X-Forwarded-For address). A static asset of the build
 * is fetched alongside at the home page's rate as the baseline: each path's p50/p99 is also given as a ratio of the
 * asset's. Afterwards the rows stored are counted against the submissions acknowledged. Writes
 * bench/results/soak-<time>.json; fails (non-zero exit) on any error, non-2xx, bad answer or row mismatch.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { ratio } from './stats.js';
import { sendOnce, soakCalls, submissionTable, type SoakCall } from './soak-calls.js';
import { startSoakServer, type SoakServer } from './soak-server.js';

const SECONDS = 60;
const TIMEOUT_SECONDS = 10;
/** Requests per second of each path: reads 150/s in all, submissions 10/s in all, the baseline at the home page's. */
const RATES: Record<string, number> = {
  'static asset (baseline)': 30,
  'GET / (home page)': 30,
  'GraphQL Alerts': 25,
  'REST /Alerts/all': 25,
  'GraphQL OngoingAidRequests': 35,
  'REST /AidRequest/ongoing': 35,
  'REST POST /AidRequest/create': 3,
  'GraphQL createAidRequest': 3,
  'REST POST /Symptoms/create': 2,
  'GraphQL submitReport': 2,
};

interface PathRun {
  rate: number;
  latencies: number[];
  badAnswers: number;
  badSamples: string[];
  ids: number[];
  result?: autocannon.Result;
}

/** Nearest-rank percentile of sorted values, rounded to 0.1 ms. */
const percentile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN) * 10) / 10;

/** The asset of the build the home page loads first: its entry script. */
async function entryScript(base: string): Promise<string> {
  const page = await (await fetch(`${base}/`)).text();
  const src = /<script[^>]*src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  if (!src) throw new Error('no entry script on the home page');
  return src;
}

/** Each call once before the load, so a broken call fails at once with its answer. */
async function checkCalls(base: string, calls: Record<string, SoakCall>, next: () => number): Promise<void> {
  for (const [name, call] of Object.entries(calls)) {
    const answer = await sendOnce(base, call, next());
    if (!answer.ok) throw new Error(`${name} answered ${answer.status}: ${answer.body}`);
  }
}

/** One path at its rate for the soak's duration; starts after `delayMs` so the paths' per-second bursts interleave. */
async function loadPath(
  base: string,
  call: SoakCall,
  run: PathRun,
  next: () => number,
  delayMs: number,
): Promise<void> {
  await new Promise((r) => setTimeout(r, delayMs));
  const first = call.request(0);
  run.result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: `${base}${first.path}`,
        // One request a second per connection; a fixed count (not a duration) so that every request sent is answered
        // and read: none is left in flight at the end, and the rows stored must equal the submissions acknowledged.
        connections: run.rate,
        overallRate: run.rate,
        amount: run.rate * SECONDS,
        timeout: TIMEOUT_SECONDS,
        requests: [
          {
            setupRequest: (request) => ({ ...request, ...call.request(next()) }),
            onResponse: (status, body) => {
              const answer = call.answer(status, body);
              if (answer.ok && answer.id !== undefined) run.ids.push(answer.id);
              if (answer.ok) return;
              run.badAnswers++;
              if (run.badSamples.length < 3) run.badSamples.push(`${status} ${body.slice(0, 200)}`);
            },
          },
        ],
      },
      (error, result) => (error ? fail(error as Error) : done(result)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => run.latencies.push(ms));
  });
}

function figures(name: string, run: PathRun, baseline: { p50: number; p99: number }) {
  const r = run.result!;
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  return {
    path: name,
    statedRate: run.rate,
    achievedRate: Math.round((r.requests.total / Math.max(r.duration, 0.001)) * 10) / 10,
    requests: r.requests.total,
    seconds: Math.round(r.duration * 10) / 10,
    latencyMs: { p50, p95: percentile(sorted, 0.95), p99, max: percentile(sorted, 1) },
    p50OverBaseline: ratio(p50, baseline.p50),
    p99OverBaseline: ratio(p99, baseline.p99),
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    badAnswers: run.badAnswers,
    badSamples: run.badSamples,
  };
}

/** Rows of each table made during the load against the submissions acknowledged for it. */
async function countRows(server: SoakServer, runs: Record<string, PathRun>, before: Record<string, number>) {
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 1 });
  try {
    const tables = ['aid_requests', 'reports'] as const;
    return await Promise.all(
      tables.map(async (table) => {
        const acknowledged = Object.entries(runs)
          .filter(([name, run]) => run.ids.length && submissionTable(name) === table)
          .flatMap(([, run]) => run.ids);
        const stored = Number(
          (await pool.query<{ n: string }>(`select count(*) as n from ${table} where id > $1`, [before[table]]))
            .rows[0]!.n,
        );
        const storedAcknowledged = Number(
          (await pool.query<{ n: string }>(`select count(*) as n from ${table} where id = any($1)`, [acknowledged]))
            .rows[0]!.n,
        );
        return {
          table,
          acknowledged: acknowledged.length,
          distinctAcknowledged: new Set(acknowledged).size,
          stored,
          storedAcknowledged,
        };
      }),
    );
  } finally {
    await pool.end();
  }
}

async function maxIds(databaseUrl: string): Promise<Record<string, number>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const max = async (table: string) =>
      Number((await pool.query<{ n: string }>(`select coalesce(max(id), 0) as n from ${table}`)).rows[0]!.n);
    return { aid_requests: await max('aid_requests'), reports: await max('reports') };
  } finally {
    await pool.end();
  }
}

export async function runSoak(): Promise<unknown> {
  const server = await startSoakServer('1');
  const runId = Date.now().toString(36);
  let counter = 0;
  const next = () => ++counter;
  try {
    const calls = soakCalls(runId, await entryScript(server.base));
    await checkCalls(server.base, calls, next);
    const before = await maxIds(server.databaseUrl);
    const runs: Record<string, PathRun> = Object.fromEntries(
      Object.keys(calls).map((name) => [
        name,
        { rate: RATES[name]!, latencies: [], badAnswers: 0, badSamples: [], ids: [] },
      ]),
    );
    const loadBefore = loadavg();
    const cpuBefore = server.cpuSeconds();
    console.log(
      `  ${Object.keys(calls).length} paths at once for ${SECONDS} s against ${server.base} (built server, own process)…`,
    );
    const names = Object.keys(calls);
    const loadStarted = Date.now();
    await Promise.all(
      names.map((name, i) =>
        loadPath(server.base, calls[name]!, runs[name]!, next, Math.round((i * 1000) / names.length)),
      ),
    );
    const loadSeconds = Math.round((Date.now() - loadStarted) / 100) / 10;
    const serverCpuSeconds = Math.round((server.cpuSeconds() - cpuBefore) * 10) / 10;
    const loadAfter = loadavg();
    const rows = await countRows(server, runs, before);
    const baselineRun = runs['static asset (baseline)']!;
    const baselineSorted = [...baselineRun.latencies].sort((a, b) => a - b);
    const baseline = { p50: percentile(baselineSorted, 0.5), p99: percentile(baselineSorted, 0.99) };
    const paths = names.map((name) => figures(name, runs[name]!, baseline));
    const failures = paths.reduce((n, p) => n + p.non2xx + p.errors + p.timeouts + p.badAnswers, 0);
    const mismatches = rows.filter(
      (r) =>
        r.stored !== r.acknowledged ||
        r.storedAcknowledged !== r.acknowledged ||
        r.distinctAcknowledged !== r.acknowledged,
    ).length;
    const report = {
      date: new Date().toISOString(),
      config: {
        seconds: SECONDS,
        rates: RATES,
        readsPerSecond: names.filter((n) => calls[n]!.kind === 'read').reduce((s, n) => s + RATES[n]!, 0),
        submissionsPerSecond: names.filter((n) => calls[n]!.kind === 'submission').reduce((s, n) => s + RATES[n]!, 0),
        connectionsPerPath: 'its rate (each connection 1 request a second, the next one sent after the answer)',
        timeoutSeconds: TIMEOUT_SECONDS,
        server:
          'node dist/api/src/main.js, NODE_ENV=production, TRUST_PROXY=1, embedded PostgreSQL with the demo data; autocannon in the bench process',
        cores: cpus().length,
        loadAverageBefore: loadBefore.map((n) => Math.round(n * 100) / 100),
        loadAverageAfter: loadAfter.map((n) => Math.round(n * 100) / 100),
      },
      serverCpuSeconds,
      // Over the load's real duration: a path that falls behind runs past its 60 s.
      loadSeconds,
      serverCpuShareOfOneCore: ratio(serverCpuSeconds, loadSeconds),
      serverErrorLogLines: server.errorLogLines(),
      paths,
      rows,
      failures,
      mismatches,
    };
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/soak-${report.date.replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    for (const p of paths)
      console.log(
        `  ${p.path.padEnd(30)} ${String(p.achievedRate).padStart(6)}/s of ${String(p.statedRate).padStart(3)} in ${p.seconds} s  p50 ${p.latencyMs.p50} p95 ${p.latencyMs.p95} p99 ${p.latencyMs.p99} ms  (x${p.p50OverBaseline} / x${p.p99OverBaseline} of the asset)  non-2xx ${p.non2xx} errors ${p.errors} timeouts ${p.timeouts} bad ${p.badAnswers}`,
      );
    for (const r of rows)
      console.log(`  ${r.table}: ${r.stored} stored during the load, ${r.acknowledged} acknowledged`);
    console.log(
      `  server CPU ${serverCpuSeconds} s in ${SECONDS} s; load average ${report.config.loadAverageAfter.join(' ')} on ${report.config.cores} cores; written to ${file}`,
    );
    if (failures || mismatches || report.serverErrorLogLines)
      throw new Error(
        `soak failed: ${failures} failed requests, ${mismatches} row mismatches, ${report.serverErrorLogLines} error log lines (see ${file})`,
      );
    return report;
  } finally {
    await server.stop();
  }
}
