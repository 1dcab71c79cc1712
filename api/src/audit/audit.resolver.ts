import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Audience } from '../shared/audience.js';
import type { RequestContext } from '../shared/context.js';
import { AuditAbilities } from './audit.policy.js';
import { recentActivity } from './audit.service.js';
import { ActivityEntryView } from './audit.types.js';

@Resolver()
export class AuditResolver {
  @Audience(AuditAbilities.viewActivity)
  @Query(() => [ActivityEntryView], { description: 'Recent officer actions in the own division (DS) or district (DMC).' })
  async recentActivity(@Ctx() ctx: RequestContext, @Arg('limit', () => Int, { defaultValue: 20 }) limit: number): Promise<ActivityEntryView[]> {
    const entries = await recentActivity(ctx.em, ctx.actor, limit);
    return entries.map((e) =>
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
