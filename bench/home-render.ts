import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type { PageRender } from './api-report.js';
import { distribution } from './stats.js';

/**
 * Renders of the home page (`GET /`), one after another. A signed-in visitor's page is rendered for them alone
 * (the anonymous page is shared for 2 s), so a session token measures the render itself, not the cache.
 * A page that still holds the empty root element fell back to the browser-drawn page.
 */
export async function measureHomeRender(baseUrl: string, token: string, count: number): Promise<PageRender> {
  const times: number[] = [];
  let html = '';
  let fallbacks = 0;
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/`, { headers: { authorization: `Bearer ${token}` } });
    html = await res.text();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`GET / answered ${res.status}`);
    if (html.includes('<div id="root"></div>')) fallbacks++;
  }
  const { p50, p99 } = distribution(times);
  return { p50, p99, htmlBytes: Buffer.byteLength(html), gzipBytes: gzipSync(html).length, fallbacks };
}
