import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDatabaseOutage, RETRY_AFTER_SECONDS } from '../limits/database-outage.js';
import { currentRequestId } from '../../observability/request-scope.js';
import type { MessageValues, ServerMessageCode } from '../../../../shared/server-messages.js';
import { AppError, ERROR_STATUS, type ErrorCode, type FieldCodes, type FieldErrors } from './errors.js';

/** What a client is told about a failure: a registered code, its status, the user text and any field errors. */
export interface ErrorAnswer {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
  /** What the message and the fields say, by code (shared/server-messages.ts): what clients translate by. */
  messageCode?: ServerMessageCode;
  messageValues?: MessageValues;
  fieldCodes?: FieldCodes;
  /** The id of the request (also in the X-Request-Id header and on its log lines): what a user quotes. */
  requestId?: string;
  /** Seconds to wait before retrying (RATE_LIMITED, SERVICE_UNAVAILABLE). */
  retryAfter?: number;
}

const answer = (code: ErrorCode, message: string, fields?: FieldErrors): ErrorAnswer => {
  const requestId = currentRequestId();
  return {
    status: ERROR_STATUS[code],
    code,
    message,
    ...(fields ? { fields } : {}),
    ...(requestId ? { requestId } : {}),
  };
};

/** Every code-level error answers its message code (its own code when the message is that code's English). */
const coded = (code: ErrorCode, message: string): ErrorAnswer => ({ ...answer(code, message), messageCode: code });

function appErrorAnswer(error: AppError): ErrorAnswer {
  return {
    ...answer(error.code, error.message, error.fields),
    ...(error.messageCode ? { messageCode: error.messageCode } : {}),
    ...(error.messageValues ? { messageValues: error.messageValues } : {}),
    ...(error.fieldCodes ? { fieldCodes: error.fieldCodes } : {}),
    ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
  };
}

/** A write that met a unique key already taken (a repeated submission): the same answer over GraphQL and REST. */
export const conflictAnswer = (): ErrorAnswer => coded('CONFLICT', 'This was already recorded.');

/** The database cannot be reached: the client should retry later (Retry-After), nothing is wrong with its request. */
export const unavailableAnswer = (): ErrorAnswer => ({
  ...coded('SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a few seconds.'),
  retryAfter: RETRY_AFTER_SECONDS,
});

/**
 * The one error mapper (GraphQL, REST and the image route): an AppError keeps its code, message and fields; a unique
 * violation is CONFLICT; an unreachable database is SERVICE_UNAVAILABLE (503, with Retry-After); anything else is
 * logged and masked as INTERNAL.
 */
export function errorAnswer(error: unknown, log: (e: unknown) => void): ErrorAnswer {
  if (error instanceof AppError) return appErrorAnswer(error);
  if (error instanceof UniqueConstraintViolationException) return conflictAnswer();
  if (isDatabaseOutage(error)) return unavailableAnswer();
  log(error);
  return coded('INTERNAL', 'Internal server error');
}
