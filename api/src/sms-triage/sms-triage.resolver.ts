import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Audience } from '../core/policy/audience.js';
import { AFTER_ARG, firstArg, pageThrough, type Page } from '../core/paging/connection.js';
import type { RequestContext } from '../core/context/context.js';
import { loadOncePerEvent } from '../core/events/event-loads.js';
import { Topics, type Announced, type EventPayloads } from '../core/events/events.js';
import { LiveSubscription } from '../core/events/live-feed.js';
import { DEFAULT_LIST_PAGE, keysetOf } from '../core/paging/paging.js';
import { recordId } from '../core/paging/record-ids.js';
import { SmsTriageAbilities } from './sms-triage.policy.js';
import { mayHandle, SmsTriageService } from './sms-triage.service.js';
import { SmsTriageConnection, SmsTriageItemView } from './sms-triage.types.js';

const ID_ARG = { description: "The text message's id." } as const;

@Resolver()
export class SmsTriageResolver {
  @Audience(SmsTriageAbilities.triage)
  @Query(() => SmsTriageConnection, {
    description:
      "Officers: text messages waiting in the SMS triage queue, oldest first: a DS officer's division; a DMC officer's district and those with no place known (national).",
  })
  async smsTriage(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<SmsTriageItemView>> {
    const service = new SmsTriageService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => service.list(page),
      (row) => service.present(row),
    );
  }

  @Audience(SmsTriageAbilities.triage)
  @Mutation(() => SmsTriageItemView, {
    description:
      "Officers whose item it is: give the text message a DS division; it moves to that division's officers. The same division again changes nothing.",
  })
  async assignSmsPlace(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('dsDivision', () => ID, { description: 'DS division P-code (LK1106); names: see placeByName.' })
    dsDivision: string,
  ): Promise<SmsTriageItemView> {
    const service = new SmsTriageService(ctx);
    return service.present(await service.assignPlace(recordId(id), dsDivision));
  }

  @Audience(SmsTriageAbilities.triage)
  @Mutation(() => SmsTriageItemView, {
    description:
      'Officers whose item it is: reply to the sender (one or two SMS parts); recorded before it is sent and sent once per idempotency key.',
  })
  async replyToSms(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('text', () => String, { description: 'The reply; up to two SMS parts (306 GSM-7 or 134 UCS-2 characters).' })
    text: string,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description: 'Sent again on retry so the reply goes once; by default the text itself is the key.',
    })
    idempotencyKey: string | null,
  ): Promise<SmsTriageItemView> {
    const service = new SmsTriageService(ctx);
    return service.present(await service.reply(recordId(id), text, idempotencyKey));
  }

  @Audience(SmsTriageAbilities.triage)
  @Mutation(() => SmsTriageItemView, {
    description:
      'Officers whose item it is: turn the placed text message into an emergency aid request (the sender as contact, marked SMS); the sender gets its reference. Done once: again answers the same request.',
  })
  async turnSmsIntoAidRequest(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, ID_ARG) id: string,
  ): Promise<SmsTriageItemView> {
    const service = new SmsTriageService(ctx);
    return service.present(await service.toAidRequest(recordId(id)));
  }

  @Audience(SmsTriageAbilities.triage)
  @Mutation(() => SmsTriageItemView, {
    description:
      "Officers whose item it is: turn the placed text message into an early-warning report for the district's DMC officer; the sender gets its reference. Done once.",
  })
  async turnSmsIntoReport(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, ID_ARG) id: string,
  ): Promise<SmsTriageItemView> {
    const service = new SmsTriageService(ctx);
    return service.present(await service.toReport(recordId(id)));
  }

  @Audience(SmsTriageAbilities.triage)
  @LiveSubscription(() => SmsTriageItemView, {
    topics: Topics.smsTriageChanged,
    description:
      'A text message entered the triage queue, was placed, answered, or left it (state DONE), for the officers whose item it is or was.',
    filter: ({ payload, context }: { payload: EventPayloads['SMS_TRIAGE_CHANGED']; context: RequestContext }) =>
      mayHandle(context.actor, payload) || (!!payload.previous && mayHandle(context.actor, payload.previous)),
  })
  async smsTriageChanged(
    @Root() event: EventPayloads['SMS_TRIAGE_CHANGED'] & Announced,
    @Ctx() ctx: RequestContext,
  ): Promise<SmsTriageItemView> {
    const service = new SmsTriageService({ ...ctx, em: ctx.em.fork() });
    // Loaded once per event; presented per viewer (the number only to those whose item it now is).
    return service.present(await loadOncePerEvent(event.eventId, () => service.load(event.id)));
  }
}
