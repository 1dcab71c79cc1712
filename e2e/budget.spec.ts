import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** The build the e2e setup made; the budget of the public web app (issue: 150 KB before first paint). */
const dist = resolve('web/dist');
const BUDGET_BYTES = 150 * 1024;

interface Entry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

function startupFiles(manifest: Record<string, Entry>, roots: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return files;
}

describe('bundle budget of the home route', () => {
  it('keeps the JavaScript needed before the first paint (entry, its static imports, the home chunk) under 150 KB gzipped', () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Entry>;
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const files = startupFiles(manifest, [entry, 'src/features/home/pages/HomePage.tsx']);
    const gz = [...files].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
    expect([...files].some((f) => f.includes('LiveMap'))).toBe(false);
    expect(gz).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
