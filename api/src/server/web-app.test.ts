import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../accounts/sessions.js';
import type { RequestContext } from '../core/context/context.js';
import { readServerRenderTimeoutMs } from '../core/config/config.js';
import { PUBLIC_PAGES } from '../../../shared/page-routes.js';
import { mountWebApp } from './web-app.js';

const root = mkdtempSync(join(tmpdir(), 'lr-web-app-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { hello: { type: GraphQLString } } }),
});
const ASSET = `export const big = ${JSON.stringify('x'.repeat(5000))};`;
const INDEX =
  '<html><head></head><body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>';

/** A built app in its own folder: web/dist/index.html, and web/dist-server/entry-server.js when `renderer` is given. */
async function serve(
  name: string,
  renderer?: string,
  events: { sequence: number | null; onContext?: () => void } = { sequence: null },
  renderTimeoutMs = readServerRenderTimeoutMs({}),
): Promise<{ url: string; logged: unknown[]; changed: () => void; close: () => void }> {
  const dist = join(root, name, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-1.js'), ASSET);
  writeFileSync(join(dist, 'assets', 'index-1.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(dist, 'assets', 'index-1.js.gz'), gzipSync(ASSET));
  if (renderer) {
    mkdirSync(join(root, name, 'dist-server'));
    writeFileSync(join(root, name, 'dist-server', 'entry-server.js'), renderer);
  }
  const logged: unknown[] = [];
  const app = express();
  const context = async () => {
    events.onContext?.();
    return {} as RequestContext;
  };
  const listeners: Array<() => void> = [];
  await mountWebApp(app, {
    webDist: dist,
    schema,
    context,
    log: (m) => logged.push(m),
    onDataChange: (l) => listeners.push(l),
    eventSequence: () => events.sequence,
    renderTimeoutMs,
  });
  const server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logged,
    changed: () => listeners.forEach((l) => l()),
    close: () => server.close(),
  };
}

/** A GET without fetch's own decompression: the bytes and headers as sent. */
function raw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('web app serving', () => {
  it('puts the server-rendered markup and its data into every public page, and serves the dashboards unrendered', async () => {
    const web = await serve(
      'renders',
      `export async function renderPage({ url }) { return { html: '<p>rendered ' + url + '</p>', dataBlocks: '<script>window.S=1</script>' }; }`,
    );
    for (const page of PUBLIC_PAGES) {
      const html = await (await fetch(`${web.url}${page}`)).text();
      expect(html, page).toContain(`<div id="root"><p>rendered ${page}</p></div><script>window.S=1</script>`);
    }
    expect(await (await fetch(`${web.url}/alerts/`)).text()).toContain('<p>rendered /alerts/</p>');
    const dashboard = await (await fetch(`${web.url}/dmc-dashboard/alerts`)).text();
    expect(dashboard).toContain('<div id="root"></div>');
    web.close();
  });

  it('marks a page that hands over its data with the event sequence read before its data, and no other page', async () => {
    const events = { sequence: 41 as number | null, onContext: () => (events.sequence = 42) };
    const web = await serve(
      'sequence',
      `export async function renderPage({ url, context }) { await context(); return { html: '<p>' + url + '</p>', dataBlocks: url === '/login' ? '' : '<script>window.S=1</script>' }; }`,
      events,
    );
    // An event heard while the page read its data (42) may or may not be in it: the browser resumes after 41.
    expect(await (await fetch(`${web.url}/`)).text()).toContain('<div id="root" data-events-after="41"><p>/</p>');
    // Without data handed over, the browser asks for what it shows: nothing to resume from.
    expect(await (await fetch(`${web.url}/login`)).text()).toContain('<div id="root"><p>/login</p>');
    events.sequence = null;
    expect(await (await fetch(`${web.url}/alerts`)).text()).toContain('<div id="root"><p>/alerts</p>');
    web.close();
  });

  it('gives the form pages a fresh idempotency key in every answer, for visitors with and without a session', async () => {
    const web = await serve(
      'form-keys',
      `let n = 0; export async function renderPage({ form }) { n += 1; return { html: '<p>render ' + n + '</p><input name="idempotencyKey" value="' + (form ? form.idempotencyKey : 'none') + '">', dataBlocks: '' }; }`,
    );
    const answer = async (path: string, headers: Record<string, string> = {}) => {
      const html = await (await fetch(`${web.url}${path}`, { headers })).text();
      return { render: html.match(/render \d+/)![0], key: /name="idempotencyKey" value="([^"]+)"/.exec(html)![1] };
    };
    const first = await answer('/emergency-aid-request');
    const second = await answer('/emergency-aid-request');
    // One render shared, two keys: two visitors never send the same key.
    expect(second.render).toBe(first.render);
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.key).not.toBe(first.key);
    expect((await answer('/submit-symptoms', { cookie: `${SESSION_COOKIE}=abc` })).key).toMatch(/^[0-9a-f-]{36}$/);
    // Pages without a form are given none.
    expect((await answer('/alerts')).key).toBe('none');
    web.close();
  });

  it('renders once for visitors without a session until the data changes, and every time for a signed-in visitor', async () => {
    const web = await serve(
      'cached',
      `let n = 0; export async function renderPage() { n += 1; return { html: '<p>render ' + n + '</p>', dataBlocks: '' }; }`,
    );
    const page = async (headers: Record<string, string> = {}) =>
      (await (await fetch(`${web.url}/`, { headers })).text()).match(/render \d+/)![0];
    expect(await page()).toBe('render 1');
    expect(await page()).toBe('render 1');
    expect(await page({ cookie: `${SESSION_COOKIE}=abc` })).toBe('render 2');
    expect(await page({ authorization: 'Bearer abc' })).toBe('render 3');
    web.changed();
    expect(await page()).toBe('render 4');
    web.close();
  });

  it('falls back to the page the browser draws when rendering fails, and says why in the log', async () => {
    const web = await serve('fails', `export async function renderPage() { throw new Error('database gone'); }`);
    const res = await fetch(`${web.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect(String(web.logged.at(-1))).toContain('database gone');
    web.close();
  });

  it("gives the renderer a signal that aborts once the render has taken the server's time for it", async () => {
    const web = await serve(
      'slow',
      `export async function renderPage({ signal }) {
        const started = Date.now();
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        return { html: '<p>aborted after ' + (Date.now() - started) + ' ms</p>', dataBlocks: '' };
      }`,
      { sequence: null },
      150,
    );
    const ms = Number((await (await fetch(`${web.url}/`)).text()).match(/aborted after (\d+) ms/)![1]);
    expect(ms).toBeGreaterThanOrEqual(140);
    expect(ms).toBeLessThan(2_000);
    web.close();
  });

  it('answers a missing chunk with 404, not with the page (a tab left open across a deploy)', async () => {
    const web = await serve('plain');
    expect((await fetch(`${web.url}/assets/index-1.js`)).status).toBe(200);
    const missing = await fetch(`${web.url}/assets/index-0.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toContain('html');
    expect(await (await fetch(`${web.url}/`)).text()).toContain('<div id="root"></div>');
    web.close();
  });

  it("answers the app (its Not Found page) with 404 for an unknown page, and 200 for the router's pages", async () => {
    const web = await serve('not-found');
    for (const page of [
      '/alerts',
      '/request-aid/',
      '/ds-dashboard/approve-volunteer-contributions',
      '/dmc-dashboard/alerts/new',
    ]) {
      const res = await fetch(`${web.url}${page}`);
      expect(res.status, page).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    for (const page of ['/alertz', '/ds-dashboard/nothing-here', '/wp-login.php']) {
      const res = await fetch(`${web.url}${page}`);
      expect(res.status, page).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
    web.close();
  });

  it('serves the shared home page compressed once per render, as brotli or gzip by Accept-Encoding, with a strong ETag and 304', async () => {
    const web = await serve(
      'encoded',
      `let n = 0; export async function renderPage() { n += 1; return { html: '<p>render ' + n + ' ${'long text '.repeat(200)}</p>', dataBlocks: '' }; }`,
    );
    const br = await raw(`${web.url}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('render 1');
    expect(br.headers.vary).toMatch(/Cookie.*Accept-Encoding/);
    expect(br.headers.etag).toMatch(/^"[\w-]+-br"$/);
    const gz = await raw(`${web.url}/`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(brotliDecompressSync(br.body).toString());
    const plain = await raw(`${web.url}/`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('render 1');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.headers.etag!.replace(/"$/, '-br"')).toBe(br.headers.etag);
    const again = await raw(`${web.url}/`, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    web.changed();
    const changed = await raw(`${web.url}/`, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(changed.status).toBe(200);
    expect(brotliDecompressSync(changed.body).toString()).toContain('render 2');
    web.close();
  });

  it('serves hashed assets precompressed and immutable, and pages revalidated', async () => {
    const web = await serve('assets');
    const br = await raw(`${web.url}/assets/index-1.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(ASSET);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await raw(`${web.url}/assets/index-1.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(ASSET);
    const plain = await raw(`${web.url}/assets/index-1.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ASSET);
    const page = await raw(`${web.url}/alerts`, { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    web.close();
  });
});
