import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** Source files of the home route whose chunks the browser should fetch at once. */
// Not the map (Leaflet): it must load after the first paint.
const HOME_SOURCES = ['src/features/home/pages/HomePage.tsx'];

/** The built chunks (and their static imports and CSS) of the home route, read from Vite's manifest. */
export function homePreloads(webDist: string): { scripts: string[]; styles: string[] } {
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return { scripts: [], styles: [] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || entry.file.includes('index-') || scripts.has(entry.file)) return;
    scripts.add(entry.file);
    entry.css?.forEach((c) => styles.add(c));
    entry.imports?.forEach(visit);
  };
  HOME_SOURCES.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

export function injectPreloads(html: string, preloads: { scripts: string[]; styles: string[] }): string {
  const links = [
    ...preloads.scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...preloads.styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ].join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}
