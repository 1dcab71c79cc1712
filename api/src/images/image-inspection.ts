import { createRequire } from 'node:module';
import type { Metadata } from 'sharp';
import { IMAGE_LIMITS } from '../core/config/config.js';
import { loadSharp, perceptualHash } from './sharp-loader.js';

// sharp-phash/distance is plain CommonJS without sharp: loaded at start, as the photo check's hashes are compared.
const require = createRequire(import.meta.url);
/** Hamming distance between two perceptual hashes (0 = the same picture, 64 = unrelated). */
export const hashDistance = require('sharp-phash/distance') as (a: string, b: string) => number;

export interface ImageFacts {
  width: number;
  height: number;
  /** 64-bit perceptual hash as a 0/1 string. */
  perceptualHash: string;
}

export type Inspection = ImageFacts | { refused: 'NOT_AN_IMAGE' | 'TOO_MANY_PIXELS' };

// Every decoder warning (a truncated file, bytes after the picture) refuses the file; no picture over the limit is opened.
const decoder = async (bytes: Buffer) =>
  (await loadSharp())(bytes, { failOn: 'warning', limitInputPixels: IMAGE_LIMITS.maxPixels });

/**
 * Proves the bytes are one whole picture: the header's size first (no decoding past the pixel limit), then a full
 * decode of every pixel, then the facts the photo check compares later.
 */
export async function inspectImage(bytes: Buffer): Promise<Inspection> {
  let meta: Metadata;
  const sharp = await loadSharp();
  try {
    // Header only: the size is read here so that a picture over the limit is refused with that reason.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { refused: 'NOT_AN_IMAGE' };
  }
  if (!meta.width || !meta.height) return { refused: 'NOT_AN_IMAGE' };
  if (meta.width * meta.height * (meta.pages ?? 1) > IMAGE_LIMITS.maxPixels) return { refused: 'TOO_MANY_PIXELS' };
  try {
    await (await decoder(bytes)).stats();
    return { width: meta.width, height: meta.height, perceptualHash: await perceptualHash(bytes) };
  } catch {
    return { refused: 'NOT_AN_IMAGE' };
  }
}

/** A copy for viewers other than the officers of the area: the same picture, upright, without EXIF (GPS, names). */
export async function strippedCopy(bytes: Buffer): Promise<Buffer> {
  // sharp writes no metadata unless asked to; rotate() first applies the EXIF orientation that is dropped.
  return (await decoder(bytes)).rotate().toBuffer();
}
