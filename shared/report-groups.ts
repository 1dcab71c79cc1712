import { metresBetween } from './distance.js';

/**
 * Early-warning reports of one event: the DMC officer sees them as one group and one alert closes them all.
 * Reports whose own points are this close are of one place even across a DS boundary (a river bank, a slope).
 */
export const GROUP_NEARBY_METRES = 2000;

/** Reports seen at most this far apart in time are of one event; further apart they are a new warning. */
export const GROUP_WINDOW_HOURS = 6;

/** Only reports still waiting for the DMC officer are grouped: a handled one is closed already. */
export const GROUPABLE_STATUS = 'PENDING';

export interface GroupableReport {
  id: string | number;
  status: string;
  dsDivisionCode: string;
  /** When it was seen (the reporter's time), as a Date or an ISO string. */
  dateTime: Date | string;
  latitude?: number | null;
  longitude?: number | null;
}

const HOUR_MS = 3_600_000;

const pointOf = (r: GroupableReport) =>
  typeof r.latitude === 'number' && typeof r.longitude === 'number'
    ? { latitude: r.latitude, longitude: r.longitude }
    : null;

function samePlace(a: GroupableReport, b: GroupableReport): boolean {
  if (a.dsDivisionCode === b.dsDivisionCode) return true;
  const pa = pointOf(a);
  const pb = pointOf(b);
  return !!pa && !!pb && metresBetween(pa, pb) <= GROUP_NEARBY_METRES;
}

/** Two pending reports of one place (the same DS, or points within 2 km) seen within 6 hours of each other. */
export function sameReportGroup(a: GroupableReport, b: GroupableReport): boolean {
  if (a.status !== GROUPABLE_STATUS || b.status !== GROUPABLE_STATUS) return false;
  const apart = Math.abs(new Date(a.dateTime).getTime() - new Date(b.dateTime).getTime());
  return apart <= GROUP_WINDOW_HOURS * HOUR_MS && samePlace(a, b);
}

/**
 * The reports in groups, each in the order given, the groups in the order of their first report. A report joins a
 * group when it belongs with any of its reports: a chain of warnings from one slope over an evening is one event.
 * Reports that belong with none (and handled ones) are groups of one.
 */
export function reportGroups<R extends GroupableReport>(reports: readonly R[]): R[][] {
  const groupOf = reports.map((_, i) => i);
  const root = (i: number): number => (groupOf[i] === i ? i : (groupOf[i] = root(groupOf[i]!)));
  for (let i = 0; i < reports.length; i++) {
    for (let j = i + 1; j < reports.length; j++) {
      if (sameReportGroup(reports[i]!, reports[j]!)) groupOf[root(j)] = root(i);
    }
  }
  const groups = new Map<number, R[]>();
  reports.forEach((report, i) => {
    const key = root(i);
    groups.set(key, [...(groups.get(key) ?? []), report]);
  });
  return [...groups.values()];
}

/** The other reports of the group `id` is in (empty when it stands alone or is not among them). */
export function otherReportsOfGroup<R extends GroupableReport>(reports: readonly R[], id: R['id']): R[] {
  const group = reportGroups(reports).find((g) => g.some((r) => String(r.id) === String(id)));
  return (group ?? []).filter((r) => String(r.id) !== String(id));
}

/** The most reports one alert closes: a group is a handful; more is a mistake, and each is locked in one transaction. */
export const MAX_REPORTS_PER_ALERT = 100;
