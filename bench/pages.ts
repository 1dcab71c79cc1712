/**
 * Issue 17, every public page on a bad network:
 * - first contentful paint under Chromium's "Slow 3G" emulation, against the time to fetch one small file
 *   (/favicon.svg) over the same emulated connection in the same run (goal: ratio ≤ 1.2), interleaved, 3 rounds,
 *   medians;
 * - Lighthouse's mobile run (its default: simulated slow 4G and a mid-range phone's CPU): performance score (goal
 *   ≥ 95), total blocking time (≤ 200 ms), LCP (≤ 2.5 s), CLS (≤ 0.1), median of 3 runs per page; and, interleaved,
 *   the same page served without its scripts (the reference: what the server-rendered page and its styles cost
 *   without the app's JavaScript).
 * Writes bench/results/pages-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { withoutScripts } from '../api/src/server/web-preloads.js';
import { PUBLIC_PAGES } from '../shared/page-routes.js';
import { CHROMIUM_ARGS, chromiumPath, launchChromium } from '../e2e/browser.js';
import { emulateNetwork, SLOW_3G } from '../e2e/network.js';
import { firstTouchMicrosPerPage } from './machine-memory.js';
import { ratio } from './stats.js';
import { withWebServer } from './web-server.js';

const ROUNDS = 3;
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Milliseconds from the navigation's start to the first contentful paint (the page) or to the last byte (the file). */
async function onSlow3G(browser: Browser, url: string, until: 'paint' | 'response'): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await emulateNetwork(page, SLOW_3G);
  await page.goto(url, { waitUntil: until === 'response' ? 'load' : 'commit', timeout: 120_000 });
  const ms = await page.evaluate(async (mark) => {
    if (mark === 'response')
      return (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd;
    for (let i = 0; i < 600; i++) {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      if (paint) return paint.startTime;
      await new Promise((r) => setTimeout(r, 100));
    }
    return NaN;
  }, until);
  await context.close();
  return Math.round(ms);
}

interface LighthouseFigures {
  score: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  /**
   * Lighthouse's measure of the machine's speed at the run (a CPU-bound loop; higher is faster): its simulated phone
   * multiplies what the page's main thread took here, so runs on machines of other speeds, or on a busy one, differ.
   */
  benchmarkIndex: number;
}

/** Tries of one Lighthouse run: on a busy machine its trace is sometimes unreadable (NO_NAVSTART), a run without figures. */
const LIGHTHOUSE_TRIES = 3;

async function lighthouseRun(url: string, port: number, tries = LIGHTHOUSE_TRIES): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (tries <= 1) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}`);
    console.log(`  (${url}: ${lhr.runtimeError.code}, run again)`);
    return lighthouseRun(url, port, tries - 1);
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
    largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
    cumulativeLayoutShift: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

const medianOf = (runs: LighthouseFigures[]): LighthouseFigures => ({
  score: median(runs.map((r) => r.score)),
  totalBlockingTimeMs: median(runs.map((r) => r.totalBlockingTimeMs)),
  largestContentfulPaintMs: median(runs.map((r) => r.largestContentfulPaintMs)),
  cumulativeLayoutShift: median(runs.map((r) => r.cumulativeLayoutShift)),
  benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
});

async function paintsOnSlow3G(base: string) {
  const browser = await launchChromium();
  const samples = new Map<string, { paint: number[]; floor: number[] }>(
    PUBLIC_PAGES.map((p) => [p, { paint: [], floor: [] }]),
  );
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const path of PUBLIC_PAGES) {
        const sample = samples.get(path)!;
        sample.floor.push(await onSlow3G(browser, `${base}/favicon.svg`, 'response'));
        sample.paint.push(await onSlow3G(browser, `${base}${path}`, 'paint'));
      }
  } finally {
    await browser.close();
  }
  return PUBLIC_PAGES.map((path) => {
    const { paint, floor } = samples.get(path)!;
    return {
      path,
      firstContentfulPaintMs: median(paint),
      oneSmallRequestMs: median(floor),
      ratioToBaseline: ratio(median(paint), median(floor)),
    };
  });
}

/**
 * The page's HTML without any script: the server's own scriptless answer (no app, no chunks), less the inline state
 * and the worker's registration it keeps. The server-rendered page and its styles alone.
 */
const withNoScriptAtAll = (html: string): string => withoutScripts(html).replace(/<script[^>]*>[^]*?<\/script>/g, '');

/** A proxy of the server at `base` that answers every page without its scripts; resolves to its base URL. */
async function scriptlessProxy(base: string): Promise<{ base: string; close(): void }> {
  const proxy = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(`${base}${req.url}`);
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { 'content-type': type });
      res.end(type.includes('text/html') ? withNoScriptAtAll(body.toString()) : body);
    })().catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as { port: number };
  return { base: `http://127.0.0.1:${port}`, close: () => proxy.close() };
}

