import { AppError } from '../core/errors/errors.js';

export const ExportErrors = {
  unknown: () => AppError.coded('NOT_FOUND', 'EXPORT_NOT_FOUND'),
  badDate: (field: string) => AppError.coded('BAD_USER_INPUT', 'EXPORT_DATE_FORMAT', undefined, field),
  badStatus: (statuses: readonly string[]) =>
    AppError.coded('BAD_USER_INPUT', 'EXPORT_STATUS_UNKNOWN', { statuses: statuses.join(', ') }, 'status'),
  busy: () => AppError.rateLimited('EXPORTS_BUSY', 10),
  alreadyRunning: () => AppError.rateLimited('EXPORT_ALREADY_RUNNING', 10),
};
