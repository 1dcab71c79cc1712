import { describe, expect, it } from 'vitest';
import { scriptFontFaces } from './alert-page.js';

describe("the alert page carries the web build's Sinhala and Tamil fonts", () => {
  it('declares each font found among the assets, limited to its script', () => {
    const css = scriptFontFaces([
      'index-abc.js',
      'noto-sans-sinhala-sinhala-wght-normal-Dqt08u3R.woff2',
      'noto-sans-tamil-tamil-400-normal-cIr4vgaa.woff2',
      'noto-sans-tamil-tamil-700-normal-bO3kIbVG.woff2',
    ]);
    expect(css.match(/@font-face/gu)).toHaveLength(3);
    expect(css).toContain(
      'font-family:"Sinhala Webfont";font-display:swap;font-weight:100 900;src:url(/assets/noto-sans-sinhala-sinhala-wght-normal-Dqt08u3R.woff2)',
    );
    expect(css).toContain(
      'font-weight:400;src:url(/assets/noto-sans-tamil-tamil-400-normal-cIr4vgaa.woff2) format("woff2");unicode-range:U+0B80-0BFF',
    );
    expect(css).toContain('font-weight:600 700;src:url(/assets/noto-sans-tamil-tamil-700-normal-bO3kIbVG.woff2)');
  });

  it('declares nothing without a web build', () => {
    expect(scriptFontFaces([])).toBe('');
    expect(scriptFontFaces(['noto-sans-tamil-tamil-400-normal.woff2.map'])).toBe('');
  });
});
