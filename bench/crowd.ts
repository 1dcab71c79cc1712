/**
 * A crowd on the home page: `GET /` throughput for visitors without a session (the shared page, rendered and
 * compressed once per cache entry) and with one (rendered and compressed per request), against a static file of the
 * same bytes served by the same process (precompressed, as the build's assets). Rounds interleave the three targets
 * so a noisy machine hurts each alike; medians are reported. Goal: the shared page within 1.5x of the static file.
 * Writes bench/results/crowd-<time>.json.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { openDatabase } from '../api/src/db/bootstrap.js';
import { DEMO_PASSWORD, demoLogins, loadDemoDataIfEmpty } from '../api/src/demo/demo-data.js';
import type { Orm } from '../api/src/db/orm.js';
import { createAppServer } from '../api/src/server/app.js';
import { runHttpLoad } from './http-load.js';
import type { LoadResult } from './load.js';
import { ratio } from './stats.js';

const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 3;
const STATIC_FILE = 'crowd-bench-static.html';
const ACCEPT = { 'accept-encoding': 'br, gzip' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function login(base: string, userId: number, role: string): Promise<string> {
  const query =
    'mutation ($userId: Int!, $password: String!, $role: Role!) { login(userId: $userId, password: $password, role: $role) { token } }';
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { userId, password: DEMO_PASSWORD, role } }),
  });
  const body = (await res.json()) as { data?: { login: { token: string } } };
  if (!body.data) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.login.token;
}

async function homePage(orm: Orm, webDist: string): Promise<Buffer> {
  const server = await createAppServer({ orm, webDist, log: () => undefined });
  try {
    const base = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
    return Buffer.from(await (await fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  } finally {
    await server.close();
    await new Promise((r) => server.httpServer.close(r));
  }
}

export async function runCrowd(): Promise<unknown> {
  execSync('npm run --silent build:web -- --quiet', {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'lr-bench-crowd-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined }, () => undefined);
  await loadDemoDataIfEmpty(database.orm.em);
  const webDist = resolve('web/dist');
  const staticPath = join(webDist, STATIC_FILE);
  // The same bytes as the home page, as a file of the build precompressed like its assets (before the server starts:
  // it lists the precompressed files at start).
  const page = await homePage(database.orm, webDist);
  writeFileSync(staticPath, page);
  writeFileSync(`${staticPath}.br`, brotliCompressSync(page));
  writeFileSync(`${staticPath}.gz`, gzipSync(page, { level: 9 }));
  const server = await createAppServer({ orm: database.orm, webDist, log: () => undefined });
  const base = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  try {
    const [demo] = await demoLogins(database.orm.em);
    if (!demo) throw new Error('no demo log-in');
    const token = await login(base, demo.userId, demo.role);

    const targets = {
      staticFile: { method: 'GET' as const, path: `/${STATIC_FILE}`, headers: ACCEPT },
      sharedPage: { method: 'GET' as const, path: '/', headers: ACCEPT },
      signedInPage: { method: 'GET' as const, path: '/', headers: { ...ACCEPT, authorization: `Bearer ${token}` } },
    };
    const runs: Record<keyof typeof targets, LoadResult[]> = { staticFile: [], sharedPage: [], signedInPage: [] };
    for (let round = 1; round <= ROUNDS; round++)
      for (const [name, call] of Object.entries(targets) as [
        keyof typeof targets,
        (typeof targets)[keyof typeof targets],
      ][]) {
        const result = await runHttpLoad(base, call, { concurrency: CONNECTIONS, seconds: SECONDS });
        runs[name].push(result);
        console.log(
          `  round ${round} ${name.padEnd(12)} ${String(result.requestsPerSecond).padStart(8)} req/s  p99 ${result.latency.p99} ms  ${result.bytes} B/answer  errors ${result.errors}`,
        );
      }
    const summary = Object.fromEntries(
      Object.entries(runs).map(([name, results]) => [
        name,
        {
          requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
          p99Ms: median(results.map((r) => r.latency.p99)),
          bytesPerAnswer: median(results.map((r) => r.bytes)),
          errors: results.reduce((n, r) => n + r.errors, 0),
        },
      ]),
    ) as Record<
      keyof typeof targets,
      { requestsPerSecond: number; p99Ms: number; bytesPerAnswer: number; errors: number }
    >;
    const staticOverShared = ratio(summary.staticFile.requestsPerSecond, summary.sharedPage.requestsPerSecond);
    const report = {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      secondsPerRun: SECONDS,
      rounds: ROUNDS,
      pageBytes: page.length,
      summary,
      staticOverShared,
      staticOverSignedIn: ratio(summary.staticFile.requestsPerSecond, summary.signedInPage.requestsPerSecond),
      goal: { staticOverSharedAtMost: 1.5, met: staticOverShared <= 1.5 },
      runs,
    };
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/crowd-${report.date.replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `  medians: static ${summary.staticFile.requestsPerSecond}/s, shared page ${summary.sharedPage.requestsPerSecond}/s, signed-in ${summary.signedInPage.requestsPerSecond}/s`,
    );
    console.log(
      `  static / shared page = ${staticOverShared} (goal ≤ 1.5: ${report.goal.met ? 'met' : 'NOT met'}); written to ${file}`,
    );
    return report;
  } finally {
    for (const path of [staticPath, `${staticPath}.br`, `${staticPath}.gz`]) rmSync(path, { force: true });
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
