import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.js';

const dir = mkdtempSync(join(tmpdir(), 'lr-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies beside compressible build files, and skips tiny or already compressed ones', async () => {
    const script = `export const text = ${JSON.stringify('flood warning '.repeat(500))};`;
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-abc.css'), 'a{}');
    writeFileSync(join(dir, 'assets', 'font-abc.woff2'), Buffer.alloc(4096, 1));
    expect(await precompress(dir)).toBe(1);
    const br = readFileSync(join(dir, 'assets', 'index-abc.js.br'));
    const gz = readFileSync(join(dir, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gz.length);
    expect(existsSync(join(dir, 'assets', 'tiny-abc.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'font-abc.woff2.br'))).toBe(false);
  });
});
