import type { ErrorCode } from './error-codes.js';
import type { RuleCode } from './rule-codes.js';

/**
 * The server's user texts, by code: the English every answer carries in `message` (and per field in
 * `fields`), and the keys the web translates by (`extensions.messageCode`, `extensions.fieldCodes`). An error code
 * whose sentence is always the same is its own message code; a general code (NOT_FOUND, FORBIDDEN, RATE_LIMITED,
 * BAD_USER_INPUT...) thrown with a particular sentence names it with one of the message codes below.
 */
export const MESSAGE_CODES = [
  'SIGN_IN_REQUIRED',
  'NOT_ALLOWED',
  'OWN_ACCOUNT_ONLY',
  'OWN_DS_ONLY',
  'OWN_DISTRICT_ONLY',
  'AID_REQUEST_NOT_FOUND',
  'DUPLICATE_PAIR_NOT_FOUND',
  'REPORT_NOT_FOUND',
  'CONTRIBUTION_NOT_FOUND',
  'USER_NOT_FOUND',
  'IMAGE_NOT_FOUND',
  'REPORT_HAS_NO_IMAGE',
  'IMAGE_TOO_LARGE',
  'IMAGE_TOO_MANY_PIXELS',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'LOGIN_SLOW_DOWN',
  'TOO_MANY_SUBMISSIONS_DEVICE',
  'TOO_MANY_SUBMISSIONS_PHONE',
  'TOO_MANY_SUBMISSIONS_ACCOUNT',
  'TOO_MANY_SIGNUPS',
  'TEXT_TOO_LONG',
  /** A text holding NUL or another control character (tab and line breaks are allowed). */
  'TEXT_CONTROL_CHARACTERS',
  'PLACE_IN_OTHER_DISTRICT',
  'GN_NOT_IN_DS',
  'AID_REQUEST_WITHOUT_DISTRICT',
  'ALERT_NOT_FOUND',
  'EXPORT_NOT_FOUND',
  'EXPORT_DATE_FORMAT',
  'EXPORT_STATUS_UNKNOWN',
  'EXPORTS_BUSY',
  'EXPORT_ALREADY_RUNNING',
  'PLACE_CODE_REQUIRED',
  'RECORD_ID_INVALID',
  'API_KEY_INVALID',
  'API_KEY_READ_ONLY',
  'API_KEY_RATE_LIMITED',
] as const;

export type MessageCode = (typeof MESSAGE_CODES)[number];

/** Every code the web may be asked to show: error codes, message codes and field rule codes. */
export type ServerMessageCode = ErrorCode | MessageCode | RuleCode;

/** Values a message's `{name}` placeholders are filled with (`extensions.messageValues`). */
export type MessageValues = Readonly<Record<string, string | number>>;

