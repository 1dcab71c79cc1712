import { Role } from '../accounts/user.entity.js';
import { AidRequestStatus, AidRequestType } from '../aid-requests/aid-request.entity.js';
import { AlertStatus, Severity } from '../alerts/alert.entity.js';
import { ReportStatus } from '../reports/report.entity.js';

/** The seeds' value strings on the REST layer and the GraphQL enums, mapped in one place (D2). */
export const RestValues = {
  role: { [Role.DS_OFFICER]: 'DS', [Role.DMC_OFFICER]: 'DMC', [Role.VOLUNTEER]: 'Volunteer' } as Record<Role, string>,
  aidStatus: { [AidRequestStatus.PENDING]: 'Pending', [AidRequestStatus.APPROVED]: 'Approved', [AidRequestStatus.REJECTED]: 'Rejected', [AidRequestStatus.DELIVERED]: 'Delivered' } as Record<AidRequestStatus, string>,
  requestType: { [AidRequestType.EMERGENCY]: 'Emergency', [AidRequestType.POST_DISASTER]: 'postDisaster' } as Record<AidRequestType, string>,
  reportStatus: { [ReportStatus.PENDING]: 'Pending', [ReportStatus.ALERT_CREATED]: 'AlertCreated', [ReportStatus.DISMISSED]: 'Dismissed' } as Record<ReportStatus, string>,
  alertStatus: { [AlertStatus.ONGOING]: 'Ongoing', [AlertStatus.RESOLVED]: 'Resolved' } as Record<AlertStatus, string>,
  severity: { [Severity.LOW]: 'Low', [Severity.MEDIUM]: 'Medium', [Severity.HIGH]: 'High' } as Record<Severity, string>,
  availability: (available: boolean) => (available ? 'Available' : 'Unavailable'),
};

/** Reads a seed string back into an enum value, case-insensitively; undefined when it is none of them. */
export function fromRest<E extends string>(map: Record<E, string>, value: unknown): E | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return (Object.keys(map) as E[]).find((key) => map[key].toLowerCase() === wanted || key.toLowerCase() === wanted);
}

/** The seed's request_type: Emergency or postDisaster, compared case-insensitively. */
export function requestTypeFromRest(value: unknown): AidRequestType | undefined {
  if (typeof value !== 'string') return undefined;
  const folded = value.trim().toLowerCase().replace(/[\s_-]/g, '');
  if (folded === 'emergency') return AidRequestType.EMERGENCY;
  if (folded === 'postdisaster') return AidRequestType.POST_DISASTER;
  return undefined;
}

/** Role codes of the login form: DS, DMC, Volunteer. */
export const roleFromRest = (value: unknown): Role | undefined => fromRest(RestValues.role, value);

/** UTC date and time as /Alerts/all answers them (D3): YYYY-MM-DD and HH:mm:ss. */
export function utcDateAndTime(date: Date): { date: string; time: string } {
  const iso = date.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}
