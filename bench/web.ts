/**
 * Web performance of the home route, against the budgets of the public web app:
 * - gzipped JavaScript arrived before the first contentful paint on emulated networks, and every script the home page
 *   runs before it is interactive (budget 150 KB; baseline: React + ReactDOM alone, the floor of any React page);
 * - time to the first map marker under Chromium's "Slow 3G" emulation (budget 5 s; baseline: one small static file
 *   over the same emulated network, the floor of any round trip), and to the interactive (Leaflet) map.
 * Writes bench/results/web-<time>.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { homeRouteScripts } from '../api/src/server/web-preloads.js';
import { launchChromium } from '../e2e/browser.js';
import { LIGHTHOUSE_MOBILE, SLOW_3G, type NetworkConditions } from '../e2e/network.js';
import { homeOnNetwork } from './first-marker.js';
import { ratio } from './stats.js';
import { withWebServer } from './web-server.js';

const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/** Gzipped JS of a minimal React page, built by the same Vite in this run. */
async function reactBaselineGzip(): Promise<number> {
  const output = await build({
    root: resolve('bench/baseline-react'),
    logLevel: 'silent',
    configFile: false,
    build: { write: false },
  });
  const bundles = Array.isArray(output) ? output : [output];
  let total = 0;
  for (const bundle of bundles)
    if ('output' in bundle)
      for (const chunk of bundle.output) if (chunk.type === 'chunk') total += gz(Buffer.from(chunk.code));
  return total;
}

export async function runWeb(): Promise<unknown> {
  return withWebServer('web', async ({ base, webDist }) => {
    const browser = await launchChromium();
    try {
      const reactFloor = await reactBaselineGzip();
      const interactiveJs = homeRouteScripts(webDist).reduce((n, path) => n + gz(readFileSync(join(webDist, path))), 0);

      const homeOn = async (network: NetworkConditions) => {
        const home = await homeOnNetwork(browser, base, network);
        return {
          ...home,
          jsBeforePaint: home.scriptsBeforePaint.reduce((n, path) => n + gz(readFileSync(join(webDist, path))), 0),
        };
      };
      const slow3g = await homeOn(SLOW_3G);
      const mobile = await homeOn(LIGHTHOUSE_MOBILE);

      const result = {
        bench: 'web',
        at: new Date().toISOString(),
        jsBeforeFirstPaint: {
          slow3GKB: kb(slow3g.jsBeforePaint),
          lighthouseMobileKB: kb(mobile.jsBeforePaint),
          budgetKB: 150,
          withinBudget: Math.max(slow3g.jsBeforePaint, mobile.jsBeforePaint) <= 150 * 1024,
        },
        jsBeforeHomeInteractive: {
          gzipKB: kb(interactiveJs),
          budgetKB: 150,
          baselineReactKB: kb(reactFloor),
          ratioToBaseline: ratio(interactiveJs, reactFloor),
          withinBudget: interactiveJs <= 150 * 1024,
        },
        firstMarkerSlow3G: {
          ms: slow3g.ms,
          budgetMs: 5000,
          baselineOneRequestMs: slow3g.floor,
          ratioToBaseline: ratio(slow3g.ms, slow3g.floor),
          withinBudget: slow3g.ms <= 5000,
          network: SLOW_3G,
        },
        interactiveMapSlow3G: {
          ms: slow3g.interactiveMs,
          baselineOneRequestMs: slow3g.floor,
          ratioToBaseline: ratio(slow3g.interactiveMs, slow3g.floor),
        },
        firstMarkerLighthouseMobile: {
          ms: mobile.ms,
          interactiveMs: mobile.interactiveMs,
          baselineOneRequestMs: mobile.floor,
          ratioToBaseline: ratio(mobile.ms, mobile.floor),
          network: LIGHTHOUSE_MOBILE,
        },
      };
      console.log('\nHome route');
      console.log(
        `  JS arrived before the first paint: Slow 3G ${result.jsBeforeFirstPaint.slow3GKB} KB, Lighthouse mobile ${result.jsBeforeFirstPaint.lighthouseMobileKB} KB gzipped (budget 150 KB; the page is rendered on the server)`,
      );
      console.log(
        `  JS before the home page is interactive (entry, startup, home chunk): ${result.jsBeforeHomeInteractive.gzipKB} KB gzipped (budget 150 KB) | React + ReactDOM alone ${result.jsBeforeHomeInteractive.baselineReactKB} KB | ratio ${result.jsBeforeHomeInteractive.ratioToBaseline}`,
      );
      console.log(
        `  First marker, Slow 3G: ${slow3g.ms} ms (budget 5000 ms) | one small request ${slow3g.floor} ms | ratio ${result.firstMarkerSlow3G.ratioToBaseline}`,
      );
      console.log(
        `  Interactive map (Leaflet), Slow 3G: ${slow3g.interactiveMs} ms | ratio ${result.interactiveMapSlow3G.ratioToBaseline}`,
      );
      console.log(
        `  First marker, Lighthouse mobile (150 ms RTT): ${mobile.ms} ms, interactive map ${mobile.interactiveMs} ms | one small request ${mobile.floor} ms | ratio ${result.firstMarkerLighthouseMobile.ratioToBaseline}`,
      );
      mkdirSync('bench/results', { recursive: true });
      const file = `bench/results/web-${result.at.replace(/[:.]/g, '-')}.json`;
      writeFileSync(file, JSON.stringify(result, null, 2));
      console.log(`Wrote ${file}`);
      return result;
    } finally {
      await browser.close();
    }
  });
}
