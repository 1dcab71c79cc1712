/**
 * The error-code registry: every code the server answers, with its HTTP status. GraphQL answers the code in
 * `extensions.code`, REST in the body's `code`; clients translate by it.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The database is unreachable or too slow: retry after the Retry-After header's seconds. */
  SERVICE_UNAVAILABLE: 503,
  LOGIN_FAILED: 401,
  ROLE_MISMATCH: 403,
  EMAIL_TAKEN: 409,
  WRONG_PASSWORD: 400,
  AID_REQUEST_NOT_PENDING: 409,
  AID_REQUEST_NOT_ONGOING: 409,
  /** Duplicate requests: a merge into itself, across DS divisions, or from or into a closed request. */
  AID_REQUEST_MERGE_SELF: 400,
  AID_REQUEST_MERGE_OTHER_DIVISION: 400,
  AID_REQUEST_MERGE_CLOSED: 409,
  AID_REQUEST_MERGE_INTO_PENDING: 409,
  DUPLICATE_PAIR_DECIDED: 409,
  ALERT_NOT_ONGOING: 409,
  NO_RECENT_ALERT: 409,
  CONTRIBUTION_NOT_PENDING: 409,
  REPORT_NOT_PENDING: 409,
  /** A request or report kept with its district only: an officer places it before it can be acted on there. */
  PLACE_NOT_CONFIRMED: 409,
  PLACE_ALREADY_CONFIRMED: 409,
  UNKNOWN_DISTRICT: 400,
  UNKNOWN_DS_DIVISION: 400,
  DS_NOT_IN_DISTRICT: 400,
  OUTSIDE_SRI_LANKA: 400,
  IMAGE_INVALID: 400,
  /** GraphQL depth, aliases, directives, tokens, cost, introspection or more than one submission. */
  QUERY_TOO_COMPLEX: 400,
  /** An automatic persisted query whose sha256Hash is not the hash of the document sent with it. */
  PERSISTED_QUERY_HASH_MISMATCH: 400,
  /** A WebSocket past its live subscriptions, or a client address past those of all its sockets. */
  TOO_MANY_SUBSCRIPTIONS: 429,
  /** A cookie-authenticated write from another site. */
  CROSS_SITE_REQUEST: 403,
  /** A write whose body is not JSON (or the upload type the route documents). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An SMS gateway's call without its signature header. */
  SMS_SIGNATURE_MISSING: 401,
  /** An SMS gateway's call whose signature does not match its body and the configured secret. */
  SMS_SIGNATURE_INVALID: 403,
  /** An officer's action on an SMS that is no longer in the triage queue (already turned into a request or report). */
  SMS_NOT_IN_TRIAGE: 409,
  /** An officer's SMS reply that is empty or longer than two parts. */
  SMS_REPLY_INVALID: 400,
  /** Turning an SMS into a request or report before a DS division is assigned. */
  SMS_PLACE_NEEDED: 400,
  /**
   * A live subscription that asked to resume missed events the event outbox no longer holds (pruned, too many, or a
   * sequence from another database): sent over the WebSocket only, never as an HTTP answer. The client loads again.
   */
  LIVE_UPDATES_MISSED: 410,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** A GET list with an unknown place name answers an empty list (D1): these codes say the place is unknown. */
export const UNKNOWN_PLACE_CODES: readonly ErrorCode[] = [
  'UNKNOWN_DISTRICT',
  'UNKNOWN_DS_DIVISION',
  'DS_NOT_IN_DISTRICT',
];
