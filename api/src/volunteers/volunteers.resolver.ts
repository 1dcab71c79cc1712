import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { UserView } from '../accounts/accounts.types.js';
import { Audience } from '../shared/audience.js';
import type { RequestContext } from '../shared/context.js';
import { VolunteerAbilities } from './volunteers.policy.js';
import { VolunteersService } from './volunteers.service.js';
import { VolunteerView } from './volunteers.types.js';

@Resolver()
export class VolunteersResolver {
  @Audience(VolunteerAbilities.listDivision)
  @Query(() => [VolunteerView], { description: 'DS officer: Registered Volunteers of the own division.' })
  async divisionVolunteers(@Ctx() ctx: RequestContext): Promise<VolunteerView[]> {
    const service = new VolunteersService(ctx);
    return (await service.forDivision()).map((v) => service.present(v));
  }

  @Audience(VolunteerAbilities.listDistrict)
  @Query(() => [VolunteerView], { description: 'DMC officer: Volunteers in Your District.' })
  async districtVolunteers(@Ctx() ctx: RequestContext): Promise<VolunteerView[]> {
    const service = new VolunteersService(ctx);
    return (await service.forDistrict()).map((v) => service.present(v));
  }

  @Audience(VolunteerAbilities.setOwnAvailability)
  @Mutation(() => UserView, { description: 'Volunteer: switch the own availability; the answer is the confirmed state.' })
  async setAvailability(@Ctx() ctx: RequestContext, @Arg('available', () => Boolean) available: boolean): Promise<UserView> {
    return UserView.from(await new VolunteersService(ctx).setOwnAvailability(available));
  }
}
