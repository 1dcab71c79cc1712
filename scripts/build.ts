/**
 * `npm run build`: the server compiled by tsc into dist/ (run with `node dist/api/src/main.js`, never tsx) and the
 * web app once (web/dist, web/dist-server). Writes dist/BUILD-STAMP last, so a half-finished build reads as stale.
 */
import { execSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';

const quiet = process.argv.includes('--quiet');
const run = (command: string) => execSync(command, { stdio: 'inherit' });

rmSync('dist/BUILD-STAMP', { force: true });
run('npx tsc -p tsconfig.build.json');
// Data files the server reads next to its modules.
cpSync('api/src/geography/data', 'dist/api/src/geography/data', { recursive: true });
run(`npx tsx scripts/build-web.ts${quiet ? ' --quiet' : ''}`);
writeFileSync('dist/BUILD-STAMP', `${new Date().toISOString()}\n`);
