import { ReportStatus } from './report.entity.js';

/** The seeds' value strings of reports on the REST layer (D2). */
export const ReportRest = {
  status: {
    [ReportStatus.PENDING]: 'Pending',
    [ReportStatus.ALERT_CREATED]: 'AlertCreated',
    [ReportStatus.DISMISSED]: 'Dismissed',
  } as Record<ReportStatus, string>,
};
