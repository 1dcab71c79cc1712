import { Arg, Ctx, Float, Int, Query, Resolver, Root } from 'type-graphql';
import { Audience, PUBLIC } from '../shared/audience.js';
import type { RequestContext } from '../shared/context.js';
import { LiveSubscription } from '../shared/live-feed.js';
import { loadOncePerEvent } from '../shared/event-loads.js';
import { Topics, type Announced } from '../shared/events.js';
import { StatsAbilities } from './stats.policy.js';
import { StatsService } from './stats.service.js';
import { CountersView, DistrictOverviewView, DsOfficeContactView, PublicMapView } from './stats.types.js';

@Resolver()
export class StatsResolver {
  @Audience(PUBLIC)
  @Query(() => CountersView)
  counters(@Ctx() ctx: RequestContext): Promise<CountersView> {
    return new StatsService(ctx).counters();
  }

  @Audience(PUBLIC)
  @Query(() => [DsOfficeContactView], { description: 'DS office contacts for the public aid table.' })
  dsOfficeContacts(@Ctx() ctx: RequestContext): Promise<DsOfficeContactView[]> {
    return new StatsService(ctx).officeContacts();
  }

  @Audience(PUBLIC)
  @Query(() => PublicMapView, { description: 'The public map of a box (degrees) at a map zoom: alerts, ongoing and delivered aid requests, clustered on a grid; every visible point counted.' })
  map(
    @Ctx() ctx: RequestContext,
    @Arg('south', () => Float) south: number,
    @Arg('west', () => Float) west: number,
    @Arg('north', () => Float) north: number,
    @Arg('east', () => Float) east: number,
    @Arg('zoom', () => Int) zoom: number,
  ): Promise<PublicMapView> {
    return new StatsService(ctx).map({ south, west, north, east }, zoom);
  }

  @Audience(StatsAbilities.districtOverview)
  @Query(() => DistrictOverviewView)
  districtOverview(@Ctx() ctx: RequestContext): Promise<DistrictOverviewView> {
    return new StatsService(ctx).districtOverview();
  }

  @Audience(PUBLIC)
  @LiveSubscription(() => CountersView, { topics: Topics.countersChanged, description: 'The counters, again, after anything that changes them.' })
  countersChanged(@Root() event: Announced, @Ctx() ctx: RequestContext): Promise<CountersView> {
    return loadOncePerEvent(event.eventId, () => new StatsService({ ...ctx, em: ctx.em.fork() }).counters());
  }
}
