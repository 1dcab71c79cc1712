/**
 * Debian's programs the tests run: chromium (end-to-end), xmllint (the CAP schema checks), pg_dump and pg_restore (the
 * backup round trip), PostgreSQL's server and nginx (the deployment check). `npm test` installs whichever is missing
 * with apt-get when it can (root, apt-get present), on a fresh machine as on CI; otherwise it names the packages and
 * stops with a failure, so no suite is skipped silently.
 *
 *   tsx scripts/debian-tools.ts [tool ...]   (tools: chromium xmllint pg_dump postgres nginx; all when none is named)
 */
import { execSync } from 'node:child_process';
import { chromiumPath } from '../e2e/browser.js';
import { debianPostgresBin, nginxProgram } from './debian-paths.js';

const commandExists = (command: string) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const TOOLS = {
  chromium: { debianPackage: 'chromium', present: () => !!chromiumPath() },
  xmllint: { debianPackage: 'libxml2-utils', present: () => commandExists('xmllint') },
  pg_dump: { debianPackage: 'postgresql-client', present: () => commandExists('pg_dump') },
  postgres: { debianPackage: 'postgresql', present: () => !!debianPostgresBin() },
  nginx: { debianPackage: 'nginx-light', present: () => commandExists(nginxProgram()) },
} as const;
type Tool = keyof typeof TOOLS;

const isTool = (name: string): name is Tool => name in TOOLS;

function canRunApt(): boolean {
  return process.getuid?.() === 0 && commandExists('apt-get');
}

const named = process.argv.slice(2);
const unknown = named.filter((name) => !isTool(name));
if (unknown.length) {
  console.error(`Unknown tool: ${unknown.join(', ')} (known: ${Object.keys(TOOLS).join(', ')})`);
  process.exit(2);
}
const wanted = named.length ? named.filter(isTool) : (Object.keys(TOOLS) as Tool[]);
const missing = wanted.filter((tool) => !TOOLS[tool].present());
const packages = [...new Set(missing.map((tool) => TOOLS[tool].debianPackage))];
if (!packages.length) {
  console.log(`Debian tools present: ${wanted.join(', ')}`);
  process.exit(0);
}
if (!canRunApt()) {
  console.error(`Missing for the tests: ${missing.join(', ')}. Install them with:`);
  console.error(`  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`);
  process.exit(1);
}
console.log(`Installing Debian's ${packages.join(' ')} with apt-get (missing: ${missing.join(', ')})…`);
try {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
} catch {
  console.error(`apt-get could not install ${packages.join(' ')}.`);
}
const stillMissing = missing.filter((tool) => !TOOLS[tool].present());
if (stillMissing.length) {
  console.error(`Still missing after apt-get: ${stillMissing.join(', ')}.`);
  process.exit(1);
}
console.log(`Installed: ${packages.join(' ')}`);
