import { AppError } from '../core/errors/errors.js';

export const HistoryErrors = {
  alertNotFound: (id: number) => AppError.coded('NOT_FOUND', 'ALERT_NOT_FOUND', { id }),
  aidRequestNotFound: (id: number) => AppError.coded('NOT_FOUND', 'AID_REQUEST_NOT_FOUND', { id }),
};
