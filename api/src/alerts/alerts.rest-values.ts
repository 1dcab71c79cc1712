import { AlertStatus, Severity } from './alert.entity.js';

/** The seeds' value strings of alerts on the REST layer (D2). */
export const AlertRest = {
  status: { [AlertStatus.ONGOING]: 'Ongoing', [AlertStatus.RESOLVED]: 'Resolved' } as Record<AlertStatus, string>,
  severity: { [Severity.LOW]: 'Low', [Severity.MEDIUM]: 'Medium', [Severity.HIGH]: 'High' } as Record<Severity, string>,
};
