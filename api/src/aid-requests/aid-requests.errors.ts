import { AppError } from '../shared/errors.js';

export const AidRequestErrors = {
  notFound: (id: number) => AppError.notFound(`Aid request ${id} was not found.`),
  notPending: () => new AppError('AID_REQUEST_NOT_PENDING', 'This aid request has already been decided.'),
  notOngoing: () => new AppError('AID_REQUEST_NOT_ONGOING', 'Only an approved (ongoing) aid request can be marked delivered.'),
};
