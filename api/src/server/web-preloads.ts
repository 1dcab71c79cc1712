import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicPage } from '../../../shared/page-routes.js';
import { LATER_CHUNK_META, PAGE_CHUNK_META } from '../../../shared/page-chunks.js';

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The app itself, which the entry imports once the page the server drew is painted (web/src/main.tsx). */
const APP_START_SOURCE = 'src/app/start.tsx';
/**
 * React's renderer and the app's routes, which the app's start imports in a task of its own once the client is ready
 * (web/src/app/render-app.tsx): every page the server draws names it with its own chunks, so it is fetched with them.
 */
const APP_RENDER_SOURCE = 'src/app/render-app.tsx';
/** Source file of the home route. Not the map (Leaflet): it loads after the first paint. */
const HOME_PAGE_SOURCE = 'src/features/home/pages/HomePage.tsx';
/** The interactive map: fetched at low priority while the page starts, so that it is there when asked for. */
const LIVE_MAP_SOURCE = 'src/features/home/components/LiveMap.tsx';
const SIGNED_IN_MESSAGES_SOURCE = 'src/i18n/SignedInMessages.tsx';

/** Each public page's own lazy chunks (web/src/app/AppRoutes.tsx), as Vite's manifest names their sources. */
const PAGE_ROUTE_SOURCES: Record<PublicPage, string[]> = {
  '/': [HOME_PAGE_SOURCE],
  '/alerts': ['src/features/alerts/pages/AlertsPage.tsx'],
  '/submit-symptoms': ['src/features/reports/pages/ReportPage.tsx'],
  '/request-aid': ['src/features/aid-requests/pages/RequestAidPage.tsx'],
  '/emergency-aid-request': ['src/features/aid-requests/pages/EmergencyAidPage.tsx'],
  '/post-disaster-aid-request': ['src/features/aid-requests/pages/PostDisasterAidPage.tsx'],
  '/login': [SIGNED_IN_MESSAGES_SOURCE, 'src/features/accounts/pages/LoginPage.tsx'],
  '/signup': [SIGNED_IN_MESSAGES_SOURCE, 'src/features/accounts/pages/SignupPage.tsx'],
};
/** What a public page fetches beside the app's start: React's renderer and the page's own chunks. */
export const PUBLIC_PAGE_SOURCES = Object.fromEntries(
  Object.entries(PAGE_ROUTE_SOURCES).map(([page, sources]) => [page, [APP_RENDER_SOURCE, ...sources]]),
) as Record<PublicPage, string[]>;
/** Fetched when idle on a page: what its first interaction needs (the home page's interactive map). */
const LATER_SOURCES: Partial<Record<PublicPage, string[]>> = { '/': [LIVE_MAP_SOURCE] };

function readManifest(webDist: string): Record<string, ManifestEntry> {
  const file = join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>) : {};
}

const entryKeys = (manifest: Record<string, ManifestEntry>): string[] =>
  Object.keys(manifest).filter((k) => manifest[k]!.isEntry);

/** The entry and the app it starts: what every page runs. */
function appRoots(manifest: Record<string, ManifestEntry>): string[] {
  return [...entryKeys(manifest), APP_START_SOURCE];
}

/** Built files reached from `roots` through static imports, read from Vite's manifest. */
function chunksFrom(manifest: Record<string, ManifestEntry>, roots: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || scripts.has(entry.file)) return;
    scripts.add(entry.file);
    entry.css?.forEach((c) => styles.add(c));
    entry.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

/** Every script the home page runs before it is interactive: the entry, the app it starts, the home chunk. */
export function homeRouteScripts(webDist: string): string[] {
  const manifest = readManifest(webDist);
  return chunksFrom(manifest, [...appRoots(manifest), ...PUBLIC_PAGE_SOURCES['/']]).scripts;
}

/**
 * The chunks the app's start imports, less the entry's own and the start's (which the entry's `import()` asks for):
 * the entry's import names none of them (web/module-preloads.ts), every page does, for the entry to fetch a link a task.
 */
function appStartChunks(manifest: Record<string, ManifestEntry>): string[] {
  const entry = new Set(chunksFrom(manifest, entryKeys(manifest)).scripts);
  const start = manifest[APP_START_SOURCE]?.file;
  return chunksFrom(manifest, [APP_START_SOURCE]).scripts.filter((f) => !entry.has(f) && f !== start);
}

