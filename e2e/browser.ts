import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium: CHROMIUM_PATH, else /usr/bin/chromium. Never a downloaded browser. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => !!p);
  return candidates.find((p) => existsSync(p));
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath)
    throw new Error(
      'Chromium not found: install it with `apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH.',
    );
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
