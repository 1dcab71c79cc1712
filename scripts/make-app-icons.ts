/**
 * `npm run icons`: the installable app's PNG icons and the pages' favicon (web/public/icons), drawn from
 * web/public/favicon.svg in Chromium. The pages link the PNG: an SVG favicon is drawn on the page's own main thread,
 * 10-25 ms of a phone's (an image is decoded off it).
 * Run it again when the favicon changes; the PNGs are committed (the build does not need a browser).
 */
import { readFileSync } from 'node:fs';
import { launchChromium } from '../e2e/browser.js';

const svg = readFileSync('web/public/favicon.svg', 'utf8');
/** A maskable icon keeps its drawing inside the middle 80 % (the launcher may cut the rest). */
const ICONS = [
  { file: 'favicon-32.png', size: 32, inset: 0 },
  { file: 'icon-192.png', size: 192, inset: 0 },
  { file: 'icon-512.png', size: 512, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.1 },
];

const browser = await launchChromium();
try {
  for (const { file, size, inset } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const pad = Math.round(size * inset);
    const background = inset > 0 ? 'background:#0b5d4b' : 'background:transparent';
    const body = `<body style="margin:0;${background}"><div style="padding:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`;
    await page.setContent(body);
    await page.screenshot({ path: `web/public/icons/${file}`, omitBackground: inset === 0 });
    await page.close();
  }
} finally {
  await browser.close();
}
