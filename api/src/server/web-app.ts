import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import cookieParser from 'cookie-parser';
import type express from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../shared/context.js';
import type { PageRenderer } from '../../../shared/page-renderer.js';
import { isKnownPage } from '../../../shared/page-routes.js';
import { encodePage, sendEncodedPage, type EncodedPage } from './encoded-page.js';
import { PageCache } from '../shared/page-cache.js';
import { tokenFrom } from './request-context.js';
import { allowScriptHashes, hashInlineScripts, withNonce } from './security-headers.js';
import { homePreloads, inlineStylesheets, injectPreloads } from './web-preloads.js';

export interface WebAppOptions {
  webDist: string | undefined;
  schema: GraphQLSchema;
  context: (req: express.Request, res: express.Response) => Promise<RequestContext>;
  log: (message: unknown) => void;
  /** Registers a listener for every change to the data pages show (alerts, aid requests, counters …). */
  onDataChange?: (listener: () => void) => void;
}

/**
 * A page rendered later than this is sent without server rendering (the browser draws it): the database is slow
 * and the visitor should not wait for a picture of the map.
 */
export const SERVER_RENDER_TIMEOUT_MS = 2_500;
/** How long a page rendered for visitors without a session is served to others. */
export const ANONYMOUS_PAGE_TTL_MS = 2_000;

async function loadRenderer(webDist: string, log: (message: unknown) => void): Promise<PageRenderer<AbortSignal> | null> {
  const entry = join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) {
    log(`No server renderer at ${entry}: the home page is drawn in the browser only.`);
    return null;
  }
  return (await import(pathToFileURL(entry).href)) as PageRenderer<AbortSignal>;
}

/**
 * The built web app: static assets, and index.html for every page route. The home page is rendered on the server
 * (its HTML carries the map with its markers and the data, so a slow network shows it before any script arrives).
 */
export async function mountWebApp(app: express.Express, { webDist, schema, context, log, onDataChange }: WebAppOptions): Promise<void> {
  const indexFile = webDist ? join(webDist, 'index.html') : undefined;
  if (!webDist || !indexFile || !existsSync(indexFile)) {
    app.get('/', (_req, res) => {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
    });
    return;
  }
  // Hashed assets were compressed at build time (.br, .gz beside them): served as they are, never compressed again.
  app.use(expressStaticGzip(webDist, { enableBrotli: true, orderPreference: ['br', 'gz'], index: false, serveStatic: { index: false, maxAge: '1h', setHeaders: cacheHeaders } }));
  // A chunk of an earlier build (a page open across a deploy) is missing, not a page: never answer it with HTML.
  app.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found.');
  });
  const index = readFileSync(indexFile, 'utf8');
  // One round trip less before the first paint: the (small) stylesheets come inside the page.
  const html = inlineStylesheets(index, webDist);
  // The home page's own chunks start downloading with the main bundle instead of one round trip after it.
  const homeHtml = inlineStylesheets(injectPreloads(index, homePreloads(webDist)), webDist);
  const [encodedHtml, encodedHomeHtml] = await Promise.all([encodePage(html), encodePage(homeHtml)]);
  const renderer = await loadRenderer(webDist, log);
  // The shared page is compressed once per render, not once per visitor.
  const anonymousPages = new PageCache<EncodedPage>(ANONYMOUS_PAGE_TTL_MS);
  onDataChange?.(() => anonymousPages.clear());

  const render = async (renderer: PageRenderer<AbortSignal>, req: express.Request, res: express.Response): Promise<string> => {
    let requestContext: Promise<RequestContext> | undefined;
    const rendered = await renderer.renderPage({
      url: req.originalUrl,
      schema,
      context: () => (requestContext ??= context(req, res)),
      signal: AbortSignal.timeout(SERVER_RENDER_TIMEOUT_MS),
    });
    return homeHtml.replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>${rendered.stateScript}`);
  };

  app.get('/', cookieParser(), async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Cookie');
    const anonymous = tokenFrom(req.headers, req.cookies as Record<string, string | undefined>) === null;
    try {
      if (!renderer) return sendEncodedPage(req, res, encodedHomeHtml);
      if (anonymous) {
        const page = await anonymousPages.get(req.path, async () => {
          const { html: shared, scriptHashes } = hashInlineScripts(await render(renderer, req, res));
          return encodePage(shared, scriptHashes);
        });
        allowScriptHashes(res, page.scriptHashes);
        return sendEncodedPage(req, res, page);
      }
      // A signed-in visitor's page is their own (its script carries this answer's nonce): compressed by the middleware.
      res.type('html').send(withNonce(await render(renderer, req, res), res));
    } catch (error) {
      log(error);
      sendEncodedPage(req, res, encodedHomeHtml);
    }
  });
  // Any other path is the app's Not Found page, answered as one (404) so clients can tell a typo from a page.
  app.get('/{*splat}', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    sendEncodedPage(req, res, encodedHtml, isKnownPage(req.path) ? 200 : 404);
  });
}

function cacheHeaders(res: ServerResponse, path: string): void {
  // The service worker and its manifest are checked for updates on every visit: a stale copy would pin an old app.
  // (The path is the file sent: a precompressed one ends in .br or .gz.)
  if (/(\.html|service-worker\.js|registerSW\.js|\.webmanifest)(\.br|\.gz)?$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
  else if (path.includes('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
