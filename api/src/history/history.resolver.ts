import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Audience } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { recordId } from '../core/paging/record-ids.js';
import { HistoryAbilities } from './history.policy.js';
import { HistoryService } from './history.service.js';
import { AidRequestHistoryView, AlertHistoryView } from './history.types.js';

@Resolver()
export class HistoryResolver {
  @Audience(HistoryAbilities.view)
  @Query(() => AlertHistoryView, {
    description:
      "Officers of the alert's area (its DS officer, its district's DMC officer): its source reports and their photo verdicts, who published and resolved it, its CAP messages and webhook deliveries, oldest first.",
  })
  alertHistory(
    @Arg('alertId', () => ID, { description: "The alert's id." }) alertId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AlertHistoryView> {
    return new HistoryService(ctx).ofAlert(recordId(alertId, 'alertId'));
  }

  @Audience(HistoryAbilities.view)
  @Query(() => AidRequestHistoryView, {
    description:
      "Officers of the request's area: its status changes (who, when), its contributions and any merge, oldest first.",
  })
  aidRequestHistory(
    @Arg('aidRequestId', () => ID, { description: "The aid request's id." }) aidRequestId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AidRequestHistoryView> {
    return new HistoryService(ctx).ofAidRequest(recordId(aidRequestId, 'aidRequestId'));
  }
}
