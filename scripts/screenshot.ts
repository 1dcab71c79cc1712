/** Takes screenshots of pages of a running server: npm run -s screenshot -- URL OUT.png [WIDTH] [HEIGHT] */
import { launchChromium } from '../e2e/browser.js';

const [url, out, width = '1280', height = '900'] = process.argv.slice(2);
if (!url || !out) {
  console.error('Usage: tsx scripts/screenshot.ts URL OUT.png [WIDTH] [HEIGHT]');
  process.exit(2);
}
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`Saved ${out}`);
