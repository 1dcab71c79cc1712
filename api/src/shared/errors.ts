import { ERROR_STATUS, type ErrorCode } from '../../../shared/error-codes.js';

export { ERROR_STATUS, type ErrorCode } from '../../../shared/error-codes.js';

/** Field-level problems, keyed by input field name, with the user text. */
export type FieldErrors = Record<string, string>;

/**
 * The one error type services throw. `code` is a registered code (clients translate by it) and decides the REST
 * status; `message` is the seed's user text in English.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** Seconds the client should wait before trying again (RATE_LIMITED): `Retry-After` over REST, `extensions.retryAfter` over GraphQL. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }

  static badInput(message: string, fields?: FieldErrors): AppError {
    return new AppError('BAD_USER_INPUT', message, fields);
  }
  static unauthenticated(message = 'You must be signed in.'): AppError {
    return new AppError('UNAUTHENTICATED', message);
  }
  static forbidden(message = 'You are not allowed to do this.'): AppError {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }
  static rateLimited(message: string, retryAfterSeconds?: number): AppError {
    return new AppError('RATE_LIMITED', message, undefined, retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

/** Throws BAD_USER_INPUT with every field error at once, when there are any. */
export function assertNoFieldErrors(fields: FieldErrors): void {
  const entries = Object.entries(fields);
  if (entries.length > 0) throw AppError.badInput(entries[0]![1], fields);
}
