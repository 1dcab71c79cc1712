/**
 * Export memory and speed ("1,000,000 rows stream with the server's memory under 200 MB"). Starts the built
 * API server (`<PRODUCTION_ENV> node <PRODUCTION_NODE_FLAGS> dist/api/src/main.js`, its own process, as in
 * production) on a database holding 1,000,000 aid requests in one district, measures it idle, then downloads the CSV,
 * HXL and GeoJSON exports, interleaved over rounds (the order rotates each round), sampling the server's RSS and V8
 * heap through each download. Per format: rows, seconds, peak and median RSS, peak and median heap, medians over the
 * rounds; the verdict against 200 MB; what an export adds over idle. Runs `npm run build` first. EXPORT_ROWS
 * (1000000), EXPORT_ROUNDS (3), EXPORT_NODE_FLAGS (the production flags; "none" for node's defaults and no
 * PRODUCTION_ENV, to compare), EXPORT_DATA_DIR (a temporary folder, removed afterwards unless given) with
 * EXPORT_REUSE=1 to keep the rows already seeded there. Writes bench/results/exports-<time>.json.
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { backfillNameKeys } from '../api/src/aid-requests/name-key-backfill.js';
import { openDatabase } from '../api/src/db/bootstrap.js';
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from '../api/src/core/config/config.js';
import { makeDmcOfficer, tokenFor } from '../api/src/testing/factories.js';
import {
  breakdown,
  kernelMemory,
  mb,
  median,
  probeArgs,
  resetPeak,
  sample,
  sampler,
  type MemorySample,
} from './server-memory.js';

const ROWS = Number(process.env.EXPORT_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.EXPORT_ROUNDS ?? 3);
const FLAGS =
  process.env.EXPORT_NODE_FLAGS === 'none'
    ? []
    : (process.env.EXPORT_NODE_FLAGS?.split(' ').filter(Boolean) ?? [...PRODUCTION_NODE_FLAGS]);
const GOAL_MB = 200;
const SAMPLE_MS = 100;
/** Newlines besides one per row: the header (and HXL's hashtag row); GeoJSON's opening line and closing bracket. */
const FORMATS = { csv: 1, 'hxl.csv': 2, geojson: 2 } as const;
type Format = keyof typeof FORMATS;

const insertRows = (rows: number) => `insert into aid_requests
  (request_type, status, full_name, contact_no, family_size, date_time, description, type_support, district_code, ds_division_code, latitude, longitude, created_at, updated_at, is_demo)
  select 'POST_DISASTER', 'PENDING', 'Generated Person ' || g, '0770000000', 1 + g % 7, now(), 'Generated request ' || g || ': water in the house, need dry rations.', 'Supply distribution',
    'LK21', 'LK2130', 7.0 + (g % 1000) / 10000.0, 80.5 + (g % 997) / 10000.0, now(), now(), false from generate_series(1, ${rows}) g`;

interface Download {
  format: Format;
  round: number;
  rows: number;
  bytesMb: number;
  seconds: number;
  samples: number;
  startRssMb: number;
  peakRssMb: number;
  medianRssMb: number;
  peakHeapUsedMb: number;
  medianHeapUsedMb: number;
  peakHeapTotalMb: number;
  peakNewSpaceMb: number;
  peakExternalMb: number;
  after: ReturnType<typeof breakdown>;
}

async function download(
  base: string,
  format: Format,
  round: number,
  token: string,
  child: ChildProcess,
): Promise<Download> {
  const pid = child.pid!;
  resetPeak(pid);
  const startRss = kernelMemory(pid, 'VmRSS');
  const sampling = sampler(child, SAMPLE_MS);
  const started = performance.now();
  const res = await fetch(`${base}/exports/aid-requests.${format}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.length;
    for (const byte of chunk.value) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  const samples = await sampling.stop();
  const rows = lines - FORMATS[format];
  if (rows !== ROWS) throw new Error(`${format}: expected ${ROWS} rows, got ${rows}`);
  const pick = (f: (s: MemorySample) => number) => samples.map(f);
  return {
    format,
    round,
    rows,
    bytesMb: mb(bytes),
    seconds: Number(seconds.toFixed(2)),
    samples: samples.length,
    startRssMb: mb(startRss),
    peakRssMb: mb(Math.max(kernelMemory(pid, 'VmHWM'), ...pick((s) => s.rss))),
    medianRssMb: mb(median(pick((s) => s.rss))),
    peakHeapUsedMb: mb(Math.max(...pick((s) => s.heapUsed))),
    medianHeapUsedMb: mb(median(pick((s) => s.heapUsed))),
    peakHeapTotalMb: mb(Math.max(...pick((s) => s.heapTotal))),
    peakNewSpaceMb: mb(Math.max(...pick((s) => s.newSpace))),
    peakExternalMb: mb(Math.max(...pick((s) => s.external))),
    after: breakdown(await sample(child)),
  };
}

/** ROWS aid requests, unless EXPORT_REUSE=1 finds them already there. */
async function seed(url: string, em: Parameters<typeof backfillNameKeys>[0]): Promise<void> {
  const seedStarted = performance.now();
  // A client of its own: the ORM's pool has a statement timeout, and a million rows take longer.
  const seeder = new pg.Client({ connectionString: url });
  await seeder.connect();
  const { rows } = await seeder.query<{ n: string }>('select count(*) as n from aid_requests');
  const reuse = process.env.EXPORT_REUSE === '1' && Number(rows[0]!.n) === ROWS;
  if (!reuse) await seeder.query(`truncate aid_requests cascade; ${insertRows(ROWS)}`);
  await seeder.end();
  if (reuse) return console.log(`  reused the ${ROWS.toLocaleString('en')} rows of ${process.env.EXPORT_DATA_DIR}`);
  // Rows the app writes carry their name key; generated ones get it here, not from the server's start-up backfill
  // (keying 1,000,000 rows took the server about 115 s and left its idle heap at 153 MB).
  await backfillNameKeys(em);
  console.log(
    `  seeded ${ROWS.toLocaleString('en')} rows in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
  );
}

