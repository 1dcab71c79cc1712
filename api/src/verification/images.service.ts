import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../shared/errors.js';
import { Image } from './image.entity.js';
import { decodeDataUrl, sniffImageType } from './image-sniffing.js';

/** Largest photo accepted, after base64 decoding (README states it). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export const ImageErrors = {
  notAnImage: () => new AppError('IMAGE_INVALID', 'The file must be an image (JPEG, PNG, WebP, GIF or HEIC).', 400),
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`, 413),
};

/** Checks a photo sent as a data URL and stages it as an Image row on the given EntityManager (flushed by the caller). */
export function stageImage(em: EntityManager, dataUrl: string): Image {
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) throw ImageErrors.notAnImage();
  if (bytes.length > MAX_IMAGE_BYTES) throw ImageErrors.tooLarge();
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw ImageErrors.notAnImage();
  return em.create(Image, {
    bytes,
    mimeType,
    byteSize: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
}
