import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Audience } from '../../core/policy/audience.js';
import type { RequestContext } from '../../core/context/context.js';
import { AFTER_ARG, firstArg, type Page, pageThrough } from '../../core/paging/connection.js';
import { DEFAULT_LIST_PAGE, keysetOf } from '../../core/paging/paging.js';
import { recordId } from '../../core/paging/record-ids.js';
import { AidRequestsService } from '../aid-requests.service.js';
import { AidRequestView } from '../aid-requests.types.js';
import { DuplicateAbilities } from './duplicates.policy.js';
import { DuplicatesService } from './duplicates.service.js';
import { DuplicatePairConnection, DuplicatePairView } from './duplicates.types.js';

@Resolver()
export class DuplicatesResolver {
  @Audience(DuplicateAbilities.view)
  @Query(() => DuplicatePairConnection, {
    description:
      'Officers: likely duplicate aid requests of the own DS division (DS officer) or district (DMC officer) not decided yet, both still open, oldest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.',
  })
  async aidRequestDuplicates(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<DuplicatePairView>> {
    const service = new DuplicatesService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => service.flagged(page),
      (pair) => service.present(pair),
    );
  }

  @Audience(DuplicateAbilities.decide)
  @Mutation(() => AidRequestView, {
    description:
      'DS officer of the division: close a duplicate as MERGED into another open request of the division; its contributions follow. Repeating it answers the same merge.',
  })
  async mergeAidRequest(
    @Ctx() ctx: RequestContext,
    @Arg('duplicateId', () => ID, { description: 'The request to close as a duplicate.' }) duplicateId: string,
    @Arg('intoId', () => ID, { description: 'The request that stays.' }) intoId: string,
  ): Promise<AidRequestView> {
    const merged = await new DuplicatesService(ctx).merge(
      recordId(duplicateId, 'duplicateId'),
      recordId(intoId, 'intoId'),
    );
    return new AidRequestsService(ctx).present(merged);
  }

  @Audience(DuplicateAbilities.decide)
  @Mutation(() => DuplicatePairView, {
    description: 'DS officer of the division: the flagged pair are different needs; remembered, never flagged again.',
  })
  async markNotDuplicate(
    @Ctx() ctx: RequestContext,
    @Arg('pairId', () => ID, { description: "The flagged pair's id." }) pairId: string,
  ): Promise<DuplicatePairView> {
    const service = new DuplicatesService(ctx);
    return service.present(await service.markNotDuplicate(recordId(pairId, 'pairId')));
  }
}
