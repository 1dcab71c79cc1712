import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppError, ERROR_STATUS, type ErrorCode, type FieldErrors } from './errors.js';

/** What a client is told about a failure: a registered code, its status, the user text and any field errors. */
export interface ErrorAnswer {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
  /** Seconds to wait before retrying, for RATE_LIMITED. */
  retryAfter?: number;
}

const answer = (code: ErrorCode, message: string, fields?: FieldErrors): ErrorAnswer => ({ status: ERROR_STATUS[code], code, message, ...(fields ? { fields } : {}) });

/** A write that met a unique key already taken (a repeated submission): the same answer over GraphQL and REST. */
export const conflictAnswer = (): ErrorAnswer => answer('CONFLICT', 'This was already recorded.');

/**
 * The one error mapper (GraphQL, REST and the image route): an AppError keeps its code, message and fields; a unique
 * violation is CONFLICT; anything else is logged and masked as INTERNAL.
 */
export function errorAnswer(error: unknown, log: (e: unknown) => void): ErrorAnswer {
  if (error instanceof AppError) return { ...answer(error.code, error.message, error.fields), ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}) };
  if (error instanceof UniqueConstraintViolationException) return conflictAnswer();
  log(error);
  return answer('INTERNAL', 'Internal server error');
}
