import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import cookieParser from 'cookie-parser';
import type express from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../core/context/context.js';
import { FORM_KEY_PLACEHOLDER, type PageRenderer, type RenderOptions } from '../../../shared/page-renderer.js';
import { isKnownPage, PUBLIC_PAGES, publicPageOf, type PublicPage } from '../../../shared/page-routes.js';
import { encodePage, sendEncodedPage, type EncodedPage } from './encoded-page.js';
import { PageCache } from '../core/public-answers/page-cache.js';
import { tokenFrom } from './request-context.js';
import { FORM_POST_PAGES, mountFormPosts } from './form-posts.js';
import type { Locale } from '../../../shared/locales.js';
import { NO_SCRIPT_NOTICE } from '../../../shared/no-script-notice.js';
import { EVENTS_AFTER_ATTRIBUTE } from '../../../shared/page-renderer.js';
import { answeredLanguageSwitch, requestLocale } from './page-locale.js';
import {
  appPreloads,
  cataloguePreloads,
  fontStylesheetLink,
  inlineStylesheets,
  injectPreloads,
  pageChunkMetas,
  pagePreloads,
  withoutScripts,
} from './web-preloads.js';

export interface WebAppOptions {
  webDist: string | undefined;
  schema: GraphQLSchema;
  context: (req: express.Request, res: express.Response) => Promise<RequestContext>;
  log: (message: unknown) => void;
  /** Registers a listener for every change to the data pages show (alerts, aid requests, counters …). */
  onDataChange?: (listener: () => void) => void;
  /** The last change this instance has heard of (the event outbox's sequence), or null when unknown. */
  eventSequence?: () => number | null;
  /**
   * A page rendered later than this is sent without its data (the browser draws it): the database is slow and the
   * visitor should not wait for a picture of the map (config `SERVER_RENDER_TIMEOUT_MS`).
   */
  renderTimeoutMs: number;
}

/** How long a page rendered for visitors without a session is served to others. */
export const ANONYMOUS_PAGE_TTL_MS = 2_000;

async function loadRenderer(
  webDist: string,
  log: (message: unknown) => void,
): Promise<PageRenderer<AbortSignal> | null> {
  const entry = join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) {
    log(`No server renderer at ${entry}: pages are drawn in the browser only.`);
    return null;
  }
  return (await import(pathToFileURL(entry).href)) as PageRenderer<AbortSignal>;
}

/**
 * The built web app: static assets, and index.html for every page route. The public pages are rendered on the server
 * (the home page's HTML carries the map with its markers and the data, the forms work before any script arrives).
 */
export async function mountWebApp(
  app: express.Express,
  { webDist, schema, context, log, onDataChange, eventSequence, renderTimeoutMs }: WebAppOptions,
): Promise<void> {
  const indexFile = webDist ? join(webDist, 'index.html') : undefined;
  if (!webDist || !indexFile || !existsSync(indexFile)) {
    app.get('/', (_req, res) => {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
    });
    return;
  }
  // Hashed assets were compressed at build time (.br, .gz beside them): served as they are, never compressed again.
  app.use(
    expressStaticGzip(webDist, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { index: false, maxAge: '1h', setHeaders: cacheHeaders },
    }),
  );
  // A chunk of an earlier build (a page open across a deploy) is missing, not a page: never answer it with HTML.
  app.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found.');
  });
  const index = readFileSync(indexFile, 'utf8');
  // One round trip less before the first paint: the (small) stylesheets come inside the page. It names the app's chunks.
  const html = inlineStylesheets(injectPreloads(index, appPreloads(webDist)), webDist);
  // Each public page's own chunks start downloading with the main bundle instead of one round trip after it.
  const shells = await pageShells(index, webDist);
  const encodedHtml = await encodePage(html);
  const renderer = await loadRenderer(webDist, log);
  // Read from the build's manifest once, not on every page.
  const languageHeads = languageHeadsOf(webDist);
  // The shared page is compressed once per render, not once per visitor.
  const anonymousPages = new PageCache<SharedPage>(ANONYMOUS_PAGE_TTL_MS);
  onDataChange?.(() => anonymousPages.clear());

  const renderMarkup = async (
    renderer: PageRenderer<AbortSignal>,
    req: express.Request,
    res: express.Response,
    extra: Pick<RenderOptions, 'locale' | 'form'>,
  ) => {
    let requestContext: Promise<RequestContext> | undefined;
    return renderer.renderPage({
      url: req.originalUrl,
      schema,
      context: () => (requestContext ??= context(req, res)),
      signal: AbortSignal.timeout(renderTimeoutMs),
      ...extra,
    });
  };
  const render = async (
    renderer: PageRenderer<AbortSignal>,
    req: express.Request,
    res: express.Response,
    page: PublicPage,
    locale: Locale,
  ): Promise<string> => {
    // Read before the page's data: every change up to it is in the page, and the browser's live connection replays
    // whatever came after it instead of asking for every query again.
    const sequence = eventSequence?.() ?? null;
    const rendered = await renderMarkup(renderer, req, res, {
      locale,
      ...(FORM_PAGES.has(page) ? { form: { idempotencyKey: FORM_KEY_PLACEHOLDER } } : {}),
    });
    const shell = inLanguage(shells[page].html, locale, languageHeads[locale][page].withScripts);
    return intoRoot(shell, rendered.html, rendered.dataBlocks, sequence);
  };

  app.get([...PUBLIC_PAGES], cookieParser(), async (req, res) => {
    if (answeredLanguageSwitch(req, res)) return;
    const page = publicPageOf(req.path)!;
    const shell = shells[page];
    const locale = requestLocale(req);
    res.setHeader('Vary', 'Cookie, Accept-Language');
    res.setHeader('Content-Language', locale);
    const anonymous = tokenFrom(req.headers, req.cookies as Record<string, string | undefined>) === null;
    // A signed-in visitor's page carries their own data: never kept (by the browser or the service worker).
    res.setHeader('Cache-Control', anonymous ? 'no-cache' : 'no-store');
    try {
      if (!renderer) return sendEncodedPage(req, res, shell.encoded);
      if (anonymous) {
        const shared = await anonymousPages.get(`${locale} ${req.path}`, async () =>
          sharedPage(await render(renderer, req, res, page, locale)),
        );
        if (shared.encoded) return sendEncodedPage(req, res, shared.encoded);
        // A page with a form: its own idempotency key in every answer (compressed by the middleware).
        return res.type('html').send(withFormKey(shared.html));
      }
      // A signed-in visitor's page is their own: compressed by the middleware.
      res.type('html').send(withFormKey(await render(renderer, req, res, page, locale)));
    } catch (error) {
      log(error);
      sendEncodedPage(req, res, shell.encoded);
    }
  });

  // The two life-saving forms posted without scripts: the answer is the page again, rendered in the visitor's language.
  mountFormPosts(app, {
    context,
    log,
    answer: async (req, res, { page: posted, status, locale, post, idempotencyKey }) => {
      if (!renderer)
        return void res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
      const rendered = await renderMarkup(renderer, req, res, { locale, form: { idempotencyKey, post } });
      // No scripts and no data for them: the answer stands as it is (a page in another language must not be hydrated).
      const page = inLanguage(withoutScripts(html), locale, languageHeads[locale][posted].withoutScripts);
      const markup = intoRoot(page, rendered.html, '');
      res.status(status).type('html').send(markup);
    },
  });
  // Any other path is the app's Not Found page, answered as one (404) so clients can tell a typo from a page.
  app.get('/{*splat}', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    sendEncodedPage(req, res, encodedHtml, isKnownPage(req.path) ? 200 : 404);
  });
}

