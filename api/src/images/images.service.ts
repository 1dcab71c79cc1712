import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IMAGE_LIMITS } from '../core/config/config.js';
import { AppError } from '../core/errors/errors.js';
import { Image } from './image.entity.js';
import { decodeDataUrl, sniffImageType } from './image-sniffing.js';
import { inspectImage } from './image-inspection.js';

/** Largest photo accepted, after base64 decoding (config's IMAGE_LIMITS; README states it). */
export const MAX_IMAGE_BYTES = IMAGE_LIMITS.maxBytes;

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Photos are keyed by UUID: anything else names no photo (and must not reach PostgreSQL's uuid parser). */
export const isPhotoId = (id: string): boolean => PHOTO_ID.test(id);

export const ImageErrors = {
  notFound: () => AppError.coded('NOT_FOUND', 'IMAGE_NOT_FOUND'),
  notAnImage: () => new AppError('IMAGE_INVALID', 'The file must be an image (JPEG, PNG, WebP or GIF).'),
  tooLarge: () => AppError.coded('PAYLOAD_TOO_LARGE', 'IMAGE_TOO_LARGE', { max: MAX_IMAGE_BYTES / 1024 / 1024 }),
  tooManyPixels: () =>
    AppError.coded('PAYLOAD_TOO_LARGE', 'IMAGE_TOO_MANY_PIXELS', { max: IMAGE_LIMITS.maxPixels / 1_000_000 }),
};

/**
 * Checks a photo sent as a data URL (size, type from its bytes, pixel count, then every pixel must decode: a file
 * that only starts like an image is refused) and stages it as an Image row on the
 * given EntityManager (flushed by the caller), with its size and perceptual hash for the photo check.
 */
export async function stageImage(em: EntityManager, dataUrl: string): Promise<Image> {
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) throw ImageErrors.notAnImage();
  if (bytes.length > MAX_IMAGE_BYTES) throw ImageErrors.tooLarge();
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw ImageErrors.notAnImage();
  const facts = await inspectImage(bytes);
  if ('refused' in facts)
    throw facts.refused === 'TOO_MANY_PIXELS' ? ImageErrors.tooManyPixels() : ImageErrors.notAnImage();
  return em.create(Image, {
    bytes,
    mimeType,
    byteSize: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    width: facts.width,
    height: facts.height,
    perceptualHash: facts.perceptualHash,
  });
}

/** A stored photo with its bytes loaded (they are lazy: most reads need only its facts). */
export function loadImageWithBytes(em: EntityManager, id: string): Promise<Image> {
  return em.findOneOrFail(Image, { id }, { populate: ['bytes'] });
}
