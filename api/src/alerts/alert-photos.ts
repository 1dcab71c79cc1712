import type { EntityManager } from '@mikro-orm/postgresql';
import type { PhotoContext } from '../core/context/photo-context.js';
import { Alert } from './alert.entity.js';

/** The context of the alert that holds this photo, or null (its source report is left out of the reuse check). */
export async function alertPhotoContext(em: EntityManager, photoId: string): Promise<PhotoContext | null> {
  const alert = await em.findOne(Alert, { images: photoId }, { populate: ['sourceReport'] });
  if (!alert) return null;
  return {
    districtCode: alert.district.code,
    dsDivisionCode: alert.dsDivision.code,
    reportedAt: alert.issuedAt,
    reportedPoint: { latitude: alert.latitude, longitude: alert.longitude },
    description: alert.customType ?? alert.type.toLowerCase(),
    reportId: alert.sourceReport?.id ?? null,
  };
}
