import { isPhotoId, loadImageWithBytes } from '../images/images.service.js';
import { User } from '../accounts/user.entity.js';
import { alertPhotoContext } from '../alerts/alert-photos.js';
import type { Image } from '../images/image.entity.js';
import { earlierReportPhotos, reportPhoto, reportPhotoContext } from '../reports/report-photos.js';
import type { Actor } from '../core/policy/actor.js';
import type { RequestContext } from '../core/context/context.js';
import type { PhotoContext } from '../core/context/photo-context.js';
import { authorize } from '../core/policy/policy.js';
import { ImageVerification } from './image.entity.js';
import { analyzeOffline } from './offline-analyzer.js';
import { VerificationErrors } from './verification.errors.js';
import { VerificationAbilities } from './verification.policy.js';
import { combine, DEFAULT_MIN_CONFIDENCE } from './verdict.js';
import { askVision, visionConfigFromEnv, type VisionAnswer, type VisionConfig } from './vision-provider.js';

/** The photo check (D24): one interface, the offline analyzer always, the vision model when configured. */
export class VerificationService {
  constructor(
    private readonly ctx: RequestContext,
    private readonly vision: VisionConfig | null = visionConfigFromEnv(),
  ) {}

  /** DMC officer of the report's district: checks the report's photo; every run is stored (re-verifying is explicit). */
  async verifyReportImage(reportId: number, minConfidence = DEFAULT_MIN_CONFIDENCE): Promise<ImageVerification> {
    authorize(this.ctx.actor, VerificationAbilities.verify);
    const report = await reportPhoto(this.ctx.em, reportId);
    if (!report) throw VerificationErrors.reportNotFound(reportId);
    if (!report.photoId) throw VerificationErrors.noImage();
    return this.run(report.photoId, report.context, minConfidence);
  }

  /** Any photo attached to a report or an alert of the officer's district (D24: verifyImage(imageId)). */
  async verifyImage(imageId: string, minConfidence = DEFAULT_MIN_CONFIDENCE): Promise<ImageVerification> {
    authorize(this.ctx.actor, VerificationAbilities.verify);
    if (!isPhotoId(imageId)) throw VerificationErrors.imageNotFound();
    const context = (await reportPhotoContext(this.ctx.em, imageId)) ?? (await alertPhotoContext(this.ctx.em, imageId));
    if (!context) throw VerificationErrors.imageNotFound();
    return this.run(imageId, context, minConfidence);
  }

  /** The newest check of each image. */
  async latestFor(imageIds: string[]): Promise<Map<string, ImageVerification>> {
    if (!imageIds.length) return new Map();
    const rows = await this.ctx.em.find(
      ImageVerification,
      { image: { $in: imageIds } },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    const latest = new Map<string, ImageVerification>();
    for (const row of rows) if (!latest.has(row.image.id)) latest.set(row.image.id, row);
    return latest;
  }

  private async run(imageId: string, context: PhotoContext, minConfidence: number): Promise<ImageVerification> {
    if (!Number.isFinite(minConfidence) || minConfidence < 0 || minConfidence > 100)
      throw VerificationErrors.badThreshold();
    const actor: Actor = this.ctx.actor!;
    authorize(actor, VerificationAbilities.verify, context);
    const em = this.ctx.em;
    const image = await loadImageWithBytes(em, imageId);
    const offline = await analyzeOffline({
      bytes: image.bytes,
      mimeType: image.mimeType,
      sha256: image.sha256,
      width: image.width ?? null,
      height: image.height ?? null,
      perceptualHash: image.perceptualHash ?? null,
      reportedAt: context.reportedAt,
      reportedPoint: context.reportedPoint,
      earlier: await earlierReportPhotos(em, imageId, context.reportId),
    });
    const vision = await this.askVision(image, context.description);
    const result = combine(offline, vision, minConfidence, this.vision?.model);
    const row = em.create(ImageVerification, {
      image,
      ...result,
      minConfidence,
      requestedBy: em.getReference(User, actor.userId),
    });
    await em.persist(row).flush();
    return row;
  }

  private async askVision(image: Image, description: string): Promise<VisionAnswer | 'failed' | null> {
    if (!this.vision) return null;
    try {
      return await askVision(
        this.vision,
        `data:${image.mimeType};base64,${image.bytes.toString('base64')}`,
        description,
      );
    } catch {
      return 'failed';
    }
  }
}