/** The idle server: medians of 3 s of samples, after 2 s of quiet. */
async function idle(child: ChildProcess) {
  await new Promise((r) => setTimeout(r, 2000));
  const samples: MemorySample[] = [];
  for (let i = 0; i < 30; i++, await new Promise((r) => setTimeout(r, SAMPLE_MS))) samples.push(await sample(child));
  const at = (f: (s: MemorySample) => number) => mb(median(samples.map(f)));
  return {
    rssMb: at((s) => s.rss),
    heapUsedMb: at((s) => s.heapUsed),
    heapTotalMb: at((s) => s.heapTotal),
    newSpaceMb: at((s) => s.newSpace),
    oldSpaceMb: at((s) => s.oldSpace),
    externalMb: at((s) => s.external),
    breakdown: breakdown(samples.at(-1)!),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The built server with the production flags (and the memory probe), answering /readyz. */
async function startServer(databaseUrl: string, port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...FLAGS, ...probeArgs(dir), 'dist/api/src/main.js'], {
    env: {
      ...(process.env.EXPORT_NODE_FLAGS === 'none' ? {} : PRODUCTION_ENV),
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('the built server did not get ready within 60 s');
}

function summarize(runs: Download[], idleRssMb: number) {
  return Object.fromEntries(
    (Object.keys(FORMATS) as Format[]).map((format) => {
      const of = runs.filter((r) => r.format === format);
      const at = (f: (d: Download) => number) => Number(median(of.map(f)).toFixed(1));
      const peakRssMb = at((d) => d.peakRssMb);
      return [
        format,
        {
          rows: ROWS,
          seconds: at((d) => d.seconds),
          rowsPerSecond: Math.round(ROWS / at((d) => d.seconds)),
          peakRssMb,
          medianRssMb: at((d) => d.medianRssMb),
          peakHeapUsedMb: at((d) => d.peakHeapUsedMb),
          medianHeapUsedMb: at((d) => d.medianHeapUsedMb),
          exportAddsMb: Number((peakRssMb - idleRssMb).toFixed(1)),
          pass: peakRssMb < GOAL_MB,
        },
      ];
    }),
  );
}

export async function runExports(): Promise<unknown> {
  execSync('npm run -s build -- --quiet', { stdio: 'inherit' });
  const dataDir = process.env.EXPORT_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lr-bench-exports-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined, demoData: false }, () => undefined);
  let server: ChildProcess | undefined;
  try {
    await seed(database.orm.config.get('clientUrl'), database.orm.em.fork());
    const token = await tokenFor(database.orm.em, await makeDmcOfficer(database.orm.em, 'LK21'));
    const port = await freePort();
    server = await startServer(database.orm.config.get('clientUrl'), port, dataDir);
    const idleServer = await idle(server);
    console.log(
      `  node ${FLAGS.join(' ') || '(no flags)'}; idle: RSS ${idleServer.rssMb} MB, heap used ${idleServer.heapUsedMb} of ${idleServer.heapTotalMb} MB`,
    );
    const runs: Download[] = [];
    const order = Object.keys(FORMATS) as Format[];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const format of [...order.slice(round - 1), ...order.slice(0, round - 1)]) {
        const d = await download(`http://127.0.0.1:${port}`, format, round, token, server);
        runs.push(d);
        console.log(
          `  round ${round} ${format}: ${d.rows.toLocaleString('en')} rows (${d.bytesMb} MB) in ${d.seconds} s; RSS peak ${d.peakRssMb} median ${d.medianRssMb} MB; heap used peak ${d.peakHeapUsedMb} MB`,
        );
      }
    }
    const formats = summarize(runs, idleServer.rssMb);
    const pass = Object.values(formats).every((f) => f.pass);
    console.log(
      `  ${pass ? 'PASS' : 'FAIL'} against ${GOAL_MB} MB: ${Object.entries(formats)
        .map(([f, s]) => `${f} peak ${s.peakRssMb} MB (+${s.exportAddsMb})`)
        .join('; ')}`,
    );
    const result = {
      bench: 'exports',
      at: new Date().toISOString(),
      node: process.version,
      nodeFlags: FLAGS,
      environment: process.env.EXPORT_NODE_FLAGS === 'none' ? {} : PRODUCTION_ENV,
      loadAverage1m: loadavg()[0],
      goalPeakRssMb: GOAL_MB,
      pass,
      idle: idleServer,
      formats,
      runs,
    };
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/exports-${result.at.replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, JSON.stringify(result, null, 2));
    console.log(`Wrote ${file}`);
    return result;
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await database.close();
    if (!process.env.EXPORT_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}
