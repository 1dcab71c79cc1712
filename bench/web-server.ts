import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../api/src/db/bootstrap.js';
import { loadDemoDataIfEmpty } from '../api/src/demo/demo-data.js';
import { createAppServer } from '../api/src/server/app.js';

export interface BenchWebServer {
  base: string;
  webDist: string;
}

/** Builds the web app as people get it and serves it with the real API over a throwaway demo database. */
export async function withWebServer<T>(name: string, work: (server: BenchWebServer) => Promise<T>): Promise<T> {
  execSync('npm run --silent build:web -- --quiet', {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const dataDir = mkdtempSync(join(tmpdir(), `lr-bench-${name}-`));
  const database = await openDatabase({ dataDir, databaseUrl: undefined }, () => undefined);
  await loadDemoDataIfEmpty(database.orm.em);
  const webDist = resolve('web/dist');
  const server = await createAppServer({ orm: database.orm, webDist, log: () => undefined });
  const port = await server.listen(0, '127.0.0.1');
  try {
    return await work({ base: `http://127.0.0.1:${port}`, webDist });
  } finally {
    await server.close();
    await new Promise((r) => server.httpServer.close(r));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
