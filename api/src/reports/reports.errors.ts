import { AppError } from '../shared/errors.js';

export const ReportErrors = {
  notFound: (id: number) => AppError.notFound(`Report ${id} was not found.`),
  notPending: () => new AppError('REPORT_NOT_PENDING', 'This report has already been handled.'),
};
