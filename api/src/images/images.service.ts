import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../shared/errors.js';
import { Image } from './image.entity.js';
import { decodeDataUrl, sniffImageType } from './image-sniffing.js';
import { inspectImage } from './image-inspection.js';

/** Largest photo accepted, after base64 decoding (README states it). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export const ImageErrors = {
  notFound: () => AppError.notFound('Image not found.'),
  notAnImage: () => new AppError('IMAGE_INVALID', 'The file must be an image (JPEG, PNG, WebP, GIF or HEIC).'),
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`),
};

/**
 * Checks a photo sent as a data URL (type from its bytes, and it must decode) and stages it as an Image row on the
 * given EntityManager (flushed by the caller), with its size and perceptual hash for the photo check.
 */
export async function stageImage(em: EntityManager, dataUrl: string): Promise<Image> {
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) throw ImageErrors.notAnImage();
  if (bytes.length > MAX_IMAGE_BYTES) throw ImageErrors.tooLarge();
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw ImageErrors.notAnImage();
  const facts = await inspectImage(bytes);
  // HEIC is accepted as uploaded even where this server's decoder cannot read it; every other type must decode.
  if (!facts && mimeType !== 'image/heic') throw ImageErrors.notAnImage();
  return em.create(Image, {
    bytes,
    mimeType,
    byteSize: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    width: facts?.width ?? null,
    height: facts?.height ?? null,
    perceptualHash: facts?.perceptualHash ?? null,
  });
}
