import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { AFTER_ARG, firstArg, type Page, pageThrough } from '../core/paging/connection.js';
import { keysetOf, pageSize } from '../core/paging/paging.js';
import { Audience } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { AuditAbilities } from './audit.policy.js';
import { recentActivity } from './audit.service.js';
import { ActivityEntryConnection, ActivityEntryView } from './audit.types.js';

@Resolver()
export class AuditResolver {
  @Audience(AuditAbilities.viewActivity)
  @Query(() => ActivityEntryConnection, {
    description:
      'Recent officer actions in the own division (DS) or district (DMC), newest first: a page of `first` (default 20, up to 100) after the cursor `after`.',
  })
  async recentActivity(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, firstArg(20, 100)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<ActivityEntryView>> {
    const keyset = { ...keysetOf(null, after), size: pageSize(first, 20, 100) };
    return pageThrough(
      keyset,
      (page) => recentActivity(ctx.em, ctx.actor, page),
      (e) =>
        Object.assign(new ActivityEntryView(), {
          id: e.id,
          action: e.action,
          subjectType: e.subjectType,
          subjectId: e.subjectId,
          fromStatus: e.fromStatus ?? null,
          toStatus: e.toStatus ?? null,
          actorName: e.actor.fullName,
          actorRole: e.actorRole,
          dsDivisionCode: e.dsDivision?.code ?? null,
          at: e.at,
        }),
    );
  }
}
