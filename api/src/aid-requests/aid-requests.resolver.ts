import { isPublicAidRequestStatus } from '../../../shared/aid-request-status.js';
import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GeographyService } from '../geography/geography.service.js';
import { Audience, PUBLIC } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { LiveSubscription } from '../core/events/live-feed.js';
import { Topics, type Announced, type EventPayloads } from '../core/events/events.js';
import { loadOncePerEvent } from '../core/events/event-loads.js';
import {
  AFTER_ARG,
  firstArg,
  type Page,
  pageFrom,
  pageInfoOf,
  pageThrough,
  withLookahead,
} from '../core/paging/connection.js';
import { lookupId, orNull, recordId } from '../core/paging/record-ids.js';
import { DEFAULT_LIST_PAGE, cursorId, keysetOf, pageSize } from '../core/paging/paging.js';
import { can } from '../core/policy/policy.js';
import { AidRequestStatus, AidRequestType, type AidRequest } from './aid-request.entity.js';
import { AidRequestAbilities } from './aid-requests.policy.js';
import { AidRequestsService } from './aid-requests.service.js';
import {
  AidRequestConnection,
  AidRequestPage,
  AidRequestView,
  CreateAidRequestInput,
  DistrictAidRequests,
  PublicAidRequestPageArgs,
} from './aid-requests.types.js';

