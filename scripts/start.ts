/**
 * `npm start` on a developer's machine: builds when the sources are newer than the last build, then runs the built
 * server as a child, forwarding SIGTERM/SIGINT and exiting with its code. Production runs the server directly
 * (`npm run start:prod`'s command: PRODUCTION_ENV, node, PRODUCTION_NODE_FLAGS), so that it receives the signals itself.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from '../api/src/core/config/config.js';

const STAMP = 'dist/BUILD-STAMP';
const SOURCES = ['api/src', 'shared', 'migrations', 'web', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];
const SKIP = new Set(['node_modules', 'dist', 'dist-server']);

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) if (!SKIP.has(entry)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const stale = !existsSync(STAMP) || SOURCES.some((source) => newest(source) > statSync(STAMP).mtimeMs);
if (stale) {
  console.log('Building (sources changed since the last build)…');
  execSync('npm run -s build', { stdio: 'inherit' });
}

const server = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, 'dist/api/src/main.js'], {
  stdio: 'inherit',
  env: { ...PRODUCTION_ENV, ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
