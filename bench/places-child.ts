/**
 * One process of the places bench (bench/places.ts): loads the reference geography, with the gazetteer (`with`) or
 * without it (`without`), and answers on stdout its memory after a full collection; `timings` answers the time of
 * each name's resolution instead. Started with --expose-gc.
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

const loadStart = performance.now();
if (mode !== 'without') void geo.gazetteer;
const loadMs = performance.now() - loadStart;
let result: Record<string, unknown> = { loadMs };
if (mode === 'timings') {
  const names = gazetteerNames();
  // Warm once, as a server does after its first requests; then every name timed.
  timings(names.slice(0, 2_000));
  result = { ...result, names: timings(names), dsNames: timings(dsNames) };
}
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
// V8 hands back the pages of a large start-up allocation only after a few idle seconds, as a server idles too.
await new Promise((resolve) => setTimeout(resolve, 5_000));
gc?.();
const memory = process.memoryUsage();
process.stdout.write(JSON.stringify({ mode, rss: memory.rss, heapUsed: memory.heapUsed, ...result }));