const ERROR_CODE_MESSAGES: Record<ErrorCode, string> = {
  BAD_USER_INPUT: 'The request could not be read.',
  UNAUTHENTICATED: 'You must be signed in.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'No such call.',
  CONFLICT: 'This was already recorded.',
  IDEMPOTENCY_KEY_REUSED:
    'This idempotency key was already used for a different submission. Send a new key for a new submission.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  RATE_LIMITED: 'Too many requests. Please wait a few minutes and try again.',
  INTERNAL: 'Internal server error',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a few seconds.',
  LOGIN_FAILED: 'Login failed. Please check your credentials.',
  ROLE_MISMATCH: 'Role mismatch. Please select the correct role for this user.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  WRONG_PASSWORD: 'The current password is not correct.',
  AID_REQUEST_NOT_PENDING: 'This aid request has already been decided.',
  PLACE_NOT_CONFIRMED: 'Its place is still to be confirmed: an officer of the district places it first.',
  PLACE_ALREADY_CONFIRMED: 'This place has already been confirmed.',
  AID_REQUEST_NOT_ONGOING: 'Only an approved (ongoing) aid request can be marked delivered.',
  AID_REQUEST_MERGE_SELF: 'An aid request cannot be merged into itself.',
  AID_REQUEST_MERGE_OTHER_DIVISION: 'Only requests of the same divisional secretariat can be merged.',
  AID_REQUEST_MERGE_CLOSED: 'Only pending or ongoing requests can be merged, into a pending or ongoing request.',
  AID_REQUEST_MERGE_INTO_PENDING:
    'An ongoing request cannot be merged into a pending one: merge the pending request into it.',
  DUPLICATE_PAIR_DECIDED: 'This possible duplicate has already been decided.',
  ALERT_NOT_ONGOING: 'This alert has already been resolved.',
  NO_RECENT_ALERT:
    'No alert was published for this divisional secretariat in the last 10 minutes: publish the alert first.',
  CONTRIBUTION_NOT_PENDING: 'This contribution has already been decided.',
  REPORT_NOT_PENDING: 'This report has already been handled.',
  UNKNOWN_DISTRICT: 'Unknown district: {name}',
  UNKNOWN_DS_DIVISION: 'Unknown divisional secretariat: {name}',
  DS_NOT_IN_DISTRICT: 'The divisional secretariat does not belong to the selected district.',
  OUTSIDE_SRI_LANKA: 'This location is outside Sri Lanka.',
  IMAGE_INVALID: 'The file must be an image (JPEG, PNG, WebP or GIF).',
  QUERY_TOO_COMPLEX: 'The query is too complex.',
  TOO_MANY_SUBSCRIPTIONS: 'Too many live updates are open from this connection or address. Close some and try again.',
  PERSISTED_QUERY_HASH_MISMATCH: 'The persisted query hash does not match the query sent.',
  CROSS_SITE_REQUEST: 'This request came from another site and was refused.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as application/json.',
  SMS_SIGNATURE_MISSING: 'This SMS gateway call is not signed.',
  SMS_SIGNATURE_INVALID: 'This SMS gateway call has a wrong signature.',
  SMS_NOT_IN_TRIAGE: 'This text message is no longer waiting in the queue.',
  SMS_REPLY_INVALID: 'A reply needs some text and must fit in two SMS parts.',
  SMS_PLACE_NEEDED: 'Assign a DS division to this text message first.',
  LIVE_UPDATES_MISSED: 'Some live updates could not be sent again: load the data again.',
};

const PARTICULAR_MESSAGES: Record<MessageCode, string> = {
  SIGN_IN_REQUIRED: 'You must be signed in.',
  NOT_ALLOWED: 'You are not allowed to do this.',
  OWN_ACCOUNT_ONLY: 'You can only act for your own account.',
  OWN_DS_ONLY: 'You can only see your own divisional secretariat.',
  OWN_DISTRICT_ONLY: 'You can only see your own district.',
  GN_NOT_IN_DS: 'The GN division chosen is not in that divisional secretariat.',
  AID_REQUEST_NOT_FOUND: 'Aid request {id} was not found.',
  DUPLICATE_PAIR_NOT_FOUND: 'Possible duplicate {id} was not found.',
  REPORT_NOT_FOUND: 'Report {id} was not found.',
  CONTRIBUTION_NOT_FOUND: 'Contribution {id} was not found.',
  USER_NOT_FOUND: 'No user with ID {id}.',
  IMAGE_NOT_FOUND: 'Image not found.',
  REPORT_HAS_NO_IMAGE: 'This report has no image.',
  IMAGE_TOO_LARGE: 'The image is larger than {max} MB.',
  IMAGE_TOO_MANY_PIXELS: 'The image has more than {max} million pixels.',
  TOO_MANY_LOGIN_ATTEMPTS: 'Too many login attempts. Please wait a few minutes and try again.',
  LOGIN_SLOW_DOWN: 'Too many failed attempts for this user ID. Please wait {seconds} seconds and try again.',
  TOO_MANY_SUBMISSIONS_DEVICE: 'Too many submissions from this device. Please wait a few minutes and try again.',
  TOO_MANY_SUBMISSIONS_PHONE: 'Too many submissions for this contact number. Please wait and try again later.',
  TOO_MANY_SUBMISSIONS_ACCOUNT: 'Too many submissions from this account. Please wait a few minutes and try again.',
  TOO_MANY_SIGNUPS: 'Too many sign-ups from this device. Please try again later.',
  TEXT_TOO_LONG: 'This text is too long (at most {max} characters).',
  TEXT_CONTROL_CHARACTERS: 'This text contains control characters: remove them and send again.',
  PLACE_IN_OTHER_DISTRICT:
    'The location sent is in {pointDistrict} district, not in {namedDistrict} district: choose the district and divisional secretariat of that location.',
  AID_REQUEST_WITHOUT_DISTRICT: 'No district found for the aid request. Cannot submit contribution.',
  ALERT_NOT_FOUND: 'Alert {id} was not found.',
  EXPORT_NOT_FOUND: 'No such export.',
  EXPORT_DATE_FORMAT: 'Dates must be written YYYY-MM-DD.',
  EXPORT_STATUS_UNKNOWN: 'Status must be one of {statuses}.',
  EXPORTS_BUSY: 'Too many exports are running. Please try again shortly.',
  EXPORT_ALREADY_RUNNING: 'One of your exports is still running. Please wait for it to finish, then try again.',
  PLACE_CODE_REQUIRED:
    '{field} takes a P-code, such as LK11 for a district or LK1103 for a DS division (the placeByName query finds the code of a name).',
  RECORD_ID_INVALID: '{field} must be the id of a record: a whole number from 1.',
  API_KEY_INVALID: 'This API key is unknown or has been revoked.',
  API_KEY_READ_ONLY: 'An API key can only read: it cannot submit or change anything.',
  API_KEY_RATE_LIMITED: 'This API key has made its {limit} requests for this minute. Please wait {seconds} seconds.',
};

