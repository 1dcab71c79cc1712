import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PlaceToConfirmChangeView } from '../geography/geography.types.js';
import { Topics, type Announced, type EventPayloads } from '../core/events/events.js';
import { LiveSubscription } from '../core/events/live-feed.js';
import { can } from '../core/policy/policy.js';
import { Audience } from '../core/policy/audience.js';
import { AFTER_ARG, firstArg, type Page, pageThrough } from '../core/paging/connection.js';
import type { RequestContext } from '../core/context/context.js';
import { DEFAULT_LIST_PAGE, keysetOf } from '../core/paging/paging.js';
import { recordId } from '../core/paging/record-ids.js';
import { AidRequestAbilities } from './aid-requests.policy.js';
import { AidRequestsService } from './aid-requests.service.js';
import { AidRequestConnection, AidRequestView } from './aid-requests.types.js';
import { aidRequestsToPlace, placeAidRequest } from './commands/place-aid-request.js';

/** The officers' queue of aid requests whose place is to confirm, and placing one. */
@Resolver()
export class AidRequestPlacesResolver {
  @Audience(AidRequestAbilities.place)
  @Query(() => AidRequestConnection, {
    description:
      "DS or DMC officer: the own district's open requests whose place is to confirm (the name sent stands in no one DS division), oldest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.",
  })
  async aidRequestsToPlace(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<AidRequestView>> {
    const service = new AidRequestsService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => aidRequestsToPlace(ctx, page),
      (r) => service.present(r),
    );
  }

  @Audience(AidRequestAbilities.place)
  @LiveSubscription(() => PlaceToConfirmChangeView, {
    topics: Topics.placesToConfirmChanged,
    description:
      "A request or report entered the district's queue of places to confirm, or was placed: for the district's DS and DMC officers.",
    filter: ({ payload, context }: { payload: EventPayloads['PLACES_TO_CONFIRM_CHANGED']; context: RequestContext }) =>
      can(context.actor, AidRequestAbilities.place, { districtCode: payload.districtCode }),
  })
  placesToConfirmChanged(
    @Root() event: EventPayloads['PLACES_TO_CONFIRM_CHANGED'] & Announced,
  ): PlaceToConfirmChangeView {
    return Object.assign(new PlaceToConfirmChangeView(), {
      subject: event.subject,
      id: String(event.id),
      change: event.change,
    });
  }

  @Audience(AidRequestAbilities.place)
  @Mutation(() => AidRequestView, {
    description:
      'DS or DMC officer of the district: place a request whose place is to confirm in a DS division of the district, and optionally a GN division of it.',
  })
  async placeAidRequest(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The request's id." }) id: string,
    @Arg('dsDivision', () => ID, { description: 'A DS division of its district (P-code, LK1103).' })
    dsDivision: string,
    @Arg('gnDivision', () => ID, { nullable: true, description: 'A GN division of that DS division (LK1103005).' })
    gnDivision: string | null,
  ): Promise<AidRequestView> {
    return new AidRequestsService(ctx).present(await placeAidRequest(ctx, recordId(id), dsDivision, gnDivision));
  }
}
