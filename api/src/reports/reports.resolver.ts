import { Arg, Ctx, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Audience, PUBLIC } from '../shared/audience.js';
import type { RequestContext } from '../shared/context.js';
import { LiveSubscription } from '../shared/live-feed.js';
import { Topics, type Announced, type EventPayloads } from '../shared/events.js';
import { loadOncePerEvent } from '../shared/event-loads.js';
import { keysetOf } from '../shared/paging.js';
import { can } from '../shared/policy.js';
import { ReportAbilities } from './reports.policy.js';
import { ReportsService } from './reports.service.js';
import { ReportReceipt, ReportView, SubmitOfficerReportInput, SubmitReportInput } from './reports.types.js';

const receipt = (r: { id: number; status: ReportReceipt['status'] }) => Object.assign(new ReportReceipt(), { id: r.id, status: r.status });

@Resolver()
export class ReportsResolver {
  @Audience(PUBLIC)
  @Mutation(() => ReportReceipt, { description: 'The public early-warning form.' })
  async submitReport(@Ctx() ctx: RequestContext, @Arg('input', () => SubmitReportInput) input: SubmitReportInput): Promise<ReportReceipt> {
    return receipt(await new ReportsService(ctx).submit(input));
  }

  @Audience(ReportAbilities.submitAsOfficer)
  @Mutation(() => ReportView, { description: 'DS officer: Report Early Warnings, with the officer\'s details from the session.' })
  async submitOfficerReport(@Ctx() ctx: RequestContext, @Arg('input', () => SubmitOfficerReportInput) input: SubmitOfficerReportInput): Promise<ReportView> {
    const service = new ReportsService(ctx);
    return service.present(await service.submitAsOfficer(input));
  }

  @Audience(ReportAbilities.viewPending)
  @Query(() => [ReportView], { description: 'DMC officer: pending early-warning reports of the own district, newest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.' })
  async pendingReports(@Ctx() ctx: RequestContext, @Arg('first', () => Int, { nullable: true }) first: number | null, @Arg('after', () => String, { nullable: true }) after: string | null): Promise<ReportView[]> {
    const service = new ReportsService(ctx);
    return (await service.pendingForDistrict(keysetOf(first, after))).map((r) => service.present(r));
  }

  @Audience(ReportAbilities.viewDetails)
  @Query(() => ReportView)
  async report(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<ReportView> {
    const service = new ReportsService(ctx);
    return service.present(await service.get(id));
  }

  @Audience(ReportAbilities.viewPending)
  @LiveSubscription(() => ReportView, {
    topics: Topics.reportChanged,
    description: 'A report was submitted, dismissed or turned into an alert: for the DMC officer of its district only.',
    filter: ({ payload, context }: { payload: EventPayloads['REPORT_CHANGED']; context: RequestContext }) => can(context.actor, ReportAbilities.viewPending, payload),
  })
  async reportChanged(@Root() event: EventPayloads['REPORT_CHANGED'] & Announced, @Ctx() ctx: RequestContext): Promise<ReportView> {
    const service = new ReportsService({ ...ctx, em: ctx.em.fork() });
    return service.present(await loadOncePerEvent(event.eventId, () => service.get(event.id)));
  }

  @Audience(ReportAbilities.review)
  @Mutation(() => ReportView, { description: 'DMC officer: the report needs no alert.' })
  async dismissReport(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<ReportView> {
    const service = new ReportsService(ctx);
    return service.present(await service.dismiss(id));
  }
}
