/**
 * `npm run bench -- places`: how fast a place name is read at the gazetteer's size, and what the gazetteer costs in
 * memory. Each round starts one process without the gazetteer and one with it (interleaved, 3 rounds; medians of
 * their memory after a full collection), and one that times every GN division's and village's name sent with its
 * district, against DS names resolved in the same process (the baseline). Goals: p99 under 1 ms a name, and under
 * 20 MB more memory. Writes bench/results/places-<time>.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mb } from './server-memory.js';
import { distribution, ratio } from './stats.js';

const ROUNDS = 3;

interface Sample {
  rss: number;
  heapUsed: number;
  loadMs?: number;
  names?: number[];
  dsNames?: number[];
}

/** The production process's memory settings (package.json, start:prod), so that the figures are a server's. */
const PRODUCTION_NODE = ['--max-semi-space-size=8', '--heap-growing-percent=40'];
const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' };

const run = (mode: 'with' | 'without' | 'timings'): Sample =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [...PRODUCTION_NODE, '--expose-gc', '--import', 'tsx', 'bench/places-child.ts', mode],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...PRODUCTION_ENV } },
    ),
  ) as Sample;

/** Percentiles in microseconds (a name takes tens of them). */
const micros = (ms: number[]) => {
  const d = distribution(ms.map((m) => m * 1000));
  return { p50: d.p50, p99: d.p99, max: d.max };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runPlaces(): Promise<void> {
  const without: Sample[] = [];
  const withGazetteer: Sample[] = [];
  const timed: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    without.push(run('without'));
    withGazetteer.push(run('with'));
    timed.push(run('timings'));
  }
  const names = timed.map((s) => micros(s.names!));
  const dsNames = timed.map((s) => micros(s.dsNames!));
  const p99 = median(names.map((d) => d.p99));
  const extraRss = median(withGazetteer.map((s) => s.rss)) - median(without.map((s) => s.rss));
  const extraHeap = median(withGazetteer.map((s) => s.heapUsed)) - median(without.map((s) => s.heapUsed));
  const result = {
    at: new Date().toISOString(),
    rounds: ROUNDS,
    names: timed[0]!.names!.length,
    resolutionMicros: { p50: median(names.map((d) => d.p50)), p99, max: median(names.map((d) => d.max)) },
    dsNameBaselineMicros: { p50: median(dsNames.map((d) => d.p50)), p99: median(dsNames.map((d) => d.p99)) },
    p99AgainstDsNames: ratio(p99, median(dsNames.map((d) => d.p99))),
    gazetteerLoadMs: Math.round(median(withGazetteer.map((s) => s.loadMs!))),
    memoryMb: {
      rssWithout: mb(median(without.map((s) => s.rss))),
      rssWith: mb(median(withGazetteer.map((s) => s.rss))),
      extraRss: mb(extraRss),
      extraHeap: mb(extraHeap),
    },
    goals: { p99UnderOneMs: p99 < 1000, underTwentyMbMore: mb(extraRss) < 20 },
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/places-${result.at.replace(/[:.]/g, '-')}.json`, JSON.stringify(result, null, 2));
}
