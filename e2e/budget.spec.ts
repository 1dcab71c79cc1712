import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { homeRouteScripts, pagePreloads } from '../api/src/server/web-preloads.js';
import { PUBLIC_PAGES } from '../shared/page-routes.js';
import { APP_STARTED_EVENT } from '../shared/page-chunks.js';

/** The build the e2e setup made; the budget of the public web app (issue: 150 KB before first paint). */
const dist = resolve('web/dist');
const BUDGET_BYTES = 150 * 1024;

describe('bundle budget of the home route', () => {
  it('keeps every script the home page runs before it is interactive (entry, its static imports, the home chunk) under 150 KB gzipped, the map excluded', () => {
    const files = homeRouteScripts(dist);
    expect(files.some((f) => f.includes('HomePage'))).toBe(true);
    expect(files.some((f) => f.includes('LiveMap'))).toBe(false);
    const gz = files.reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
    expect(gz).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});

describe("the public pages' scripts", () => {
  it("hold none of the signed-in areas' documents: log-in and sign-up take theirs from the public set (68 KB of documents less to fetch and run)", () => {
    // ChangePassword is a document only signed-in screens use; the set of every document has it. Its name node, in
    // whichever quotes the minifier writes.
    const signedInDocument = /value:\s*[`"']ChangePassword[`"']/;
    for (const page of PUBLIC_PAGES) {
      const own = pagePreloads(dist, page).scripts;
      const withIt = own.filter((f) => signedInDocument.test(readFileSync(join(dist, f), 'utf8')));
      expect(withIt, page).toEqual([]);
    }
  });
});

describe('the service worker on the home page', () => {
  it('is registered by a deferred script of its own once the app has started and the page is quiet (else well after the load event), outside the budget above', () => {
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(index).toMatch(/<script[^>]*src="\/registerSW\.js"[^>]*\bdefer\b/);
    const register = readFileSync(join(dist, 'registerSW.js'), 'utf8');
    expect(register).toContain(`addEventListener('${APP_STARTED_EVENT}'`);
    expect(register).toContain("addEventListener('load'");
    expect(register).toContain('requestIdleCallback');
    expect(gzipSync(register, { level: 9 }).length).toBeLessThan(512);
  });
});
