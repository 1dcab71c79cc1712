import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Audience } from '../core/policy/audience.js';
import { AFTER_ARG, firstArg, type Page, pageThrough } from '../core/paging/connection.js';
import type { RequestContext } from '../core/context/context.js';
import { DEFAULT_LIST_PAGE, keysetOf } from '../core/paging/paging.js';
import { recordId } from '../core/paging/record-ids.js';
import { placeVolunteer, volunteersToPlace } from './commands/place-volunteer.js';
import { VolunteerAbilities } from './volunteers.policy.js';
import { VolunteersService } from './volunteers.service.js';
import { VolunteerConnection, VolunteerView } from './volunteers.types.js';

/** The officers' queue of volunteers whose place sent at sign-up is to confirm, and placing one. */
@Resolver()
export class VolunteerPlacesResolver {
  @Audience(VolunteerAbilities.place)
  @Query(() => VolunteerConnection, {
    description:
      "DS or DMC officer: the own district's volunteers whose place sent at sign-up stands in no one DS division, oldest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.",
  })
  async volunteersToPlace(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<VolunteerView>> {
    const service = new VolunteersService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => volunteersToPlace(ctx, page),
      (v) => service.present(v),
    );
  }

  @Audience(VolunteerAbilities.place)
  @Mutation(() => VolunteerView, {
    description:
      'DS or DMC officer of the district: place a volunteer whose place is to confirm in a DS division of it.',
  })
  async placeVolunteer(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The volunteer's user id." }) id: string,
    @Arg('dsDivision', () => ID, { description: 'A DS division of their district (P-code, LK1103).' })
    dsDivision: string,
  ): Promise<VolunteerView> {
    return new VolunteersService(ctx).present(await placeVolunteer(ctx, recordId(id), dsDivision));
  }
}
