import { ERROR_STATUS, type ErrorCode } from '../../../../shared/error-codes.js';
import {
  SERVER_MESSAGES,
  serverMessageText,
  type MessageValues,
  type ServerMessageCode,
} from '../../../../shared/server-messages.js';

export { ERROR_STATUS, type ErrorCode } from '../../../../shared/error-codes.js';

/** Field-level problems, keyed by input field name, with the user text. */
export type FieldErrors = Record<string, string>;

/** The code of each field's problem (shared/server-messages.ts), keyed like FieldErrors: what the web translates. */
export type FieldCodes = Record<string, ServerMessageCode>;

/** A form's field errors with their codes: the English answered in `fields`, the codes in `fieldCodes`. */
export interface FieldProblems {
  fields: FieldErrors;
  codes: FieldCodes;
}

/** What a client translates an error by, besides its registered code. */
export interface ErrorDetail {
  /** The message's code; by default the error code itself when the message is that code's English. */
  messageCode?: ServerMessageCode;
  messageValues?: MessageValues;
  fieldCodes?: FieldCodes;
}

/**
 * The one error type services throw. `code` is a registered code (clients translate by it) and decides the REST
 * status; `message` is the seed's user text in English; `messageCode` names that text for a translation.
 */
export class AppError extends Error {
  readonly status: number;
  readonly messageCode?: ServerMessageCode;
  readonly messageValues?: MessageValues;
  readonly fieldCodes?: FieldCodes;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** Seconds the client should wait before trying again (RATE_LIMITED): `Retry-After` over REST, `extensions.retryAfter` over GraphQL. */
    readonly retryAfter?: number,
    detail: ErrorDetail = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.messageCode = detail.messageCode ?? (SERVER_MESSAGES[code] === message ? code : undefined);
    if (detail.messageValues) this.messageValues = detail.messageValues;
    if (detail.fieldCodes) this.fieldCodes = detail.fieldCodes;
  }

  /** An error whose English is the message code's text (shared/server-messages.ts), filled with `values`. */
  static coded(code: ErrorCode, messageCode: ServerMessageCode, values?: MessageValues, field?: string): AppError {
    const message = serverMessageText(messageCode, values);
    return new AppError(code, message, field ? { [field]: message } : undefined, undefined, {
      messageCode,
      ...(values ? { messageValues: values } : {}),
      ...(field ? { fieldCodes: { [field]: messageCode } } : {}),
    });
  }
  static badInput(message: string, fields?: FieldErrors): AppError {
    return new AppError('BAD_USER_INPUT', message, fields);
  }
  static unauthenticated(): AppError {
    return AppError.coded('UNAUTHENTICATED', 'SIGN_IN_REQUIRED');
  }
  static forbidden(messageCode: ServerMessageCode = 'NOT_ALLOWED'): AppError {
    return AppError.coded('FORBIDDEN', messageCode);
  }
  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }
  static rateLimited(messageCode: ServerMessageCode, retryAfterSeconds?: number, values?: MessageValues): AppError {
    const retryAfter = retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds));
    return new AppError('RATE_LIMITED', serverMessageText(messageCode, values), undefined, retryAfter, {
      messageCode,
      ...(values ? { messageValues: values } : {}),
    });
  }
}

/** Throws BAD_USER_INPUT with every field error at once, when there are any: the first one's text is the message. */
export function assertNoFieldErrors({ fields, codes }: FieldProblems): void {
  const first = Object.keys(fields)[0];
  if (first === undefined) return;
  throw new AppError('BAD_USER_INPUT', fields[first]!, fields, undefined, {
    fieldCodes: codes,
    ...(codes[first] ? { messageCode: codes[first] } : {}),
  });
}
