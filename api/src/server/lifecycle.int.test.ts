import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestDatabase } from '../testing/test-database.js';

const db = useTestDatabase();
const MAIN = ['--import', 'tsx', 'api/src/main.ts'];

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real server (api/src/main.ts) as its own process, as an operator runs it, with a web app that is just a marker. */
async function startServer(): Promise<Started> {
  const webDist = mkdtempSync(join(tmpdir(), 'lr-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><body>WEB APP</body></html>');
  const child = spawn(process.execPath, MAIN, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://relief.example.lk',
      DATABASE_URL: db.url,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      SHUTDOWN_TIMEOUT_MS: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += String(c)));
  child.stderr.on('data', (c: Buffer) => (output += String(c)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (!found) return;
      clearInterval(timer);
      resolve(Number(found[1]));
    }, 50);
    void exited.then(() => (clearInterval(timer), reject(new Error(`server exited: ${output}`))));
  });
  return { child, port, output: () => output, exited };
}

/** A GraphQL POST whose body arrives slowly: in flight from the start until `ms` later. */
function slowRequest(port: number, ms: number): Promise<{ status: number; body: string } | { error: string }> {
  const body = JSON.stringify({ query: '{ counters { alertsSent } }' });
  return new Promise((resolve) => {
    const req = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += String(c)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.write(body.slice(0, 5));
    setTimeout(() => req.end(body.slice(5)), ms);
  });
}

/** A graphql-ws subscriber; resolves with the close code the server sends. */
async function subscriber(port: number): Promise<{ closed: Promise<number> }> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.on('message', (raw: Buffer) => {
      if ((JSON.parse(String(raw)) as { type: string }).type !== 'connection_ack') return;
      socket.send(
        JSON.stringify({
          id: '1',
          type: 'subscribe',
          payload: { query: 'subscription { countersChanged { alertsSent } }' },
        }),
      );
      resolve();
    });
    socket.on('error', reject);
  });
  return { closed };
}

const get = async (port: number, path: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
};

describe('the server process', () => {
  it('answers /livez, /readyz and /healthz in JSON, never with the web app', async () => {
    const server = await startServer();
    try {
      for (const path of ['/livez', '/readyz', '/healthz']) {
        const answer = await get(server.port, path);
        expect(answer.status, path).toBe(200);
        expect(answer.type, path).toMatch(/application\/json/);
        expect(answer.body, path).not.toContain('WEB APP');
      }
      expect((await get(server.port, '/some-page')).body).toContain('WEB APP');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('on SIGTERM finishes every in-flight request, closes WebSockets with 1012 and exits 0', async () => {
    const server = await startServer();
    const { closed: closeCode } = await subscriber(server.port);
    const inFlight = Array.from({ length: 8 }, () => slowRequest(server.port, 1_500));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(
      answers.every((a) => 'status' in a && a.status === 200 && a.body.includes('alertsSent')),
      JSON.stringify(answers),
    ).toBe(true);
    expect(await closeCode).toBe(1012);
    expect(await server.exited).toBe(0);
    // New connections are refused once it stops.
    await expect(fetch(`http://127.0.0.1:${server.port}/livez`)).rejects.toThrow();
    expect(server.output()).toMatch(/SIGTERM: stopping[\s\S]*Stopped/);
  }, 30_000);

  it('refuses a bad configuration value with one line naming it and exit code 78, before connecting', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, MAIN, { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 20_000 });
    const badPort = run({ PORT: 'eighty', DATABASE_URL: db.url });
    expect(badPort.status).toBe(78);
    expect(badPort.stderr.trim().split('\n')).toEqual([
      'Configuration error: PORT must be a whole number (got "eighty")',
    ]);
    const badUrl = run({ DATABASE_URL: 'mysql://app:s3cret@127.0.0.1/lr' });
    expect(badUrl.status).toBe(78);
    expect(badUrl.stderr).toMatch(/^Configuration error: DATABASE_URL must be a postgres/);
    expect(badUrl.stderr + badUrl.stdout).not.toContain('s3cret');
  });

  it('refuses to start in production without PUBLIC_URL, with one line naming it and exit code 78', () => {
    const started = spawnSync(process.execPath, MAIN, {
      env: { ...process.env, NODE_ENV: 'production', PUBLIC_URL: '', CAP_PUBLIC_URL: '', DATABASE_URL: db.url },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(started.status).toBe(78);
    expect(started.stderr.trim().split('\n')).toEqual([
      "Configuration error: PUBLIC_URL must be set in production (the site's public https:// address)",
    ]);
  });
});
