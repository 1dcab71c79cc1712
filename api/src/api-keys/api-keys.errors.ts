import { AppError } from '../core/errors/errors.js';

export const ApiKeyErrors = {
  /** Unknown, malformed or revoked: the same answer, so a caller learns nothing about which. */
  invalid: () => AppError.coded('UNAUTHENTICATED', 'API_KEY_INVALID'),
};
