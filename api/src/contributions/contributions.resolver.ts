import { AFTER_ARG, firstArg, type Page, pageThrough } from '../core/paging/connection.js';
import { recordId } from '../core/paging/record-ids.js';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AidRequestType } from '../aid-requests/aid-request.entity.js';
import { Audience, PUBLIC } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { LiveSubscription } from '../core/events/live-feed.js';
import { Topics, type Announced, type EventPayloads } from '../core/events/events.js';
import { loadOncePerEvent } from '../core/events/event-loads.js';
import { DEFAULT_LIST_PAGE, keysetOf } from '../core/paging/paging.js';
import { can } from '../core/policy/policy.js';
import { ContributionAbilities } from './contributions.policy.js';
import { ContributionsService } from './contributions.service.js';
import {
  AddContributionInput,
  ContributionConnection,
  ContributionSummary,
  ContributionView,
  MyContributionsFilter,
} from './contributions.types.js';

@Resolver()
export class ContributionsResolver {
  @Audience(ContributionAbilities.add)
  @Mutation(() => ContributionView, {
    description: 'Volunteer: record a contribution to an ongoing request of the own district.',
  })
  async addContribution(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AddContributionInput, {
      description: 'The contribution: the ongoing request it is for, its type and what was done.',
    })
    input: AddContributionInput,
  ): Promise<ContributionView> {
    const service = new ContributionsService(ctx);
    const created = await service.add(input);
    await ctx.em.populate(created, ['aidRequest', 'volunteer']);
    return service.present(created);
  }

  @Audience(ContributionAbilities.viewOwn)
  @Query(() => ContributionConnection, {
    description:
      'Volunteer: own contributions, newest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.',
  })
  async myContributions(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => MyContributionsFilter, {
      description: 'Only contributions of this status and type; all when omitted.',
      nullable: true,
    })
    filter: MyContributionsFilter | null,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<ContributionView>> {
    const service = new ContributionsService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => service.mine(filter ?? {}, page),
      (c) => service.present(c),
    );
  }

  @Audience(ContributionAbilities.viewOwn)
  @Query(() => ContributionSummary, { description: 'Volunteer: total, latest type and rank.' })
  myContributionSummary(@Ctx() ctx: RequestContext): Promise<ContributionSummary> {
    return new ContributionsService(ctx).summary();
  }

  @Audience(ContributionAbilities.review)
  @Query(() => ContributionConnection, {
    description:
      'DS officer: pending contributions of the own division, oldest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.',
  })
  async pendingContributions(
    @Ctx() ctx: RequestContext,
    @Arg('requestType', () => AidRequestType, {
      description: 'Only contributions to requests of this type; both when omitted.',
      nullable: true,
    })
    requestType: AidRequestType | null,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<ContributionView>> {
    const service = new ContributionsService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => service.pendingForDivision(requestType, page),
      (c) => service.present(c),
    );
  }

  @Audience(ContributionAbilities.review)
  @Query(() => Int, { description: 'DS officer: how many contributions of the own division wait for a decision.' })
  pendingContributionCount(@Ctx() ctx: RequestContext): Promise<number> {
    return new ContributionsService(ctx).pendingCount();
  }

  @Audience(PUBLIC)
  @Query(() => Int, { description: 'Contributions received by an aid request (rejected ones not counted).' })
  contributionCount(
    @Ctx() ctx: RequestContext,
    @Arg('aidRequestId', () => ID, { description: "The aid request's id." }) aidRequestId: string,
  ): Promise<number> {
    return new ContributionsService(ctx).countForRequest(recordId(aidRequestId, 'aidRequestId'));
  }

  @Audience(ContributionAbilities.follow)
  @LiveSubscription(() => ContributionView, {
    topics: Topics.contributionChanged,
    description: 'A contribution was submitted or decided: for the DS officer of its division and its volunteer.',
    filter: ({ payload, context }: { payload: EventPayloads['CONTRIBUTION_CHANGED']; context: RequestContext }) =>
      can(context.actor, ContributionAbilities.follow, { ...payload, ownerId: payload.volunteerId }),
  })
  async contributionChanged(
    @Root() event: EventPayloads['CONTRIBUTION_CHANGED'] & Announced,
    @Ctx() ctx: RequestContext,
  ): Promise<ContributionView> {
    const service = new ContributionsService({ ...ctx, em: ctx.em.fork() });
    return service.present(await loadOncePerEvent(event.eventId, () => service.get(event.id)));
  }

  @Audience(ContributionAbilities.review)
  @Mutation(() => ContributionView, {
    description:
      "DS officer of the contribution's division: approve a pending contribution; it counts towards the volunteer's rank.",
  })
  async approveContribution(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The pending contribution's id." }) id: string,
  ): Promise<ContributionView> {
    const service = new ContributionsService(ctx);
    return service.present(await service.approve(recordId(id)));
  }

  @Audience(ContributionAbilities.review)
  @Mutation(() => ContributionView, {
    description: "DS officer of the contribution's division: reject a pending contribution.",
  })
  async rejectContribution(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The pending contribution's id." }) id: string,
  ): Promise<ContributionView> {
    const service = new ContributionsService(ctx);
    return service.present(await service.reject(recordId(id)));
  }
}
