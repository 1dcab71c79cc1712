import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** Source file of the home route. Not the map (Leaflet): it loads after the first paint. */
const HOME_PAGE_SOURCE = 'src/features/home/pages/HomePage.tsx';
/** The interactive map: fetched at low priority while the page starts, so that it is there when asked for. */
const LIVE_MAP_SOURCE = 'src/features/home/components/LiveMap.tsx';

function readManifest(webDist: string): Record<string, ManifestEntry> {
  const file = join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>) : {};
}

function entryOf(manifest: Record<string, ManifestEntry>): string[] {
  return Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
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

/** Every script the home page runs before it is interactive: the entry, its static imports, the home chunk. */
export function homeRouteScripts(webDist: string): string[] {
  const manifest = readManifest(webDist);
  return chunksFrom(manifest, [...entryOf(manifest), HOME_PAGE_SOURCE]).scripts;
}

export interface Preloads {
  /** Needed at once (modulepreload). */
  scripts: string[];
  styles: string[];
  /** Needed soon: fetched at low priority into the cache (prefetch). */
  later: string[];
}

/**
 * The home route's own chunks (the entry's are in index.html already), for the browser to fetch at once, and the
 * interactive map's, for it to fetch when idle.
 */
export function homePreloads(webDist: string): Preloads {
  const manifest = readManifest(webDist);
  const fromEntry = new Set(chunksFrom(manifest, entryOf(manifest)).scripts);
  const home = chunksFrom(manifest, [HOME_PAGE_SOURCE]);
  const map = chunksFrom(manifest, [LIVE_MAP_SOURCE]);
  const early = new Set([...fromEntry, ...home.scripts]);
  return { scripts: home.scripts.filter((f) => !fromEntry.has(f)), styles: home.styles, later: [...map.scripts.filter((f) => !early.has(f)), ...map.styles] };
}

export function injectPreloads(html: string, preloads: Preloads): string {
  const links = [
    ...preloads.scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...preloads.styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...preloads.later.map((f) => `<link rel="prefetch" crossorigin href="/${f}">`),
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
