import { AFTER_ARG, firstArg, type Page, pageThrough } from '../core/paging/connection.js';
import { lookupId, orNull, recordId } from '../core/paging/record-ids.js';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Audience, PUBLIC } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { LiveSubscription } from '../core/events/live-feed.js';
import { Topics, type Announced, type EventPayloads } from '../core/events/events.js';
import { loadOncePerEvent } from '../core/events/event-loads.js';
import { DEFAULT_LIST_PAGE, keysetOf } from '../core/paging/paging.js';
import { can } from '../core/policy/policy.js';
import { ReportAbilities } from './reports.policy.js';
import { ReportsService } from './reports.service.js';
import {
  ReportConnection,
  ReportReceipt,
  ReportView,
  SubmitOfficerReportInput,
  SubmitReportInput,
} from './reports.types.js';

const receipt = (r: { id: number; status: ReportReceipt['status'] }) =>
  Object.assign(new ReportReceipt(), { id: r.id, status: r.status });

@Resolver()
export class ReportsResolver {
  @Audience(PUBLIC)
  @Mutation(() => ReportReceipt, { description: 'The public early-warning form.' })
  async submitReport(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SubmitReportInput, { description: "The public early-warning form's fields." })
    input: SubmitReportInput,
  ): Promise<ReportReceipt> {
    return receipt(await new ReportsService(ctx).submit(input));
  }

  @Audience(ReportAbilities.submitAsOfficer)
  @Mutation(() => ReportView, {
    description: "DS officer: Report Early Warnings, with the officer's details from the session.",
  })
  async submitOfficerReport(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SubmitOfficerReportInput, {
      description: "When and what was seen; the place is the officer's own division.",
    })
    input: SubmitOfficerReportInput,
  ): Promise<ReportView> {
    const service = new ReportsService(ctx);
    return service.present(await service.submitAsOfficer(input));
  }

  @Audience(ReportAbilities.viewPending)
  @Query(() => ReportConnection, {
    description:
      'DMC officer: pending early-warning reports of the own district, newest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.',
  })
  async pendingReports(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<ReportView>> {
    const service = new ReportsService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => service.pendingForDistrict(page),
      (r) => service.present(r),
    );
  }

  @Audience(ReportAbilities.viewDetails)
  @Query(() => ReportView, {
    nullable: true,
    description:
      'DMC officer: one report of the own district; null when none has this id or it is of another district.',
  })
  async report(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The report's id." }) id: string,
  ): Promise<ReportView | null> {
    const service = new ReportsService(ctx);
    const reportId = lookupId(id);
    return reportId === null ? null : orNull(async () => service.present(await service.get(reportId)));
  }

  @Audience(ReportAbilities.viewPending)
  @LiveSubscription(() => ReportView, {
    topics: Topics.reportChanged,
    description: 'A report was submitted, dismissed or turned into an alert: for the DMC officer of its district only.',
    filter: ({ payload, context }: { payload: EventPayloads['REPORT_CHANGED']; context: RequestContext }) =>
      can(context.actor, ReportAbilities.viewPending, payload),
  })
  async reportChanged(
    @Root() event: EventPayloads['REPORT_CHANGED'] & Announced,
    @Ctx() ctx: RequestContext,
  ): Promise<ReportView> {
    const service = new ReportsService({ ...ctx, em: ctx.em.fork() });
    return service.present(await loadOncePerEvent(event.eventId, () => service.get(event.id)));
  }

  @Audience(ReportAbilities.review)
  @Mutation(() => ReportView, { description: 'DMC officer: the report needs no alert.' })
  async dismissReport(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The pending report's id." }) id: string,
  ): Promise<ReportView> {
    const service = new ReportsService(ctx);
    return service.present(await service.dismiss(recordId(id)));
  }
}
