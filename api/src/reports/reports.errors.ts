import { AppError } from '../shared/errors.js';

export const ReportErrors = {
  notFound: (id: number) => AppError.coded('NOT_FOUND', 'REPORT_NOT_FOUND', { id }),
  notPending: () => new AppError('REPORT_NOT_PENDING', 'This report has already been handled.'),
};
