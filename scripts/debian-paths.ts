/** Where Debian's packages put the programs the tests run (scripts/debian-tools.ts installs them when missing). */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL server installed (one with initdb: the client alone has a folder too). */
export function debianPostgresBin(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const major = readdirSync(POSTGRES_ROOT)
    .map(Number)
    .filter((n) => n && existsSync(join(POSTGRES_ROOT, String(n), 'bin', 'initdb')))
    .sort((a, b) => b - a)[0];
  return major ? join(POSTGRES_ROOT, String(major), 'bin') : undefined;
}

/** nginx-light's program, else whatever `nginx` the PATH finds. */
export const nginxProgram = () => (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
