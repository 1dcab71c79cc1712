import { recordId } from '../core/paging/record-ids.js';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import { PhotoView } from '../images/images.types.js';
import { Audience } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { VerificationAbilities } from './verification.policy.js';
import { VerificationService } from './verification.service.js';
import { ImageVerificationView } from './verification.types.js';
import { DEFAULT_MIN_CONFIDENCE } from './verdict.js';

@Resolver(() => PhotoView)
export class VerificationResolver {
  @Audience(VerificationAbilities.verify)
  @Mutation(() => ImageVerificationView, {
    description: 'DMC officer: check the photo of a report of the own district (the DMC screen passes 60).',
  })
  async verifyReportImage(
    @Ctx() ctx: RequestContext,
    @Arg('reportId', () => ID, { description: 'The report whose photo is checked.' }) reportId: string,
    @Arg('minConfidence', () => Int, {
      description: 'Percent (0 to 100) the analysis must reach for AUTHENTIC.',
      defaultValue: DEFAULT_MIN_CONFIDENCE,
    })
    minConfidence: number,
  ): Promise<ImageVerificationView> {
    return ImageVerificationView.from(
      await new VerificationService(ctx).verifyReportImage(recordId(reportId, 'reportId'), minConfidence),
    );
  }

  @Audience(VerificationAbilities.verify)
  @Mutation(() => ImageVerificationView, {
    description: 'DMC officer: check any photo of a report or alert of the own district.',
  })
  async verifyImage(
    @Ctx() ctx: RequestContext,
    @Arg('imageId', () => ID, { description: "The photo's id (Photo.id)." }) imageId: string,
    @Arg('minConfidence', () => Int, {
      description: 'Percent (0 to 100) the analysis must reach for AUTHENTIC.',
      defaultValue: DEFAULT_MIN_CONFIDENCE,
    })
    minConfidence: number,
  ): Promise<ImageVerificationView> {
    return ImageVerificationView.from(await new VerificationService(ctx).verifyImage(imageId, minConfidence));
  }

  @FieldResolver(() => ImageVerificationView, {
    nullable: true,
    description: 'The newest check of this photo, if any.',
  })
  async verification(@Root() image: PhotoView, @Ctx() ctx: RequestContext): Promise<ImageVerificationView | null> {
    const latest = (await new VerificationService(ctx).latestFor([image.id])).get(image.id);
    return latest ? ImageVerificationView.from(latest) : null;
  }
}
