import { existsSync, readFileSync } from 'node:fs';
import type { ManifestTransform } from 'workbox-build';

interface ViteChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** The signed-in areas: officers and volunteers load them online; they are not kept on every visitor's phone. */
const SIGNED_IN_AREAS = new Set([
  'src/features/volunteers/VolunteerArea.tsx',
  'src/features/ds/DsArea.tsx',
  'src/features/dmc/DmcArea.tsx',
]);

/** Every file the public pages can load (statically or later): the entry's chunks, not through a signed-in area. */
export function publicFiles(manifest: Record<string, ViteChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || SIGNED_IN_AREAS.has(key) || !chunk) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** Keeps out of the precache the hashed files only the signed-in areas use (read from Vite's manifest of this build). */
export function onlyPublicAssets(viteManifestPath: string): ManifestTransform {
  return (entries) => {
    if (!existsSync(viteManifestPath))
      return { manifest: entries, warnings: [`No Vite manifest at ${viteManifestPath}: every asset precached.`] };
    const keep = publicFiles(JSON.parse(readFileSync(viteManifestPath, 'utf8')) as Record<string, ViteChunk>);
    return { manifest: entries.filter((entry) => !/^assets\/.*\.(js|css)$/.test(entry.url) || keep.has(entry.url)) };
  };
}
