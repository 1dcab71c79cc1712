import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { currentRequestId } from '../observability/request-scope.js';
import { AppError, ERROR_STATUS, type ErrorCode, type FieldErrors } from './errors.js';

/** What a client is told about a failure: a registered code, its status, the user text and any field errors. */
export interface ErrorAnswer {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
  /** The id of the request (also in the X-Request-Id header and on its log lines): what a user quotes. */
  requestId?: string;
}

const answer = (code: ErrorCode, message: string, fields?: FieldErrors): ErrorAnswer => {
  const requestId = currentRequestId();
  return { status: ERROR_STATUS[code], code, message, ...(fields ? { fields } : {}), ...(requestId ? { requestId } : {}) };
};

/** A write that met a unique key already taken (a repeated submission): the same answer over GraphQL and REST. */
export const conflictAnswer = (): ErrorAnswer => answer('CONFLICT', 'This was already recorded.');

/**
 * The one error mapper (GraphQL, REST and the image route): an AppError keeps its code, message and fields; a unique
 * violation is CONFLICT; anything else is logged and masked as INTERNAL.
 */
export function errorAnswer(error: unknown, log: (e: unknown) => void): ErrorAnswer {
  if (error instanceof AppError) return answer(error.code, error.message, error.fields);
  if (error instanceof UniqueConstraintViolationException) return conflictAnswer();
  log(error);
  return answer('INTERNAL', 'Internal server error');
}
