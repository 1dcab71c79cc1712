/**
 * The soak's server as production runs it: the built server (`node dist/api/src/main.js`) in a child process, so the
 * load generator never shares its event loop, over a throwaway embedded PostgreSQL holding the demo data.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type OpenDatabase } from '../api/src/db/bootstrap.js';

export interface SoakServer {
  base: string;
  /** The throwaway database's URL, to count the stored rows. */
  databaseUrl: string;
  /** CPU seconds (user + system) the server process has used so far. */
  cpuSeconds(): number;
  /** Lines of level error or worse in the server's log (pino JSON). */
  errorLogLines(): number;
  stop(): Promise<void>;
}

const READY_WAIT_MS = 120_000;
const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as { port: number }).port;
  await new Promise((r) => probe.close(r));
  return port;
}

async function waitUntilReady(base: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + READY_WAIT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server ended at start (exit ${child.exitCode})`);
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server was not ready in time');
}

function cpuSecondsOf(pid: number): number {
  // /proc/<pid>/stat: fields 14 and 15 (utime, stime) in clock ticks, counted after the parenthesised name.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Builds the server and the web app, loads the demo data into a new database and starts the built server on it. */
export async function startSoakServer(trustProxy: string): Promise<SoakServer> {
  execSync('npm run --silent build -- --quiet', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const dataDir = mkdtempSync(join(tmpdir(), 'lr-bench-soak-'));
  let database: OpenDatabase | undefined;
  let child: ChildProcess | undefined;
  try {
    database = await openDatabase({ dataDir, databaseUrl: undefined, demoData: true }, () => undefined);
    await database.orm.close(true);
    const port = await freePort();
    const logFile = join(dataDir, 'server.log');
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: database.db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: trustProxy,
      WEB_DIST: resolve('web/dist'),
      LOG_LEVEL: 'info',
    };
    const output = openSync(logFile, 'a');
    child = spawn(process.execPath, ['dist/api/src/main.js'], { env, stdio: ['ignore', output, output] });
    const base = `http://127.0.0.1:${port}`;
    await waitUntilReady(base, child);
    const running = child;
    const db = database;
    return {
      base,
      databaseUrl: db.db.url,
      cpuSeconds: () => cpuSecondsOf(running.pid!),
      errorLogLines: () =>
        readFileSync(logFile, 'utf8')
          .split('\n')
          .filter((line) => /"level":(50|60)/.test(line)).length,
      stop: async () => {
        const ended = new Promise((r) => running.once('exit', r));
        running.kill('SIGTERM');
        await ended;
        await db.db.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child?.kill('SIGTERM');
    await database?.db.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
