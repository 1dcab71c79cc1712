/**
 * Export memory and speed (issue 20): the peak RSS of a built API server (`node dist/api/src/main.js`, its own
 * process, as in production) while one officer downloads 1,000,000 aid requests as CSV, against the same export of
 * 1,000 rows (the baseline), interleaved (small, large, small, large...) and reported as medians. The peak is the
 * kernel's high-water mark of the server's resident memory (VmHWM) over each download. Runs `npm run build` first.
 * EXPORT_ROWS (1000000) and EXPORT_ROUNDS (3). Writes bench/results/exports-<time>.json.
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../api/src/db/bootstrap.js';
import { makeDmcOfficer, tokenFor } from '../api/src/testing/factories.js';
import { distribution } from './stats.js';

const LARGE = Number(process.env.EXPORT_ROWS ?? 1_000_000);
const SMALL = 1_000;
const ROUNDS = Number(process.env.EXPORT_ROUNDS ?? 3);
const MB = 1024 * 1024;

/** Rows in one district each: Kandy for the large export, Galle for the small one. */
const insertRows = (district: string, ds: string, rows: number) => `insert into aid_requests
  (request_type, status, full_name, contact_no, family_size, date_time, description, type_support, district_code, ds_division_code, latitude, longitude, created_at, updated_at, is_demo)
  select 'POST_DISASTER', 'PENDING', 'Generated Person ' || g, '0770000000', 1 + g % 7, now(), 'Generated request ' || g || ': water in the house, need dry rations.', 'Supply distribution',
    '${district}', '${ds}', 7.0 + (g % 1000) / 10000.0, 80.5 + (g % 997) / 10000.0, now(), now(), false from generate_series(1, ${rows}) g`;

interface Download { rows: number; bytes: number; seconds: number; peakRssMb: number; startRssMb: number }

/** Resident memory of a process in bytes, from /proc: VmRSS now, VmHWM the peak since the last reset. */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN) * 1024;
}

/** Resets the kernel's peak RSS of the process to its current RSS (writing 5 to clear_refs), so each download has its own peak. */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

async function download(url: string, token: string, expectedRows: number, pid: number): Promise<Download> {
  resetPeak(pid);
  const startRss = memoryOf(pid, 'VmRSS');
  let peak = startRss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid, 'VmRSS'))), 50);
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.length;
    for (const byte of chunk.value) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, memoryOf(pid, 'VmHWM'));
  // Header line plus one line per row (descriptions have no newlines).
  if (lines - 1 !== expectedRows) throw new Error(`expected ${expectedRows} rows, got ${lines - 1}`);
  return { rows: lines - 1, bytes, seconds: Number(seconds.toFixed(2)), peakRssMb: Number((peak / MB).toFixed(1)), startRssMb: Number((startRss / MB).toFixed(1)) };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The built server on the bench's database, answering /readyz. */
async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/api/src/main.js'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'off', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('the built server did not get ready within 60 s');
}

export async function runExports(): Promise<unknown> {
  execSync('npm run -s build', { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'lr-bench-exports-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined, demoData: false }, () => undefined);
  const port = await freePort();
  let server: ChildProcess | undefined;
  try {
    const seedStarted = performance.now();
    // A client of its own: the ORM's pool has a statement timeout, and a million rows take longer.
    const seeder = new pg.Client({ connectionString: database.orm.config.get('clientUrl')! });
    await seeder.connect();
    await seeder.query(insertRows('LK21', 'LK2130', LARGE));
    await seeder.query(insertRows('LK31', 'LK3139', SMALL));
    await seeder.end();
    console.log(`  seeded ${LARGE.toLocaleString('en')} + ${SMALL.toLocaleString('en')} rows in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
    const large = await tokenFor(database.orm.em, await makeDmcOfficer(database.orm.em, 'LK21'));
    const small = await tokenFor(database.orm.em, await makeDmcOfficer(database.orm.em, 'LK31'));
    server = await startServer(database.orm.config.get('clientUrl'), port);
    const pid = server.pid!;
    const idleRssMb = Number((memoryOf(pid, 'VmRSS') / MB).toFixed(1));
    const url = `http://127.0.0.1:${port}/exports/aid-requests.csv`;
    const smallRuns: Download[] = [];
    const largeRuns: Download[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      smallRuns.push(await download(url, small, SMALL, pid));
      largeRuns.push(await download(url, large, LARGE, pid));
      const l = largeRuns.at(-1)!;
      console.log(`  round ${round}: ${SMALL} rows peak ${smallRuns.at(-1)!.peakRssMb} MB; ${l.rows.toLocaleString('en')} rows (${(l.bytes / MB).toFixed(0)} MB) in ${l.seconds} s, peak ${l.peakRssMb} MB`);
    }
    const median = (list: Download[], pick: (d: Download) => number) => distribution(list.map(pick)).p50;
    const summary = {
      largeRows: LARGE,
      serverIdleRssMb: idleRssMb,
      smallRows: SMALL,
      medianPeakRssMbLarge: median(largeRuns, (d) => d.peakRssMb),
      medianPeakRssMbSmall: median(smallRuns, (d) => d.peakRssMb),
      peakRssRatio: Number((median(largeRuns, (d) => d.peakRssMb) / median(smallRuns, (d) => d.peakRssMb)).toFixed(3)),
      medianRowsPerSecondLarge: Math.round(LARGE / median(largeRuns, (d) => d.seconds)),
      goalPeakRssMb: 200,
    };
    console.log(`  median peak RSS ${summary.medianPeakRssMbLarge} MB at ${LARGE.toLocaleString('en')} rows vs ${summary.medianPeakRssMbSmall} MB at ${SMALL} (${summary.peakRssRatio}x); ${summary.medianRowsPerSecondLarge} rows/s`);
    const result = { bench: 'exports', at: new Date().toISOString(), node: process.version, loadAverage1m: loadavg()[0], summary, smallRuns, largeRuns };
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/exports-${result.at.replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, JSON.stringify(result, null, 2));
    console.log(`Wrote ${file}`);
    return result;
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