@Resolver()
export class AidRequestsResolver {
  @Audience(PUBLIC)
  @Mutation(() => AidRequestView, {
    description: 'Emergency or post-disaster request from the public forms (or a volunteer on behalf of a family).',
  })
  async createAidRequest(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateAidRequestInput, {
      description: "The form's fields; `form` says which form they come from.",
    })
    input: CreateAidRequestInput,
  ): Promise<AidRequestView> {
    const service = new AidRequestsService(ctx);
    return service.present(await service.create(input));
  }

  @Audience(PUBLIC)
  @Query(() => AidRequestPage, {
    description: 'Ongoing (approved) requests, newest first, for the public table and map.',
  })
  async ongoingAidRequests(
    @Ctx() ctx: RequestContext,
    @Args(() => PublicAidRequestPageArgs) args: PublicAidRequestPageArgs,
  ): Promise<AidRequestPage> {
    return this.page(ctx, AidRequestStatus.APPROVED, args);
  }

  @Audience(PUBLIC)
  @Query(() => AidRequestPage, { description: 'Delivered requests, newest first, for the map.' })
  async deliveredAidRequests(
    @Ctx() ctx: RequestContext,
    @Args(() => PublicAidRequestPageArgs) args: PublicAidRequestPageArgs,
  ): Promise<AidRequestPage> {
    return this.page(ctx, AidRequestStatus.DELIVERED, args);
  }

  @Audience(PUBLIC)
  @Query(() => AidRequestView, {
    nullable: true,
    description:
      'One request; pending and rejected ones only for officers of the area; null when none has this id or it is not visible.',
  })
  async aidRequest(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The request's id." }) id: string,
  ): Promise<AidRequestView | null> {
    const service = new AidRequestsService(ctx);
    const requestId = lookupId(id);
    return requestId === null ? null : orNull(async () => service.present(await service.get(requestId)));
  }

  @Audience(AidRequestAbilities.viewPending)
  @Query(() => AidRequestConnection, {
    description:
      'DS officer: pending post-disaster requests of the own division, oldest first, a page of `first` (default 200, up to 1,000) after the cursor `after`.',
  })
  async pendingAidRequests(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<AidRequestView>> {
    const service = new AidRequestsService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => service.pending(page),
      (r) => service.present(r),
    );
  }

  @Audience(AidRequestAbilities.viewPending)
  @Query(() => Int, { description: 'DS officer: how many requests of the own division wait for a decision.' })
  pendingAidRequestCount(@Ctx() ctx: RequestContext): Promise<number> {
    return new AidRequestsService(ctx).pendingCount();
  }

  @Audience(AidRequestAbilities.viewDistrict)
  @Query(() => DistrictAidRequests, {
    description:
      "DMC officer: the district's approved requests, ongoing (fulfilled: false) or delivered, newest need first: a page of `first` (default 200, up to 1,000) of each type, after the cursors `afterPostDisaster` / `afterEmergency`.",
  })
  async districtAidRequests(
    @Ctx() ctx: RequestContext,
    @Arg('fulfilled', () => Boolean, { description: 'True for delivered requests, false for ongoing ones.' })
    fulfilled: boolean,
    @Arg('first', () => Int, { description: 'Requests per type and page: 1 to 1,000 (default 200).', nullable: true })
    first: number | null,
    @Arg('afterPostDisaster', () => String, {
      description: "The cursor after which the post-disaster requests' page starts.",
      nullable: true,
    })
    afterPostDisaster: string | null,
    @Arg('afterEmergency', () => String, {
      description: "The cursor after which the emergency requests' page starts.",
      nullable: true,
    })
    afterEmergency: string | null,
  ): Promise<DistrictAidRequests> {
    const service = new AidRequestsService(ctx);
    const pages = { postDisaster: keysetOf(first, afterPostDisaster), emergency: keysetOf(first, afterEmergency) };
    const grouped = await service.forDistrict(fulfilled, {
      postDisaster: withLookahead(pages.postDisaster),
      emergency: withLookahead(pages.emergency),
    });
    const present = (r: AidRequest) => service.present(r);
    return Object.assign(new DistrictAidRequests(), {
      postDisaster: pageFrom(grouped.postDisaster, pages.postDisaster.size, present),
      emergency: pageFrom(grouped.emergency, pages.emergency.size, present),
    });
  }

  @Audience(AidRequestAbilities.viewForVolunteer)
  @Query(() => AidRequestConnection, {
    description:
      'Volunteer: ongoing requests of the own district, of one type, newest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.',
  })
  async volunteerAidRequests(
    @Ctx() ctx: RequestContext,
    @Arg('requestType', () => AidRequestType, { description: 'Emergency or post-disaster requests.' })
    requestType: AidRequestType,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<AidRequestView>> {
    const service = new AidRequestsService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => service.forVolunteer(requestType, page),
      (r) => service.present(r),
    );
  }

  @Audience(AidRequestAbilities.decide)
  @Mutation(() => AidRequestView, {
    description:
      "DS officer of the request's division: approve a pending post-disaster request; it becomes ongoing and public.",
  })
  async approveAidRequest(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The pending request's id." }) id: string,
  ): Promise<AidRequestView> {
    const service = new AidRequestsService(ctx);
    return service.present(await service.approve(recordId(id)));
  }

  @Audience(AidRequestAbilities.decide)
  @Mutation(() => AidRequestView, {
    description:
      "DS officer of the request's division: reject a pending post-disaster request; it never becomes public.",
  })
  async rejectAidRequest(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The pending request's id." }) id: string,
  ): Promise<AidRequestView> {
    const service = new AidRequestsService(ctx);
    return service.present(await service.reject(recordId(id)));
  }

  @Audience(AidRequestAbilities.markDelivered)
  @Mutation(() => AidRequestView, {
    description: 'DS officer of the division or DMC officer of the district: the ongoing request has been delivered.',
  })
  async markAidRequestDelivered(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The ongoing request's id." }) id: string,
  ): Promise<AidRequestView> {
    const service = new AidRequestsService(ctx);
    return service.present(await service.markDelivered(recordId(id)));
  }

  @Audience(PUBLIC)
  @LiveSubscription(() => AidRequestView, {
    topics: Topics.aidRequestChanged,
    description:
      'A request was made or changed status. Pending and rejected ones reach only officers of the area; a public request merged into another reaches everyone, so it leaves their map and lists.',
    filter: ({
      payload,
      args,
      context,
    }: {
      payload: EventPayloads['AID_REQUEST_CHANGED'];
      args: { district?: string | null };
      context: RequestContext;
    }) => {
      const seenByAll =
        isPublicAidRequestStatus(payload.status) ||
        (payload.previousStatus !== undefined && isPublicAidRequestStatus(payload.previousStatus));
      if (!seenByAll && !can(context.actor, AidRequestAbilities.viewPrivate, payload)) return false;
      return !args.district || payload.districtCode === GeographyService.instance().findDistrict(args.district)?.code;
    },
  })
  async aidRequestChanged(
    @Root() event: EventPayloads['AID_REQUEST_CHANGED'] & Announced,
    @Ctx() ctx: RequestContext,
    @Arg('district', () => ID, { nullable: true, description: 'Only requests of this district (P-code).' })
    _district: string | null,
  ): Promise<AidRequestView> {
    const service = new AidRequestsService({ ...ctx, em: ctx.em.fork() });
    // Loaded without a viewer (the filter already decided who hears it); presented per viewer.
    const request = await loadOncePerEvent(event.eventId, () => service.load(event.id));
    return service.present(request);
  }

  private async page(
    ctx: RequestContext,
    status: AidRequestStatus.APPROVED | AidRequestStatus.DELIVERED,
    asked: PublicAidRequestPageArgs,
  ): Promise<AidRequestPage> {
    const service = new AidRequestsService(ctx);
    const { items, total, nextCursor } = await service.listPublic(status, asked.filter ?? {}, {
      size: pageSize(asked.first, 50),
      afterId: cursorId(asked.after),
      offset: asked.offset,
    });
    return Object.assign(new AidRequestPage(), {
      items: items.map((r) => service.present(r)),
      totalCount: total,
      pageInfo: pageInfoOf(items, nextCursor !== null),
    });
  }
}
