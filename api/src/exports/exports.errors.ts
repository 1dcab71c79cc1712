import { AppError } from '../shared/errors.js';

export const ExportErrors = {
  unknown: () => AppError.notFound('No such export.'),
  badFilter: (field: string, message: string) => AppError.badInput(message, { [field]: message }),
  busy: () => AppError.rateLimited('Too many exports are running. Please try again shortly.', 10),
};
