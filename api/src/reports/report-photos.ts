import type { EntityManager } from '@mikro-orm/postgresql';
import type { EarlierReportPhoto, PhotoContext } from '../core/context/photo-context.js';
import { Report } from './report.entity.js';

/** How many other reports' photos the reuse check compares against (newest first). */
const EARLIER_PHOTOS_LIMIT = 20_000;

const contextOf = (report: Report): PhotoContext => ({
  districtCode: report.district.code,
  dsDivisionCode: report.dsDivision?.code ?? null,
  reportedAt: report.dateTime,
  reportedPoint: { latitude: report.latitude, longitude: report.longitude },
  description: report.description,
  reportId: report.id,
});

/** The report's photo id and its context; null when there is no such report, `photoId` null when it has no photo. */
export async function reportPhoto(
  em: EntityManager,
  reportId: number,
): Promise<{ photoId: string | null; context: PhotoContext } | null> {
  const report = await em.findOne(Report, { id: reportId });
  if (!report) return null;
  return { photoId: report.image?.id ?? null, context: contextOf(report) };
}

/** The context of the report that holds this photo, or null. */
export async function reportPhotoContext(em: EntityManager, photoId: string): Promise<PhotoContext | null> {
  const report = await em.findOne(Report, { image: photoId });
  return report ? contextOf(report) : null;
}

/** Photos of other reports, newest first (a resized or recompressed copy still matches its hash). */
export async function earlierReportPhotos(
  em: EntityManager,
  photoId: string,
  reportId: number | null,
): Promise<EarlierReportPhoto[]> {
  const rows = await em
    .getConnection()
    .execute<{ report_id: number; perceptual_hash: string | null; sha256: string }[]>(
      `select r.id as report_id, i.perceptual_hash, i.sha256 from reports r join images i on i.id = r.image_id
     where i.id <> ? and (?::int is null or r.id <> ?) order by r.created_at desc limit ${EARLIER_PHOTOS_LIMIT}`,
      [photoId, reportId, reportId],
    );
  return rows.map((r) => ({ reportId: r.report_id, perceptualHash: r.perceptual_hash, sha256: r.sha256 }));
}