export interface Preloads {
  /** Needed at start, the app's chunks first, then the page's own: fetched (modulepreload) once the page is painted. */
  scripts: string[];
  styles: string[];
  /** Needed soon: fetched at low priority into the cache (prefetch). */
  later: string[];
}

/**
 * The app's chunks and a public page's own, for the browser to fetch with the app, and what the page needs soon after
 * (the home page's interactive map), for it to fetch when idle.
 */
export function pagePreloads(webDist: string, page: PublicPage): Preloads {
  const manifest = readManifest(webDist);
  const fromEntry = new Set(chunksFrom(manifest, appRoots(manifest)).scripts);
  const own = chunksFrom(manifest, PUBLIC_PAGE_SOURCES[page]);
  const later = chunksFrom(manifest, LATER_SOURCES[page] ?? []);
  const early = new Set([...fromEntry, ...own.scripts]);
  return {
    scripts: [...appStartChunks(manifest), ...own.scripts.filter((f) => !fromEntry.has(f))],
    styles: own.styles,
    later: [...later.scripts.filter((f) => !early.has(f)), ...later.styles],
  };
}

/** What a page the browser draws (the signed-in areas) fetches with the app's start: the app's chunks. */
export const appPreloads = (webDist: string): Preloads => ({
  scripts: appStartChunks(readManifest(webDist)),
  styles: [],
  later: [],
});

/** The home page's preloads (the budget and the bench measure this page). */
export const homePreloads = (webDist: string): Preloads => pagePreloads(webDist, '/');

/**
 * The page's chunks named in its head for the entry to fetch once the page is painted (web/src/app/first-paint.ts), not
 * as preload links: those would be fetched at once, sharing a slow link with the page itself.
 */
export const pageChunkMetas = (files: string[], meta = PAGE_CHUNK_META): string =>
  files.map((f) => `<meta name="${meta}" content="/${f}">`).join('');

export function injectPreloads(html: string, preloads: Preloads): string {
  const links = [
    pageChunkMetas(preloads.scripts),
    ...preloads.styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    pageChunkMetas(preloads.later, LATER_CHUNK_META),
  ].join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

/** Stylesheets of the built app written into the page itself (they block the first paint: no extra round trip). */
export function inlineStylesheets(html: string, webDist: string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g, (link, file: string) => {
    const path = join(webDist, file);
    return existsSync(path) ? `<style>${readFileSync(path, 'utf8')}</style>` : link;
  });
}

const SCRIPT_OF_LOCALE: Record<string, string | undefined> = { si: 'sinhala', ta: 'tamil' };

/**
 * The stylesheet of a language's webfont (the web/src/i18n/fonts/*.css, a chunk of the build) as a link, for a
 * page that has no scripts to load it: a phone without Sinhala or Tamil fonts still shows letters. Empty for English.
 */
export function fontStylesheetLink(webDist: string, locale: string): string {
  const script = SCRIPT_OF_LOCALE[locale];
  if (!script) return '';
  const css = Object.values(readManifest(webDist)).find((entry) =>
    new RegExp(`^assets/${script}-[\\w-]+\\.css$`).test(entry.file),
  );
  return css ? `<link rel="stylesheet" href="/${css.file}">` : '';
}

/** The catalogue layers a page's screens add (`MessageLayer`): their chunks are suspended on while the page hydrates. */
const PAGE_CATALOGUE_LAYERS: Partial<Record<PublicPage, string[]>> = {
  '/emergency-aid-request': ['forms'],
  '/post-disaster-aid-request': ['forms'],
  '/submit-symptoms': ['forms'],
  '/login': ['signed-in'],
  '/signup': ['signed-in'],
};

/**
 * A language's catalogue (web/src/i18n/si.ts, ta.ts) and the layers the page's screens add (si-forms.ts …): a page
 * drawn in that language hydrates once its texts are here.
 */
export function cataloguePreloads(webDist: string, locale: string, page: PublicPage): string[] {
  if (!SCRIPT_OF_LOCALE[locale]) return [];
  const layers = (PAGE_CATALOGUE_LAYERS[page] ?? []).map((layer) => `src/i18n/${locale}-${layer}.ts`);
  return chunksFrom(readManifest(webDist), [`src/i18n/${locale}.ts`, ...layers]).scripts;
}

const CHUNK_METAS = new RegExp(`<meta name="(${PAGE_CHUNK_META}|${LATER_CHUNK_META})"[^>]*>`, 'g');

/** The page without the app's scripts and their chunks: a page answered to a form post stands as it is. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(CHUNK_METAS, '');
}
