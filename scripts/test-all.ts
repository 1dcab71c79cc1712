/**
 * `npm test`: Debian's programs the tests run (installed when missing), type-check, lint, codegen check, schema lint, schema breaking-change check, unit, integration (real PostgreSQL) and end-to-end (real Chromium)
 * tests, the deployment check (Debian PostgreSQL, two built instances behind nginx), then one plain line
 * "N passed, N failed" totalled over every suite. Every step runs even after a failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { failuresOf, type VitestReport } from './vitest-failures.js';

interface Outcome {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
  /** "file › test: first line of the failure", for the summary at the end of the output. */
  failures?: string[];
}

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(command: string): number {
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env: process.env });
  return result.status ?? 1;
}

/** A check that passes or fails as a whole, started at `started` (ms). */
const checkOutcome = (name: string, ok: boolean, started: number): Outcome => ({
  name,
  passed: ok ? 1 : 0,
  failed: ok ? 0 : 1,
  seconds: (Date.now() - started) / 1000,
});

function check(name: string, command: string): Outcome {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  return checkOutcome(name, run(command) === 0, started);
}

function suite(name: string, project: string, before?: string): Outcome {
  const started = Date.now();
  const file = `${resultsDir}/${project}.json`;
  console.log(`\n▶ ${name}`);
  if (before && run(before) !== 0) return checkOutcome(name, false, started);
  const status = run(
    `npx vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=${file}`,
  );
  if (!existsSync(file)) return checkOutcome(name, false, started);
  const seconds = (Date.now() - started) / 1000;
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  // A run that failed outside any test (setup error, no tests found) still counts as a failure.
  const failed =
    report.numFailedTests +
    (status !== 0 && report.numFailedTests === 0 ? 1 : 0) +
    (report.numTotalTests === 0 ? 1 : 0);
  return { name, passed: report.numPassedTests, failed, seconds, failures: failuresOf(report, process.cwd()) };
}

/**
 * Checks run side by side, each with its output kept and printed whole once it ends: type-check and lint are each
 * one process on one core, so together they take the longer one's time on two cores, not the sum.
 */
async function checksSideBySide(checks: [name: string, command: string][]): Promise<Outcome[]> {
  return Promise.all(
    checks.map(
      ([name, command]) =>
        new Promise<Outcome>((resolve) => {
          const started = Date.now();
          const child = spawn(command, { shell: true, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('close', (status) => {
            console.log(`\n▶ ${name}: ${command}`);
            process.stdout.write(Buffer.concat(output));
            resolve(checkOutcome(name, status === 0, started));
          });
        }),
    ),
  );
}

/** A script that writes its own `{ passed, failed }` counts to a file (`--result FILE`). */
function counted(name: string, command: string): Outcome {
  const started = Date.now();
  const file = `${resultsDir}/${name.replace(/\W+/g, '-')}.json`;
  console.log(`\n▶ ${name}: ${command}`);
  const status = run(`${command} --result ${file}`);
  if (!existsSync(file)) return checkOutcome(name, false, started);
  const seconds = (Date.now() - started) / 1000;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { passed: number; failed: number };
  return {
    name,
    passed: report.passed,
    failed: report.failed + (status !== 0 && report.failed === 0 ? 1 : 0),
    seconds,
  };
}

const outcomes: Outcome[] = [
  // Installs what a fresh machine lacks (apt-get), so that a suite never fails or skips for a missing program.
  check('Debian tools the tests run', 'tsx scripts/debian-tools.ts'),
  ...(await checksSideBySide([
    ['type-check', 'npm run -s typecheck'],
    ['lint', 'npm run -s lint'],
  ])),
  check('codegen check', 'npm run -s codegen:check'),
  check('schema lint (ratchet)', 'npm run -s schema:lint'),
  check('schema breaking-change check', 'npm run -s schema:compat'),
  suite('unit tests', 'unit'),
  suite('integration tests (PostgreSQL)', 'int'),
  suite('end-to-end tests (Chromium)', 'e2e', 'tsx scripts/debian-tools.ts chromium xmllint'),
  counted('deployment check (PG, nginx)', 'npm run -s deploy:check --'),
];

console.log('\nSummary');
for (const o of outcomes)
  console.log(
    `  ${o.failed ? 'FAIL' : 'ok  '}  ${o.name.padEnd(32)} ${String(o.passed).padStart(4)} passed, ${o.failed} failed  (${o.seconds.toFixed(1)} s)`,
  );
const failures = outcomes.flatMap((o) => o.failures ?? []);
if (failures.length) {
  console.log('\nFailed tests');
  for (const failure of failures) console.log(`  ${failure}`);
}
const passed = outcomes.reduce((n, o) => n + o.passed, 0);
const failed = outcomes.reduce((n, o) => n + o.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
