import { createRequire } from 'node:module';
import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;
type PerceptualHash = (image: Buffer) => Promise<string>;

/**
 * sharp (libvips) and sharp-phash, loaded on the first photo instead of at start: the native library and its
 * allocations cost the server about 21 MB of resident memory, which a server busy with exports but given no photo
 * should not pay (the 200 MB, bench/exports.ts). Loaded once; concurrent first callers share one load.
 */
let sharpLoad: Promise<Sharp> | undefined;
export const loadSharp = (): Promise<Sharp> => (sharpLoad ??= import('sharp').then((m) => m.default));

// sharp-phash is CommonJS with a default-export typing that NodeNext cannot call: load it as CommonJS.
const require = createRequire(import.meta.url);
let phash: PerceptualHash | undefined;
/** sharp-phash's 64-bit perceptual hash (it requires sharp itself, so it is loaded with it). */
export async function perceptualHash(image: Buffer): Promise<string> {
  await loadSharp();
  phash ??= require('sharp-phash') as PerceptualHash;
  return phash(image);
}
