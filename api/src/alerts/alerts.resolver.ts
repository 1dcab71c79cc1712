import { Arg, Ctx, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GeographyService } from '../geography/geography.service.js';
import { Audience, PUBLIC } from '../shared/audience.js';
import type { RequestContext } from '../shared/context.js';
import { LiveSubscription } from '../shared/live-feed.js';
import { Topics, type Announced, type EventPayloads } from '../shared/events.js';
import { loadOncePerEvent } from '../shared/event-loads.js';
import { keysetOf, MAX_PAGE } from '../shared/paging.js';
import { AlertAbilities } from './alerts.policy.js';
import { AlertsService } from './alerts.service.js';
import { AlertFilter, AlertView, CreateAlertInput } from './alerts.types.js';

@Resolver()
export class AlertsResolver {
  @Audience(PUBLIC)
  @Query(() => [AlertView], { description: 'Alerts, newest first, with optional filters: a page of `first` (default and most 1,000) after the cursor `after` (an alert\'s cursor).' })
  async alerts(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AlertFilter, { nullable: true }) filter: AlertFilter | null,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<AlertView[]> {
    const service = new AlertsService(ctx);
    return (await service.list(filter ?? {}, keysetOf(first, after, MAX_PAGE))).map((a) => service.present(a));
  }

  @Audience(PUBLIC)
  @Query(() => AlertView)
  async alert(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<AlertView> {
    const service = new AlertsService(ctx);
    return service.present(await service.get(id));
  }

  @Audience(AlertAbilities.viewDistrict)
  @Query(() => [AlertView], { description: 'DMC officer: Alerts in Your District, newest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.' })
  async districtAlerts(@Ctx() ctx: RequestContext, @Arg('first', () => Int, { nullable: true }) first: number | null, @Arg('after', () => String, { nullable: true }) after: string | null): Promise<AlertView[]> {
    const service = new AlertsService(ctx);
    return (await service.forDistrict(keysetOf(first, after))).map((a) => service.present(a));
  }

  @Audience(AlertAbilities.viewToResolve)
  @Query(() => [AlertView], { description: 'DS officer: ongoing alerts of the own division, newest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.' })
  async alertsToResolve(@Ctx() ctx: RequestContext, @Arg('first', () => Int, { nullable: true }) first: number | null, @Arg('after', () => String, { nullable: true }) after: string | null): Promise<AlertView[]> {
    const service = new AlertsService(ctx);
    return (await service.toResolve(keysetOf(first, after))).map((a) => service.present(a));
  }

  @Audience(AlertAbilities.publish)
  @Mutation(() => AlertView, { description: 'DMC officer: publish an alert, manually or from a report (reportId).' })
  async createAlert(@Ctx() ctx: RequestContext, @Arg('input', () => CreateAlertInput) input: CreateAlertInput): Promise<AlertView> {
    const service = new AlertsService(ctx);
    return service.present(await service.create(input));
  }

  @Audience(PUBLIC)
  @LiveSubscription(() => AlertView, {
    topics: Topics.alertChanged,
    description: 'An alert was published or resolved; optionally only in one district (P-code or name).',
    filter: ({ payload, args }: { payload: EventPayloads['ALERT_CHANGED']; args: { district?: string | null } }) =>
      !args.district || payload.districtCode === GeographyService.instance().findDistrict(args.district)?.code,
  })
  async alertChanged(
    @Root() event: EventPayloads['ALERT_CHANGED'] & Announced,
    @Ctx() ctx: RequestContext,
    @Arg('district', () => String, { nullable: true }) _district: string | null,
  ): Promise<AlertView> {
    const service = new AlertsService({ ...ctx, em: ctx.em.fork() });
    return service.present(await loadOncePerEvent(event.eventId, () => service.get(event.id)));
  }

  @Audience(AlertAbilities.resolve)
  @Mutation(() => AlertView)
  async resolveAlert(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<AlertView> {
    const service = new AlertsService(ctx);
    return service.present(await service.resolve(id));
  }
}
