/**
 * `npm run deploy:check`: Debian's PostgreSQL, two built instances behind nginx, a bounded load of reads and
 * submissions with 200 live subscribers across a rolling SIGTERM restart, then a PostgreSQL outage against /readyz, then
 * a black-holed network between one more instance and PostgreSQL.
 * Ends with a summary table and the line "N passed, N failed" (one per check). DEPLOY_TRIALS (default 3) sets how
 * many times two instances start together on a fresh empty database. With `--result FILE` the counts go to FILE too.
 */
import { execSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { FlakyProxy } from '../api/src/testing/flaky-proxy.js';
import { buildIfStale } from '../e2e/fresh-build.js';
import { login, startLoad, Subscriber } from './deploy-check/load.js';
import { unacknowledgedRows } from './deploy-check/stored-rows.js';
import {
  freePort,
  Postgres,
  sleep,
  startInstance,
  startNginx,
  status,
  waitStatus,
  type Instance,
} from './deploy-check/processes.js';

interface Check {
  name: string;
  ok: boolean;
  figure: string;
}
const checks: Check[] = [];
const figures: [string, string][] = [];
const check = (name: string, ok: boolean, figure: string) => checks.push({ name, ok, figure });
const say = (line: string) => console.log(`[deploy-check] ${line}`);

const TRIALS = Number(process.env.DEPLOY_TRIALS ?? 3);
const SUBSCRIBERS = 200;
const tmp = mkdtempSync(join(tmpdir(), 'lr-deploy-'));
chmodSync(tmp, 0o755);
const postgres = new Postgres(tmp);
const running: Instance[] = [];
let nginx: ReturnType<typeof startNginx> | null = null;

function launch(name: string, url: string, port: number): Instance {
  const instance = startInstance(name, url, port, tmp);
  running.push(instance);
  void instance.exited.then(() => running.splice(running.indexOf(instance), 1));
  return instance;
}

/** SIGTERM, then the exit code and how long it took. */
async function stopInstance(instance: Instance): Promise<{ code: number | null; seconds: number }> {
  const started = Date.now();
  instance.child.kill('SIGTERM');
  const code = await Promise.race([instance.exited, sleep(35_000).then(() => -1)]);
  if (code === -1) instance.child.kill('SIGKILL');
  return { code, seconds: (Date.now() - started) / 1000 };
}

/** Two instances started together on an empty database: both must become ready. */
async function startPair(database: string): Promise<{ pair: Instance[]; ok: boolean; seconds: number }> {
  const url = postgres.createDatabase(database);
  const started = Date.now();
  const pair = [launch(`${database}-a`, url, await freePort()), launch(`${database}-b`, url, await freePort())];
  const ready = await Promise.all(pair.map((i) => waitStatus(i.port, '/readyz', 200, 90_000, i.exited)));
  return { pair, ok: ready.every((r) => r !== null), seconds: (Date.now() - started) / 1000 };
}

async function trials(): Promise<Instance[]> {
  let up = 0;
  let slowest = 0;
  let pair: Instance[] = [];
  for (let trial = 1; trial <= TRIALS; trial++) {
    const result = await startPair(`lr_trial_${trial}`);
    slowest = Math.max(slowest, result.seconds);
    if (result.ok) up++;
    else say(`trial ${trial}: not both ready; see ${tmp}/lr_trial_${trial}-*.log`);
    if (trial === TRIALS) pair = result.pair;
    else for (const i of result.pair) await stopInstance(i);
  }
  check(
    `two instances start together on an empty database`,
    up === TRIALS,
    `${up} of ${TRIALS} trials, slowest ${slowest.toFixed(1)} s`,
  );
  return pair;
}

function addOfficer(url: string, password: string): number {
  const out = execSync(
    `node dist/api/src/accounts/cli/officer-add.js --role DMC_OFFICER --district Colombo --name "Deploy Check" --contact 0112329999`,
    {
      input: `${password}\n`,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://relief.example.lk',
        DATABASE_URL: url,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  );
  return Number(out.trim().split('\n').pop());
}

async function rollingRestart(pair: Instance[], url: string): Promise<void> {
  const proxyPort = await freePort();
  nginx = startNginx(
    tmp,
    proxyPort,
    pair.map((i) => i.port),
  );
  const base = `http://127.0.0.1:${proxyPort}`;
  for (let i = 0; i < 50 && (await status(`${base}/livez`)) !== 200; i++) await sleep(100);
  const password = `Deploy-check ${Math.random().toString(36).slice(2)} monsoon!`;
  const token = await login(base, addOfficer(url, password), password);
  const subscribers = Array.from(
    { length: SUBSCRIBERS },
    () => new Subscriber(`ws://127.0.0.1:${proxyPort}/graphql`, token),
  );
  for (let i = 0; i < subscribers.length; i += 20)
    await Promise.all(subscribers.slice(i, i + 20).map((s) => s.connect()));
  say(`${subscribers.filter((s) => s.subscribed).length} subscribers connected through nginx`);
  const load = startLoad(base, 4, 2);
  await sleep(3_000);
  for (let n = 0; n < pair.length; n++) {
    const old = pair[n]!;
    const stopped = await stopInstance(old);
    check(
      `instance ${n + 1} exits 0 within 30 s of SIGTERM`,
      stopped.code === 0 && stopped.seconds <= 30,
      `exit ${stopped.code} after ${stopped.seconds.toFixed(1)} s`,
    );
    const fresh = launch(`${old.name}-restarted`, url, old.port);
    pair[n] = fresh;
    const ready = await waitStatus(fresh.port, '/readyz', 200, 90_000, fresh.exited);
    check(
      `instance ${n + 1} ready again after restart`,
      ready !== null,
      ready === null ? 'never ready' : `${(ready / 1000).toFixed(1)} s`,
    );
    await sleep(3_000);
  }
  await load.stop();
  await sleep(3_000);
  for (const s of subscribers) s.close();
  const c = load.counts;
  check(
    '0 failed requests through nginx',
    c.failed === 0,
    `${c.failed} failed of ${c.reads} reads + ${c.submissions} submissions (${c.retried} client retries)${c.failures.length ? `: ${c.failures.join('; ')}` : ''}`,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows = await client.query<{ id: number }>('select id from aid_requests where id = any($1::int[])', [
    c.acknowledged,
  ]);
  const made = await client.query<{ n: number }>(`select count(*)::int as n from aid_requests`);
  const unacknowledged = await unacknowledgedRows(client, c.acknowledged, c.sentKeys);
  await client.end();
  check(
    'every acknowledged submission is in the database',
    rows.rowCount === c.acknowledged.length,
    `${rows.rowCount} of ${c.acknowledged.length}`,
  );
  // Every acknowledgement names its own request (a retry with the same key answered the first row, not another).
  check(
    'one acknowledged request per submission',
    new Set(c.acknowledged).size === c.acknowledged.length,
    `${new Set(c.acknowledged).size} distinct of ${c.acknowledged.length}`,
  );
  // A submission whose answer was lost and which the client sent again is one request, not two.
  check(
    'as many stored requests as acknowledged submissions',
    made.rows[0]!.n === c.acknowledged.length,
    `${made.rows[0]!.n} stored for ${c.acknowledged.length} acknowledged, ${c.retried} client retries; not acknowledged: ${unacknowledged}`,
  );
  let delivered = 0;
  let duplicates = 0;
  let complete = 0;
  for (const id of c.acknowledged) {
    let heard = 0;
    for (const s of subscribers) {
      const times = s.received.get(id) ?? 0;
      if (times) heard++;
      duplicates += Math.max(0, times - 1);
    }
    delivered += heard;
    if (heard === SUBSCRIBERS) complete++;
  }
  const expected = c.acknowledged.length * SUBSCRIBERS;
  check('0 duplicated events', duplicates === 0, `${duplicates} duplicates`);
  check(
    '0 lost events: every subscriber heard every acknowledged submission',
    delivered === expected,
    `${delivered} of ${expected} (${expected - delivered} lost); ${complete} of ${c.acknowledged.length} submissions reached all ${SUBSCRIBERS}`,
  );
  const reconnects = subscribers.reduce((n, s) => n + s.reconnects, 0);
  const closed1012 = subscribers.reduce((n, s) => n + s.closeCodes.filter((code) => code === 1012).length, 0);
  figures.push(['subscriber reconnects', `${reconnects} (${closed1012} closes with 1012)`]);
}

const ms = (value: number | null) => (value === null ? 'never' : `${value} ms`);

async function outage(pair: Instance[]): Promise<void> {
  postgres.stop();
  const down = await Promise.all(pair.map((i) => waitStatus(i.port, '/readyz', 503, 10_000)));
  const live = await Promise.all(pair.map((i) => status(`http://127.0.0.1:${i.port}/livez`)));
  check(
    '/readyz 503 within 2 s of PostgreSQL stopping',
    down.every((ms) => ms !== null && ms <= 2_000),
    down.map(ms).join(', '),
  );
  check(
    '/livez stays 200 during the outage',
    live.every((s) => s === 200),
    live.join(', '),
  );
  postgres.start();
  const up = await Promise.all(pair.map((i) => waitStatus(i.port, '/readyz', 200, 30_000)));
  check(
    '/readyz 200 within 5 s of PostgreSQL returning',
    up.every((ms) => ms !== null && ms <= 5_000),
    up.map(ms).join(', '),
  );
}

/** One more instance whose PostgreSQL traffic passes a hop that swallows it, as a dead network does. */
async function blackHole(url: string): Promise<void> {
  const hop = new FlakyProxy({ host: '127.0.0.1', port: postgres.port });
  await hop.start();
  const viaHop = new URL(url);
  viaHop.port = String(hop.port);
  const instance = launch('black-holed', viaHop.toString(), await freePort());
  const at = (path: string) => `http://127.0.0.1:${instance.port}${path}`;
  try {
    const ready = await waitStatus(instance.port, '/readyz', 200, 90_000, instance.exited);
    if (ready === null) {
      check('black-holed instance starts', false, 'never ready');
      return;
    }
    hop.set('blackhole');
    const down = await waitStatus(instance.port, '/readyz', 503, 10_000);
    check('/readyz 503 within 2 s of a black-holed PostgreSQL', down !== null && down <= 2_000, ms(down));
    const started = Date.now();
    const read = await status(at('/AidRequest/ongoing'), 30_000);
    const took = Date.now() - started;
    check(
      'a read answers 503 within 10 s while black-holed',
      read === 503 && took <= 10_000,
      `${read} after ${took} ms`,
    );
    check(
      '/livez stays 200 while black-holed',
      (await status(at('/livez'))) === 200,
      String(await status(at('/livez'))),
    );
    hop.set('forward');
    const up = await waitStatus(instance.port, '/readyz', 200, 30_000);
    check('/readyz 200 within 5 s of the network returning', up !== null && up <= 5_000, ms(up));
    const reads = [];
    for (let i = 0; i < 10; i++) reads.push(await status(at('/AidRequest/ongoing'), 5_000));
    check(
      'reads answer 200 after it returns, without a restart',
      reads.every((s) => s === 200),
      reads.join(', '),
    );
  } finally {
    await stopInstance(instance);
    await hop.stop();
  }
}

async function cleanUp(): Promise<void> {
  nginx?.kill('SIGTERM');
  for (const instance of [...running]) await stopInstance(instance);
  try {
    postgres.stop();
  } catch {
    // Not running.
  }
  if (!process.env.DEPLOY_KEEP) rmSync(tmp, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const started = Date.now();
  try {
    buildIfStale(say);
    await postgres.init();
    say(`PostgreSQL (${postgres.bin}) on port ${postgres.port}; logs in ${tmp}`);
    const pair = await trials();
    if (pair.length === 2 && checks.every((c) => c.ok)) {
      await rollingRestart(pair, postgres.url(`lr_trial_${TRIALS}`));
      await outage(pair);
      await blackHole(postgres.url(`lr_trial_${TRIALS}`));
    }
  } catch (error) {
    check('deployment check ran to the end', false, (error as Error).message.slice(0, 300));
  } finally {
    await cleanUp();
  }
  console.log('\nDeployment check');
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'}  ${c.name.padEnd(52)} ${c.figure}`);
  for (const [name, value] of figures) console.log(`  info  ${name.padEnd(52)} ${value}`);
  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)\n\n${passed} passed, ${failed} failed`);
  const resultAt = process.argv.indexOf('--result');
  if (resultAt > 0) writeFileSync(process.argv[resultAt + 1]!, JSON.stringify({ passed, failed }));
  process.exit(failed || !passed ? 1 : 0);
}

void main();
