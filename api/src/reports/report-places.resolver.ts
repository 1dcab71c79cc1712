import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Audience } from '../core/policy/audience.js';
import { AFTER_ARG, firstArg, type Page, pageThrough } from '../core/paging/connection.js';
import type { RequestContext } from '../core/context/context.js';
import { DEFAULT_LIST_PAGE, keysetOf } from '../core/paging/paging.js';
import { recordId } from '../core/paging/record-ids.js';
import { placeReport, reportsToPlace } from './commands/place-report.js';
import { ReportAbilities } from './reports.policy.js';
import { ReportsService } from './reports.service.js';
import { ReportConnection, ReportView } from './reports.types.js';

/** The officers' queue of early-warning reports whose place is to confirm, and placing one. */
@Resolver()
export class ReportPlacesResolver {
  @Audience(ReportAbilities.place)
  @Query(() => ReportConnection, {
    description:
      "DS or DMC officer: the own district's pending reports whose place is to confirm, oldest first: a page of `first` (default 200, up to 1,000) after the cursor `after`.",
  })
  async reportsToPlace(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, firstArg(DEFAULT_LIST_PAGE)) first: number | null,
    @Arg('after', () => String, AFTER_ARG) after: string | null,
  ): Promise<Page<ReportView>> {
    const service = new ReportsService(ctx);
    return pageThrough(
      keysetOf(first, after),
      (page) => reportsToPlace(ctx, page),
      (r) => service.present(r),
    );
  }

  @Audience(ReportAbilities.place)
  @Mutation(() => ReportView, {
    description:
      'DS or DMC officer of the district: place a report whose place is to confirm in a DS division of the district, and optionally a GN division of it.',
  })
  async placeReport(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: "The report's id." }) id: string,
    @Arg('dsDivision', () => ID, { description: 'A DS division of its district (P-code, LK1103).' })
    dsDivision: string,
    @Arg('gnDivision', () => ID, { nullable: true, description: 'A GN division of that DS division (LK1103005).' })
    gnDivision: string | null,
  ): Promise<ReportView> {
    return new ReportsService(ctx).present(await placeReport(ctx, recordId(id), dsDivision, gnDivision));
  }
}
