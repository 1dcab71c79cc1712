/**
 * One process of the places bench (bench/places.ts): loads the reference geography, with the gazetteer (`with`) or
 * without it (`without`), and answers on stdout its memory after a full collection and, with the gazetteer, the time
 * of each name's resolution. Started with --expose-gc.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { GeographyService } from '../api/src/geography/geography.service.js';

const mode = process.argv[2];
const geo = GeographyService.instance();
/** The DS names of every district: resolved without the gazetteer (the baseline of the timings). */
const dsNames = geo.dsDivisions.map((ds) => [geo.district(ds.districtCode).name.en, ds.name.en] as const);
for (const [district, name] of dsNames) geo.resolvePlace(district, name);

function gazetteerNames(): (readonly [string, string])[] {
  const text = gunzipSync(readFileSync('api/src/geography/data/gazetteer.tsv.gz')).toString('utf8');
  return text
    .split('\n')
    .filter((line) => /^[GV]\t/u.test(line))
    .flatMap((line) => {
      const [kind, code, names] = line.split('\t');
      const district = geo.district(code!.slice(0, 4)).name.en;
      return (kind === 'G' ? [names!] : names!.split('|')).map((name) => [district, name] as const);
    });
}

function timings(pairs: readonly (readonly [string, string])[]): number[] {
  return pairs.map(([district, name]) => {
    const start = process.hrtime.bigint();
    geo.resolvePlace(district, name);
    return Number(process.hrtime.bigint() - start) / 1e6;
  });
}

let result: Record<string, unknown> = {};
if (mode === 'with') {
  const loadStart = performance.now();
  void geo.gazetteer;
  const loadMs = performance.now() - loadStart;
  const names = gazetteerNames();
  // Warm once, as a server does after its first requests; then every name timed.
  timings(names.slice(0, 2_000));
  result = { loadMs, names: timings(names), dsNames: timings(dsNames) };
}
(globalThis as { gc?: () => void }).gc?.();
(globalThis as { gc?: () => void }).gc?.();
const memory = process.memoryUsage();
process.stdout.write(JSON.stringify({ mode, rss: memory.rss, heapUsed: memory.heapUsed, ...result }));
