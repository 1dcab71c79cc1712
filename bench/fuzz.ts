/**
 * `npm run bench -- fuzz`: the fuzz suite of `npm test` (api/src/server/fuzz.int.test.ts) at five times its size, 50,000
 * generated bad inputs by default (FUZZ_RUNS, FUZZ_SEED), too long for `npm test`. Writes the outcome to bench/results.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const DEFAULT_RUNS = 50_000;

export async function runFuzz(): Promise<unknown> {
  const runs = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
  const seed = Number(process.env.FUZZ_SEED ?? 1523);
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'int', 'api/src/server/fuzz.int.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) },
  });
  const report = {
    runs,
    seed,
    exitCode: run.status,
    passed: run.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    at: new Date().toISOString(),
  };
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/fuzz-${report.at.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `fuzz: ${runs} inputs, seed ${seed}: ${report.passed ? 'passed' : 'FAILED'} in ${report.seconds} s → ${file}`,
  );
  return report;
}
