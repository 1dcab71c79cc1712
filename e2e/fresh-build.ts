/**
 * The production build (`npm run build`: server and web app), made only when a source is newer than its stamp. The
 * end-to-end tests and the deployment check both run on it, so one `npm test` builds once.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/BUILD-STAMP';
const SOURCES = ['api/src', 'shared', 'migrations', 'web', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path))
    if (!['node_modules', 'dist', 'dist-server'].includes(entry)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

export const buildIsFresh = (): boolean =>
  existsSync(STAMP) && !SOURCES.some((source) => newest(source) > statSync(STAMP).mtimeMs);

/** Builds unless the build is fresh; `say` tells which. */
export function buildIfStale(say: (line: string) => void): void {
  if (buildIsFresh()) return say('the build is fresh: reusing it');
  say('building (npm run build)…');
  // vitest runs with NODE_ENV=test, which Vite would honour: test the production build people get.
  execSync('npm run -s build -- --quiet', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
