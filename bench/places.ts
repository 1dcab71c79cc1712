/**
 * `npm run bench -- places`: how fast a place name is read at the gazetteer's size, and what the gazetteer costs in
 * memory. Each round starts one process without the gazetteer and one with it (interleaved, 3 rounds; medians):
 * memory after a full collection, and with the gazetteer the time of every GN division's and village's name sent with
 * its district, against DS names resolved in the same process (the baseline). Goals: p99 under 1 ms a name, and
 * under 20 MB more memory. Writes bench/results/places-<time>.json.
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

const run = (mode: 'with' | 'without'): Sample =>
  JSON.parse(
    execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/places-child.ts', mode], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as Sample;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runPlaces(): Promise<void> {
  const without: Sample[] = [];
  const withGazetteer: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    without.push(run('without'));
    withGazetteer.push(run('with'));
  }
  const names = withGazetteer.map((s) => distribution(s.names!));
  const dsNames = withGazetteer.map((s) => distribution(s.dsNames!));
  const p99 = median(names.map((d) => d.p99));
  const extraRss = median(withGazetteer.map((s) => s.rss)) - median(without.map((s) => s.rss));
  const extraHeap = median(withGazetteer.map((s) => s.heapUsed)) - median(without.map((s) => s.heapUsed));
  const result = {
    at: new Date().toISOString(),
    rounds: ROUNDS,
    names: names[0]!.count,
    resolutionMs: { p50: median(names.map((d) => d.p50)), p99, max: median(names.map((d) => d.max)) },
    dsNameBaselineMs: { p50: median(dsNames.map((d) => d.p50)), p99: median(dsNames.map((d) => d.p99)) },
    p99AgainstDsNames: ratio(p99, Math.max(0.01, median(dsNames.map((d) => d.p99)))),
    gazetteerLoadMs: Math.round(median(withGazetteer.map((s) => s.loadMs!))),
    memoryMb: {
      rssWithout: mb(median(without.map((s) => s.rss))),
      rssWith: mb(median(withGazetteer.map((s) => s.rss))),
      extraRss: mb(extraRss),
      extraHeap: mb(extraHeap),
    },
    goals: { p99UnderOneMs: p99 < 1, underTwentyMbMore: mb(extraRss) < 20 },
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/places-${result.at.replace(/[:.]/g, '-')}.json`, JSON.stringify(result, null, 2));
}
