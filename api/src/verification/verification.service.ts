import { isPhotoId } from '../images/images.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts/user.entity.js';
import { Alert } from '../alerts/alert.entity.js';
import { Report } from '../reports/report.entity.js';
import type { Actor } from '../shared/actor.js';
import type { RequestContext } from '../shared/context.js';
import { authorize } from '../shared/policy.js';
import { Image } from '../images/image.entity.js';
import { ImageVerification } from './image.entity.js';
import { analyzeOffline, type EarlierImage } from './offline-analyzer.js';
import { VerificationErrors } from './verification.errors.js';
import { VerificationAbilities } from './verification.policy.js';
import { combine, DEFAULT_MIN_CONFIDENCE } from './verdict.js';
import { askVision, visionConfigFromEnv, type VisionAnswer, type VisionConfig } from './vision-provider.js';

interface PhotoContext {
  districtCode: string;
  dsDivisionCode: string;
  reportedAt: Date | null;
  reportedPoint: { latitude: number; longitude: number } | null;
  description: string;
  /** The report the photo belongs to, left out of the reuse comparison. */
  reportId: number | null;
}

/** The photo check (D24): one interface, the offline analyzer always, the vision model when configured. */
export class VerificationService {
  constructor(
    private readonly ctx: RequestContext,
    private readonly vision: VisionConfig | null = visionConfigFromEnv(),
  ) {}

  /** DMC officer of the report's district: checks the report's photo; every run is stored (re-verifying is explicit). */
  async verifyReportImage(reportId: number, minConfidence = DEFAULT_MIN_CONFIDENCE): Promise<ImageVerification> {
    authorize(this.ctx.actor, VerificationAbilities.verify);
    const report = await this.ctx.em.findOne(Report, { id: reportId }, { populate: ['image'] });
    if (!report) throw VerificationErrors.reportNotFound(reportId);
    if (!report.image) throw VerificationErrors.noImage();
    return this.run(report.image.id, this.reportContext(report), minConfidence);
  }

  /** Any photo attached to a report or an alert of the officer's district (D24: verifyImage(imageId)). */
  async verifyImage(imageId: string, minConfidence = DEFAULT_MIN_CONFIDENCE): Promise<ImageVerification> {
    authorize(this.ctx.actor, VerificationAbilities.verify);
    if (!isPhotoId(imageId)) throw VerificationErrors.imageNotFound();
    const report = await this.ctx.em.findOne(Report, { image: imageId });
    if (report) return this.run(imageId, this.reportContext(report), minConfidence);
    const alert = await this.ctx.em.findOne(Alert, { images: imageId }, { populate: ['sourceReport'] });
    if (!alert) throw VerificationErrors.imageNotFound();
    return this.run(imageId, {
      districtCode: alert.district.code,
      dsDivisionCode: alert.dsDivision.code,
      reportedAt: alert.issuedAt,
      reportedPoint: { latitude: alert.latitude, longitude: alert.longitude },
      description: alert.customType ?? alert.type.toLowerCase(),
      reportId: alert.sourceReport?.id ?? null,
    }, minConfidence);
  }

  /** The newest check of each image. */
  async latestFor(imageIds: string[]): Promise<Map<string, ImageVerification>> {
    if (!imageIds.length) return new Map();
    const rows = await this.ctx.em.find(ImageVerification, { image: { $in: imageIds } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const latest = new Map<string, ImageVerification>();
    for (const row of rows) if (!latest.has(row.image.id)) latest.set(row.image.id, row);
    return latest;
  }

  private reportContext(report: Report): PhotoContext {
    return {
      districtCode: report.district.code,
      dsDivisionCode: report.dsDivision.code,
      reportedAt: report.dateTime,
      reportedPoint: { latitude: report.latitude, longitude: report.longitude },
      description: report.description,
      reportId: report.id,
    };
  }

  private async run(imageId: string, context: PhotoContext, minConfidence: number): Promise<ImageVerification> {
    if (!Number.isFinite(minConfidence) || minConfidence < 0 || minConfidence > 100) throw VerificationErrors.badThreshold();
    const actor: Actor = this.ctx.actor!;
    authorize(actor, VerificationAbilities.verify, context);
    const em = this.ctx.em;
    const image = await em.findOneOrFail(Image, { id: imageId }, { populate: ['bytes'] });
    const offline = await analyzeOffline({
      bytes: image.bytes,
      mimeType: image.mimeType,
      sha256: image.sha256,
      width: image.width ?? null,
      height: image.height ?? null,
      perceptualHash: image.perceptualHash ?? null,
      reportedAt: context.reportedAt,
      reportedPoint: context.reportedPoint,
      earlier: await this.earlierImages(em, imageId, context.reportId),
    });
    const vision = await this.askVision(image, context.description);
    const result = combine(offline, vision, minConfidence, this.vision?.model);
    const row = em.create(ImageVerification, { image, ...result, minConfidence, requestedBy: em.getReference(User, actor.userId) });
    await em.persist(row).flush();
    return row;
  }

  private async askVision(image: Image, description: string): Promise<VisionAnswer | 'failed' | null> {
    if (!this.vision) return null;
    try {
      return await askVision(this.vision, `data:${image.mimeType};base64,${image.bytes.toString('base64')}`, description);
    } catch {
      return 'failed';
    }
  }

  /** Photos of other reports, for the reuse check (a resized or recompressed copy still matches its hash). */
  private async earlierImages(em: EntityManager, imageId: string, reportId: number | null): Promise<EarlierImage[]> {
    const rows = await em.getConnection().execute<{ report_id: number; perceptual_hash: string | null; sha256: string }[]>(
      `select r.id as report_id, i.perceptual_hash, i.sha256 from reports r join images i on i.id = r.image_id
       where i.id <> ? and (?::int is null or r.id <> ?) order by r.created_at desc limit 20000`,
      [imageId, reportId, reportId],
    );
    return rows.map((r) => ({ reportId: r.report_id, perceptualHash: r.perceptual_hash, sha256: r.sha256 }));
  }
}