async function lighthouseOfEveryPage(base: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS.filter((a) => a !== '--headless').concat('--headless=new'),
  });
  const proxy = await scriptlessProxy(base);
  const runs = new Map<string, LighthouseFigures[]>(PUBLIC_PAGES.map((p) => [p, []]));
  const runsWithoutScripts = new Map<string, LighthouseFigures[]>(PUBLIC_PAGES.map((p) => [p, []]));
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const path of PUBLIC_PAGES) {
        runs.get(path)!.push(await lighthouseRun(`${base}${path}`, chrome.port));
        runsWithoutScripts.get(path)!.push(await lighthouseRun(`${proxy.base}${path}`, chrome.port));
      }
  } finally {
    proxy.close();
    chrome.kill();
  }
  return {
    mobile: PUBLIC_PAGES.map((path) => ({ path, ...medianOf(runs.get(path)!) })),
    scriptless: PUBLIC_PAGES.map((path) => ({ path, ...medianOf(runsWithoutScripts.get(path)!) })),
  };
}

export async function runPages(): Promise<unknown> {
  return withWebServer('pages', async ({ base }) => {
    const slow3G = await paintsOnSlow3G(base);
    const { mobile, scriptless } = await lighthouseOfEveryPage(base);
    const machine = { firstTouchMicrosPerPage: firstTouchMicrosPerPage() };
    const result = {
      bench: 'pages',
      at: new Date().toISOString(),
      rounds: ROUNDS,
      network: SLOW_3G,
      machine,
      slow3G,
      lighthouseMobile: mobile,
      lighthouseMobileWithoutScripts: scriptless,
    };
    console.log('\nPublic pages, Slow 3G (first contentful paint | one small request | ratio, goal ≤ 1.2)');
    for (const p of slow3G)
      console.log(
        `  ${p.path.padEnd(28)} ${p.firstContentfulPaintMs} ms | ${p.oneSmallRequestMs} ms | ${p.ratioToBaseline}`,
      );
    console.log('Lighthouse mobile, median of 3 (score ≥ 95, TBT ≤ 200 ms, LCP ≤ 2500 ms, CLS ≤ 0.1)');
    for (const p of mobile)
      console.log(
        `  ${p.path.padEnd(28)} score ${p.score} | TBT ${p.totalBlockingTimeMs} ms | LCP ${p.largestContentfulPaintMs} ms | CLS ${p.cumulativeLayoutShift} | machine (benchmarkIndex) ${p.benchmarkIndex}`,
      );
    console.log('The same pages without their scripts (reference, no goal)');
    for (const p of scriptless)
      console.log(
        `  ${p.path.padEnd(28)} score ${p.score} | TBT ${p.totalBlockingTimeMs} ms | LCP ${p.largestContentfulPaintMs} ms`,
      );
    console.log(`Machine: first touch of a new memory page ${machine.firstTouchMicrosPerPage} µs (see README)`);
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/pages-${result.at.replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, JSON.stringify(result, null, 2));
    console.log(`Wrote ${file}`);
    return result;
  });
}
