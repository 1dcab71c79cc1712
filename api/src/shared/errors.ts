export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type BaseErrorCode = keyof typeof ERROR_STATUS;

/** Field-level problems, keyed by input field name, with the user text. */
export type FieldErrors = Record<string, string>;

/**
 * The one error type services throw. `code` is stable (clients translate by it);
 * `message` is the seed's user text in English; `status` is the REST status.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = ERROR_STATUS[code as BaseErrorCode] ?? 400,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badInput(message: string, fields?: FieldErrors): AppError {
    return new AppError('BAD_USER_INPUT', message, 400, fields);
  }
  static unauthenticated(message = 'You must be signed in.'): AppError {
    return new AppError('UNAUTHENTICATED', message, 401);
  }
  static forbidden(message = 'You are not allowed to do this.'): AppError {
    return new AppError('FORBIDDEN', message, 403);
  }
  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message, 404);
  }
  static conflict(code: string, message: string): AppError {
    return new AppError(code, message, 409);
  }
  static rateLimited(message: string): AppError {
    return new AppError('RATE_LIMITED', message, 429);
  }
}

/** Throws BAD_USER_INPUT with every field error at once, when there are any. */
export function assertNoFieldErrors(fields: FieldErrors): void {
  const entries = Object.entries(fields);
  if (entries.length > 0) throw AppError.badInput(entries[0]![1], fields);
}
