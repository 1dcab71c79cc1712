import { AFTER_ARG, firstArg, type Page, pageThrough } from '../core/paging/connection.js';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DEFAULT_LIST_PAGE, keysetOf } from '../core/paging/paging.js';
import { UserView } from '../accounts/accounts.types.js';
import { Audience } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { VolunteerAbilities } from './volunteers.policy.js';
import { VolunteersService } from './volunteers.service.js';
import { VolunteerConnection, VolunteerView } from './volunteers.types.js';

@Resolver()
export class VolunteersResolver {
  @Audience(VolunteerAbilities.listDivision)
  @Query(() => VolunteerConnection, {
    description:
      'DS officer: Registered Volunteers of the own division, by name: a page of `first` (default 200, up to 1,000) after the cursor `after`.',
  })
  async divisionVolunteers(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<VolunteerView>> {
    const service = new VolunteersService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => service.forDivision(page),
      (v) => service.present(v),
    );
  }

  @Audience(VolunteerAbilities.listDistrict)
  @Query(() => VolunteerConnection, {
    description:
      'DMC officer: Volunteers in Your District, by name: a page of `first` (default 200, up to 1,000) after the cursor `after`.',
  })
  async districtVolunteers(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<VolunteerView>> {
    const service = new VolunteersService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => service.forDistrict(page),
      (v) => service.present(v),
    );
  }

  @Audience(VolunteerAbilities.setOwnAvailability)
  @Mutation(() => UserView, {
    description: 'Volunteer: switch the own availability; the answer is the confirmed state.',
  })
  async setAvailability(
    @Ctx() ctx: RequestContext,
    @Arg('available', () => Boolean, { description: 'True when the volunteer can be called on now.' })
    available: boolean,
  ): Promise<UserView> {
    return UserView.from(await new VolunteersService(ctx).setOwnAvailability(available));
  }
}
