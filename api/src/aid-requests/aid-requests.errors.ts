import { AppError } from '../core/errors/errors.js';

export const AidRequestErrors = {
  notFound: (id: number) => AppError.coded('NOT_FOUND', 'AID_REQUEST_NOT_FOUND', { id }),
  notPending: () => new AppError('AID_REQUEST_NOT_PENDING', 'This aid request has already been decided.'),
  notOngoing: () =>
    new AppError('AID_REQUEST_NOT_ONGOING', 'Only an approved (ongoing) aid request can be marked delivered.'),
};
