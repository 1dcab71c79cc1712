import { openOrm, type Orm } from '../db/orm.js';
import { createAppServer, type AppServer, type ServerOptions } from '../server/app.js';
import { FlakyProxy } from './flaky-proxy.js';

/** A test server whose PostgreSQL is reached through a FlakyProxy, so a test can take the database away and back. */
export interface ProxiedServer {
  proxy: FlakyProxy;
  orm: Orm;
  server: AppServer;
  base: string;
  close(): Promise<void>;
}

/** Short database timeouts and a small pool: an outage shows within the tests' bounds. */
export async function startProxiedServer(
  databaseUrl: string,
  options: Partial<ServerOptions> = {},
): Promise<ProxiedServer> {
  const target = new URL(databaseUrl);
  const proxy = new FlakyProxy({ host: target.hostname, port: Number(target.port) });
  await proxy.start();
  const viaProxy = new URL(databaseUrl);
  viaProxy.port = String(proxy.port);
  const orm = await openOrm(viaProxy.toString(), {
    poolMax: 4,
    settings: { connectTimeoutMs: 1_000, statementTimeoutMs: 2_000 },
  });
  const server = await createAppServer({ orm, log: () => undefined, readyTimeoutMs: 500, ...options });
  const base = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  return {
    proxy,
    orm,
    server,
    base,
    async close() {
      await server.close();
      await orm.close(true);
      await proxy.stop();
    },
  };
}

/** Milliseconds until `GET base/readyz` answers `status`, polling every 100 ms; fails past `limitMs`. */
export async function readyzBecomes(base: string, status: number, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(10_000) })).status === status)
      return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`/readyz did not answer ${status} within ${limitMs} ms`);
}