/** Pages whose form is posted without scripts: they carry an idempotency key of their own in every answer. */
const FORM_PAGES: ReadonlySet<PublicPage> = new Set(FORM_POST_PAGES);

interface PageShell {
  html: string;
  encoded: EncodedPage;
}

/** A rendered page shared by visitors without a session; compressed once unless each answer gets its own form key. */
interface SharedPage {
  html: string;
  encoded: EncodedPage | null;
}

/** Each public page's index.html with its own preloads and the stylesheets inside: what is sent when nothing is rendered. */
async function pageShells(index: string, webDist: string): Promise<Record<PublicPage, PageShell>> {
  const shells = await Promise.all(
    PUBLIC_PAGES.map(async (page) => {
      const html = inlineStylesheets(injectPreloads(index, pagePreloads(webDist, page)), webDist);
      return [page, { html, encoded: await encodePage(html) }] as const;
    }),
  );
  return Object.fromEntries(shells) as Record<PublicPage, PageShell>;
}

interface LanguageHead {
  /** A page that hydrates: the webfont's stylesheet and the catalogue's chunks. */
  withScripts: string;
  /** A page that stands as it is (a form post's answer): the webfont's stylesheet only. */
  withoutScripts: string;
}

/** Each language's head for each public page, read from the build's manifest once. */
function languageHeadsOf(webDist: string): Record<Locale, Record<PublicPage, LanguageHead>> {
  const headsOf = (locale: Locale): Record<PublicPage, LanguageHead> => {
    const font = fontStylesheetLink(webDist, locale);
    const headOf = (page: PublicPage): LanguageHead => ({
      withScripts: font + pageChunkMetas(cataloguePreloads(webDist, locale, page)),
      withoutScripts: font,
    });
    return Object.fromEntries(PUBLIC_PAGES.map((page) => [page, headOf(page)])) as Record<PublicPage, LanguageHead>;
  };
  return { en: headsOf('en'), si: headsOf('si'), ta: headsOf('ta') };
}

/** The page marked as written in `locale`, with what that language needs in its head and its notice without scripts. */
const inLanguage = (html: string, locale: Locale, head: string): string =>
  html
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace('</head>', `${head}</head>`)
    .replace(`<noscript>${NO_SCRIPT_NOTICE.en}</noscript>`, `<noscript>${NO_SCRIPT_NOTICE[locale]}</noscript>`);

/**
 * The rendered markup inside the page's root, followed by the data it was rendered from; `eventsAfter`, the change the
 * data is as of, goes with the data (the browser's live connection resumes from it).
 */
function intoRoot(shell: string, markup: string, dataBlocks: string, eventsAfter: number | null = null): string {
  const resume = dataBlocks && eventsAfter !== null ? ` ${EVENTS_AFTER_ATTRIBUTE}="${eventsAfter}"` : '';
  return shell.replace('<div id="root"></div>', `<div id="root"${resume}>${markup}</div>${dataBlocks}`);
}

async function sharedPage(html: string): Promise<SharedPage> {
  return { html, encoded: html.includes(FORM_KEY_PLACEHOLDER) ? null : await encodePage(html) };
}

/** A fresh idempotency key in place of the renderer's placeholder: one per page served. */
const withFormKey = (html: string): string => html.replaceAll(FORM_KEY_PLACEHOLDER, randomUUID());

function cacheHeaders(res: ServerResponse, path: string): void {
  // The service worker and its manifest are checked for updates on every visit: a stale copy would pin an old app.
  // (The path is the file sent: a precompressed one ends in .br or .gz.)
  if (/(\.html|service-worker\.js|registerSW\.js|\.webmanifest)(\.br|\.gz)?$/.test(path))
    res.setHeader('Cache-Control', 'no-cache');
  else if (path.includes('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
