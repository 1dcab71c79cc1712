import { AppError } from '../core/errors/errors.js';

export const CapErrors = {
  notFound: (id: string) => AppError.coded('NOT_FOUND', 'ALERT_NOT_FOUND', { id }),
  unknownDs: (code: string) =>
    new AppError('UNKNOWN_DS_DIVISION', `Unknown divisional secretariat: ${code}`, {
      dsDivision: 'Unknown divisional secretariat.',
    }),
};
