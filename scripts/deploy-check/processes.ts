/** PostgreSQL, API instances and nginx as child processes of the deployment check (scripts/deploy-check.ts). */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { debianPostgresBin, nginxProgram } from '../debian-paths.js';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => done(port));
    });
  });
}

function postgresBin(): string {
  const bin = debianPostgresBin();
  if (!bin) throw new Error('Debian PostgreSQL not found under /usr/lib/postgresql (apt-get install postgresql)');
  return bin;
}

/** Debian's PostgreSQL in a temp dir; as root, its tools run as the `postgres` user. */
export class Postgres {
  readonly bin = postgresBin();
  readonly dataDir: string;
  port = 0;
  private readonly asRoot = process.getuid?.() === 0;

  constructor(private readonly tmp: string) {
    this.dataDir = join(tmp, 'pg');
  }

  private run(tool: string, args: string[]): string {
    const command = this.asRoot
      ? (['runuser', ['-u', 'postgres', '--', join(this.bin, tool), ...args]] as const)
      : ([join(this.bin, tool), args] as const);
    return execFileSync(command[0], command[1] as string[], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  }

  async init(): Promise<void> {
    mkdirSync(this.dataDir, { recursive: true });
    if (this.asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(this.tmp, uid, gid);
      chownSync(this.dataDir, uid, gid);
    }
    this.port = await freePort();
    this.run('initdb', ['-D', this.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    this.start();
  }

  start(): void {
    this.run('pg_ctl', [
      'start',
      '-w',
      '-D',
      this.dataDir,
      '-l',
      join(this.dataDir, 'server.log'),
      '-o',
      `-p ${this.port} -k ${this.tmp} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    ]);
  }

  stop(): void {
    this.run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', this.dataDir]);
  }

  createDatabase(name: string): string {
    this.run('createdb', ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', name]);
    return this.url(name);
  }

  url(name: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }
}

export interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export function instanceEnv(databaseUrl: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://relief.example.lk',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: 'loopback',
    METRICS_TOKEN: '',
    LOG_LEVEL: 'warn',
    DB_POOL_MAX: '10',
    // All load comes from one address and a few phones.
    RATE_SUBMISSIONS_PER_ADDRESS: '1000000',
    RATE_SUBMISSIONS_PER_PHONE: '1000000',
    RATE_SUBMISSIONS_PER_ACCOUNT: '1000000',
    RATE_LOGIN_FAILURES_PER_ADDRESS: '1000000',
    WS_CONNECTIONS_PER_ADDRESS: '1000',
    WS_SUBSCRIPTIONS_PER_ADDRESS: '1000',
  };
}

export function startInstance(name: string, databaseUrl: string, port: number, logDir: string): Instance {
  const log = openSync(join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, [resolve('dist/api/src/main.js')], {
    env: instanceEnv(databaseUrl, port),
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { name, port, child, exited };
}

export async function status(url: string, timeoutMs = 1_000): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Waits until `path` of the instance answers `want`; the time it took in ms, or null on timeout/exit. */
export async function waitStatus(
  port: number,
  path: string,
  want: number,
  timeoutMs: number,
  exited?: Promise<unknown>,
): Promise<number | null> {
  const started = Date.now();
  let gone = false;
  void exited?.then(() => (gone = true));
  while (Date.now() - started < timeoutMs && !gone) {
    if ((await status(`http://127.0.0.1:${port}${path}`, 500)) === want) return Date.now() - started;
    await sleep(100);
  }
  return null;
}

/** nginx in front of the instances: WebSocket upgrade for /graphql, idempotent requests retried on the other. */
export function startNginx(tmp: string, port: number, upstreams: number[]): ChildProcess {
  const dir = join(tmp, 'nginx');
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${join(dir, t)};`)
    .join('\n  ');
  const conf = `worker_processes 1;
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp}
  upstream api {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join('\n    ')}
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 3600s;
    }
  }
}
`;
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const child = spawn(
    nginxProgram(),
    ['-p', dir, '-c', confFile, '-e', join(dir, 'error.log'), '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // A spawn failure (nginx not installed) is an 'error' event: unheard, it ended the check before its clean-up, and
  // PostgreSQL and the instances it had started ran on. The check then fails on the proxy's silence instead.
  child.once('error', (error) => console.error(`nginx did not start: ${error.message} (apt-get install nginx-light)`));
  return child;
}
