import { otherReportsOfGroup, reportGroups } from '@shared/report-groups';
import type { PendingReport } from './useReportImageChecks';

/**
 * Every report listed is pending: the kernel's rule reads the status and the DS code. A report whose place is to
 * confirm is in no division yet, so it groups with no other.
 */
const groupable = (r: PendingReport) => ({
  ...r,
  status: 'PENDING',
  dsDivisionCode: r.dsDivision?.code ?? `to-confirm:${r.id}`,
});

export interface GroupedReports {
  /** The reports, each group's together (groups in the order of their newest report). */
  rows: PendingReport[];
  /** A report of a group of two or more: the group's number on the page and its size. */
  groupOf(id: string): { number: number; size: number } | null;
}

/** The pending reports grouped by place and time (shared/report-groups.ts). */
export function groupPendingReports(reports: readonly PendingReport[] | undefined): GroupedReports | null {
  if (!reports) return null;
  const groups = reportGroups(reports.map(groupable));
  const numbers = new Map<string, { number: number; size: number }>();
  groups
    .filter((g) => g.length > 1)
    .forEach((g, i) => g.forEach((r) => numbers.set(r.id, { number: i + 1, size: g.length })));
  return { rows: groups.flat(), groupOf: (id) => numbers.get(id) ?? null };
}

/** The other pending reports of the report's group: those its alert may close too. */
export const otherReportsOf = (reports: readonly PendingReport[] | undefined, id: string): PendingReport[] =>
  otherReportsOfGroup((reports ?? []).map(groupable), id);
