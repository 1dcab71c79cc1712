import { LockMode } from '@mikro-orm/core';
import { AuditAction, AuditSubject } from '../../audit/audit-log.entity.js';
import { recordAudit } from '../../audit/audit.service.js';
import { announcePlaceToConfirm, confirmPlace } from '../../geography/stored-place.js';
import { scopeOf } from '../../core/policy/actor.js';
import type { RequestContext } from '../../core/context/context.js';
import { afterRow, DEFAULT_LIST_PAGE, type Keyset } from '../../core/paging/paging.js';
import { authorize } from '../../core/policy/policy.js';
import { Report, ReportStatus } from '../report.entity.js';
import { ReportErrors } from '../reports.errors.js';
import { ReportAbilities } from '../reports.policy.js';
import { ReportsService } from '../reports.service.js';

/** The officer's district's pending reports whose place is to confirm, oldest first, with their photos. */
export async function reportsToPlace(
  ctx: RequestContext,
  page: Keyset = { size: DEFAULT_LIST_PAGE, afterId: null },
): Promise<Report[]> {
  authorize(ctx.actor, ReportAbilities.place);
  const where = {
    district: ctx.actor.districtCode,
    dsDivision: null,
    status: ReportStatus.PENDING,
    ...afterRow('reports', 'created_at', page.afterId, 'asc'),
  };
  return ctx.em.find(Report, where, {
    orderBy: { createdAt: 'asc', id: 'asc' },
    limit: page.size,
    populate: ['image'],
  });
}

/** An officer of the district places a kept report in a DS division (and optionally a GN division): audited, announced. */
export async function placeReport(
  ctx: RequestContext,
  id: number,
  dsDivision: string,
  gnDivision?: string | null,
): Promise<Report> {
  authorize(ctx.actor, ReportAbilities.place);
  const actor = ctx.actor;
  return ctx.em.transactional(async (tx) => {
    const report = await tx.findOne(Report, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!report) throw ReportErrors.notFound(id);
    // Scoped by district only: a placed report answers PLACE_ALREADY_CONFIRMED to its district's officers.
    authorize(actor, ReportAbilities.place, { districtCode: report.district.code });
    confirmPlace(tx, report, dsDivision, gnDivision);
    recordAudit(tx, actor, {
      action: AuditAction.ASSIGN_PLACE,
      subjectType: AuditSubject.REPORT,
      subjectId: report.id,
      fromStatus: null,
      toStatus: null,
      ...scopeOf(report),
    });
    await tx.flush();
    await new ReportsService({ ...ctx, em: tx }).announceChange(tx, report, 'PLACED');
    await announcePlaceToConfirm(tx, 'REPORT', report, 'PLACED');
    return report;
  });
}