/** The seeds' English for each field rule, word for word. */
export const RULE_MESSAGES: Record<RuleCode, string> = {
  FULL_NAME_REQUIRED: 'Full name is required',
  NAME_LETTERS: 'Name can only contain letters and spaces',
  PHONE_LENGTH: 'Phone number must be exactly 10 digits',
  PHONE_TOO_SHORT: 'This phone number is too short: a Sri Lankan number has 10 digits, such as 0771234567',
  PHONE_TOO_LONG: 'This phone number is too long: a Sri Lankan number has 10 digits, such as 0771234567',
  PHONE_NOT_SRI_LANKAN: 'This is not a Sri Lankan phone number: give a number starting with 0 or +94',
  PHONE_LETTERS: 'A phone number can only hold digits, spaces, dashes, dots, brackets and a + in front',
  EMAIL_FORMAT: 'Invalid email format',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORD_TOO_COMMON: 'This password is too common or too easy to guess. Please choose another one.',
  PASSWORDS_MISMATCH: 'Passwords do not match',
  SYMPTOMS_REQUIRED: 'Symptoms description is required',
  SYMPTOMS_TOO_SHORT: 'Symptoms should be at least 10 characters long',
  SUPPORT_TYPE_REQUIRED: 'Type of support is required',
  SUPPORT_TYPE_UNKNOWN: 'Choose a type of support from the list',
  SUPPORT_OTHER_TEXT_REQUIRED: 'Please specify the type of support.',
  ALERT_TYPE_OTHER_TEXT_REQUIRED: 'Please specify the alert type.',
  ALERT_EXPIRY_RANGE: 'An alert stays in force for 1 to 720 whole hours',
  FAMILY_SIZE_WHOLE_NUMBER: 'Family size must be at least 1',
  NIC_REQUIRED: 'NIC Number is required',
  NIC_FORMAT: 'NIC Number must be 9 digits and V or X (old card), or 12 digits (new card)',
  NIC_BIRTH_DATE: 'This NIC Number does not hold a real birth year and day: check its digits',
  DATE_TIME_REQUIRED: 'Date and time are required',
  DATE_TIME_INVALID: 'Date and time are not valid',
  DESCRIPTION_REQUIRED: 'Description is required',
  DISTRICT_REQUIRED: 'Please select a district',
  DISTRICT_UNKNOWN:
    "This district is not known: send one of Sri Lanka's 25 districts (for example Colombo or Kandy), or your location.",
  DS_REQUIRED: 'Please select a divisional secretariat',
};

/** The English of every server message code: the server's `message` and the web's English catalogue of them. */
export const SERVER_MESSAGES: Readonly<Record<ServerMessageCode, string>> = {
  ...ERROR_CODE_MESSAGES,
  ...PARTICULAR_MESSAGES,
  ...RULE_MESSAGES,
};

export const SERVER_MESSAGE_CODES = Object.keys(SERVER_MESSAGES) as ServerMessageCode[];

export const isServerMessageCode = (value: unknown): value is ServerMessageCode =>
  typeof value === 'string' && Object.hasOwn(SERVER_MESSAGES, value);

/** A message's text with its `{name}` placeholders filled in (a missing value leaves the placeholder). */
export function fillMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The English a code stands for, filled in. */
export const serverMessageText = (code: ServerMessageCode, values?: MessageValues): string =>
  fillMessage(SERVER_MESSAGES[code], values);
