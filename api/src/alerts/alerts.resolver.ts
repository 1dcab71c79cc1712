import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GeographyService } from '../geography/geography.service.js';
import { Audience, PUBLIC } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { LiveSubscription } from '../core/events/live-feed.js';
import { Topics, type Announced, type EventPayloads } from '../core/events/events.js';
import { loadOncePerEvent } from '../core/events/event-loads.js';
import { AFTER_ARG, firstArg, type Page, pageThrough } from '../core/paging/connection.js';
import { lookupId, orNull, recordId } from '../core/paging/record-ids.js';
import { DEFAULT_LIST_PAGE, keysetOf, MAX_PAGE } from '../core/paging/paging.js';
import { AlertAbilities } from './alerts.policy.js';
import { AlertsService } from './alerts.service.js';
import { AlertConnection, AlertFilter, AlertView, CreateAlertInput } from './alerts.types.js';

@Resolver()
export class AlertsResolver {
  @Audience(PUBLIC)
  @Query(() => AlertConnection, {
    description:
      "Alerts, newest first, with optional filters: a page of `first` (default and most 1,000) after the cursor `after` (an alert's cursor).",
  })
  async alerts(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AlertFilter, {
      description: 'Only alerts of this type, severity, status and place; all when omitted.',
      nullable: true,
    })
    filter: AlertFilter | null,
    @Arg('first', () => Int, firstArg(MAX_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<AlertView>> {
    const service = new AlertsService(ctx);
    return pageThrough(
      keysetOf(first, after, MAX_PAGE),
      (page) => service.list(filter ?? {}, page),
      (a) => service.present(a),
    );
  }

  @Audience(PUBLIC)
  @Query(() => AlertView, { nullable: true, description: 'One alert; null when none has this id.' })
  async alert(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The alert's id." }) id: string,
  ): Promise<AlertView | null> {
    const service = new AlertsService(ctx);
    const alertId = lookupId(id);
    return alertId === null ? null : orNull(async () => service.present(await service.get(alertId)));
  }

  @Audience(AlertAbilities.viewDistrict)
  @Query(() => AlertConnection, {
    description:
      'DMC officer: Alerts in Your District, newest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.',
  })
  async districtAlerts(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<AlertView>> {
    const service = new AlertsService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => service.forDistrict(page),
      (a) => service.present(a),
    );
  }

  @Audience(AlertAbilities.viewToResolve)
  @Query(() => AlertConnection, {
    description:
      'DS officer: ongoing alerts of the own division, newest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.',
  })
  async alertsToResolve(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<AlertView>> {
    const service = new AlertsService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => service.toResolve(page),
      (a) => service.present(a),
    );
  }

  @Audience(AlertAbilities.publish)
  @Mutation(() => AlertView, { description: 'DMC officer: publish an alert, manually or from a report (reportId).' })
  async createAlert(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateAlertInput, {
      description:
        "Where, what and how severe; optionally the report it comes from and the officer's own texts per language.",
    })
    input: CreateAlertInput,
  ): Promise<AlertView> {
    const service = new AlertsService(ctx);
    return service.present(await service.create(input));
  }

  @Audience(PUBLIC)
  @LiveSubscription(() => AlertView, {
    topics: Topics.alertChanged,
    description: 'An alert was published or resolved; optionally only in one district.',
    filter: ({ payload, args }: { payload: EventPayloads['ALERT_CHANGED']; args: { district?: string | null } }) =>
      !args.district || payload.districtCode === GeographyService.instance().findDistrict(args.district)?.code,
  })
  async alertChanged(
    @Root() event: EventPayloads['ALERT_CHANGED'] & Announced,
    @Ctx() ctx: RequestContext,
    @Arg('district', () => ID, { nullable: true, description: 'Only alerts of this district (P-code).' })
    _district: string | null,
  ): Promise<AlertView> {
    const service = new AlertsService({ ...ctx, em: ctx.em.fork() });
    return service.present(await loadOncePerEvent(event.eventId, () => service.get(event.id)));
  }

  @Audience(AlertAbilities.resolve)
  @Mutation(() => AlertView, {
    description:
      "DS officer of the alert's division or DMC officer of its district: the danger is over; the alert stays listed as resolved.",
  })
  async resolveAlert(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The ongoing alert's id." }) id: string,
  ): Promise<AlertView> {
    const service = new AlertsService(ctx);
    return service.present(await service.resolve(recordId(id)));
  }
}
