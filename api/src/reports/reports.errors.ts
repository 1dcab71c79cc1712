import { AppError } from '../core/errors/errors.js';

export const ReportErrors = {
  notFound: (id: number) => AppError.coded('NOT_FOUND', 'REPORT_NOT_FOUND', { id }),
  notPending: () => new AppError('REPORT_NOT_PENDING', 'This report has already been handled.'),
  /** More reports named for one alert than a group holds (MAX_REPORTS_PER_ALERT): each would be locked in one transaction. */
  tooManyToClose: () => AppError.coded('PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE', undefined, 'alsoCloseReportIds'),
};
