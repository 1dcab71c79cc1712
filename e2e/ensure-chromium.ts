/**
 * Makes sure Debian's chromium is there before the browser tests: installs it with apt-get when it is missing
 * and apt-get can run, otherwise stops with instructions. The e2e suite is never skipped silently.
 */
import { execSync } from 'node:child_process';
import { chromiumPath } from './browser.js';

function canRunApt(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (chromiumPath()) process.exit(0);
if (!canRunApt()) {
  console.error('Chromium is needed for the end-to-end tests and was not found at CHROMIUM_PATH or /usr/bin/chromium.');
  console.error('Install it with: sudo apt-get update && sudo apt-get install -y chromium   (or set CHROMIUM_PATH)');
  process.exit(1);
}
console.log("Chromium not found: installing Debian's chromium with apt-get…");
execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
if (!chromiumPath()) {
  console.error('apt-get finished but /usr/bin/chromium is still missing.');
  process.exit(1);
}
