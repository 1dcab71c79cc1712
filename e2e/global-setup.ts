import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../api/src/db/bootstrap.js';
import { loadDemoDataIfEmpty } from '../api/src/demo/demo-data.js';
import { createAppServer } from '../api/src/server/app.js';
import { relaxedLimits } from '../api/src/core/limits/rate-limit.js';
import { makeDmcOfficer, tokenFor } from '../api/src/testing/factories.js';
import { buildIfStale } from './fresh-build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A DMC officer of Colombo district, for setting up data through the API. */
    dmcToken: string;
    /** The e2e server's embedded PostgreSQL data folder: operator commands join it. */
    dataDir: string;
    /** The bearer token of the e2e server's /metrics (tests wait on its subscription gauge). */
    metricsToken: string;
    /** The e2e server's database, for tests that count rows (no submission lost, none made twice). */
    databaseUrl: string;
  }
}

/** Builds the web app and serves it with the real API over a throwaway database (demo data loaded). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The deployment check that follows in `npm test` reuses this build.
  buildIfStale((line) => console.log(`[e2e] ${line}`));
  const dataDir = mkdtempSync(join(tmpdir(), 'lr-e2e-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined }, () => undefined);
  await loadDemoDataIfEmpty(database.orm.em);
  const metricsToken = randomBytes(16).toString('hex');
  const server = await createAppServer({
    orm: database.orm,
    webDist: resolve('web/dist'),
    log: () => undefined,
    rateLimits: relaxedLimits(10_000),
    metricsToken,
    // The tests drive the page the server drew, often with its scripts held back. On a loaded CI machine (Chromium,
    // PostgreSQL and the tests on 2 cores) a render of the home page could pass the 2.5 s a visitor is given, and the
    // page then came without its data: the district filter without districts, the map without points.
    serverRenderTimeoutMs: 30_000,
  });
  const port = await server.listen(0, '127.0.0.1');
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('dataDir', dataDir);
  project.provide('metricsToken', metricsToken);
  project.provide('databaseUrl', database.db.url);
  project.provide('dmcToken', await tokenFor(database.orm.em, await makeDmcOfficer(database.orm.em, 'LK11')));
  return async () => {
    await server.close();
    await new Promise((r) => server.httpServer.close(r));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
