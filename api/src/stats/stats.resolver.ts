import { Arg, Ctx, Float, Int, Query, Resolver, Root } from 'type-graphql';
import { Audience, PUBLIC } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { LiveSubscription } from '../core/events/live-feed.js';
import { loadOncePerEvent } from '../core/events/event-loads.js';
import { Topics, type Announced } from '../core/events/events.js';
import { StatsAbilities } from './stats.policy.js';
import { StatsService } from './stats.service.js';
import { CountersView, DistrictOverviewView, DsOfficeContactView, PublicMapView } from './stats.types.js';

@Resolver()
export class StatsResolver {
  @Audience(PUBLIC)
  @Query(() => CountersView, {
    description: 'The home page counters: available volunteers, alerts sent, aid requested.',
  })
  counters(@Ctx() ctx: RequestContext): Promise<CountersView> {
    return new StatsService(ctx).counters();
  }

  @Audience(PUBLIC)
  @Query(() => [DsOfficeContactView], { description: 'DS office contacts for the public aid table.' })
  dsOfficeContacts(@Ctx() ctx: RequestContext): Promise<DsOfficeContactView[]> {
    return new StatsService(ctx).officeContacts();
  }

  @Audience(PUBLIC)
  @Query(() => PublicMapView, {
    description:
      'The public map of a box (degrees) at a map zoom: alerts, ongoing and delivered aid requests, clustered on a grid; every visible point counted.',
  })
  map(
    @Ctx() ctx: RequestContext,
    @Arg('south', () => Float, { description: "The box's southern edge, in degrees north." }) south: number,
    @Arg('west', () => Float, { description: "The box's western edge, in degrees east." }) west: number,
    @Arg('north', () => Float, { description: "The box's northern edge, in degrees north." }) north: number,
    @Arg('east', () => Float, { description: "The box's eastern edge, in degrees east." }) east: number,
    @Arg('zoom', () => Int, {
      description: "The map's zoom level (web mercator, 0 to 18): decides the grid the points are clustered on.",
    })
    zoom: number,
  ): Promise<PublicMapView> {
    return new StatsService(ctx).map({ south, west, north, east }, zoom);
  }

  @Audience(StatsAbilities.districtOverview)
  @Query(() => DistrictOverviewView, {
    description: 'DMC officer: the dashboard cards of the own district (ongoing alerts, available volunteers).',
  })
  districtOverview(@Ctx() ctx: RequestContext): Promise<DistrictOverviewView> {
    return new StatsService(ctx).districtOverview();
  }

  @Audience(PUBLIC)
  @LiveSubscription(() => CountersView, {
    topics: Topics.countersChanged,
    description: 'The counters, again, after anything that changes them.',
  })
  countersChanged(@Root() event: Announced, @Ctx() ctx: RequestContext): Promise<CountersView> {
    return loadOncePerEvent(event.eventId, () => new StatsService({ ...ctx, em: ctx.em.fork() }).counters());
  }
}
