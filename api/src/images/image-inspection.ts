import { createRequire } from 'node:module';
import sharp from 'sharp';

// sharp-phash is CommonJS with a default-export typing that NodeNext cannot call: load it as CommonJS.
const require = createRequire(import.meta.url);
const phash = require('sharp-phash') as (image: Buffer) => Promise<string>;
/** Hamming distance between two perceptual hashes (0 = the same picture, 64 = unrelated). */
export const hashDistance = require('sharp-phash/distance') as (a: string, b: string) => number;

export interface ImageFacts {
  width: number | null;
  height: number | null;
  /** 64-bit perceptual hash as a 0/1 string; null when the image could not be decoded (e.g. HEIC). */
  perceptualHash: string | null;
}

/** Decodes the image (proving it is one) and takes the facts the photo check compares later. */
export async function inspectImage(bytes: Buffer): Promise<ImageFacts | null> {
  try {
    const meta = await sharp(bytes).metadata();
    return { width: meta.width ?? null, height: meta.height ?? null, perceptualHash: await phash(bytes) };
  } catch {
    return null;
  }
}
