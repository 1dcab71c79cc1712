import { AppError } from '../../core/errors/errors.js';

export const DuplicateErrors = {
  pairNotFound: (id: number) => AppError.coded('NOT_FOUND', 'DUPLICATE_PAIR_NOT_FOUND', { id }),
  mergeSelf: () => AppError.coded('AID_REQUEST_MERGE_SELF', 'AID_REQUEST_MERGE_SELF'),
  otherDivision: () => AppError.coded('AID_REQUEST_MERGE_OTHER_DIVISION', 'AID_REQUEST_MERGE_OTHER_DIVISION'),
  closed: () => AppError.coded('AID_REQUEST_MERGE_CLOSED', 'AID_REQUEST_MERGE_CLOSED'),
  intoPending: () => AppError.coded('AID_REQUEST_MERGE_INTO_PENDING', 'AID_REQUEST_MERGE_INTO_PENDING'),
  decided: () => AppError.coded('DUPLICATE_PAIR_DECIDED', 'DUPLICATE_PAIR_DECIDED'),
};
