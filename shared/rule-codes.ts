/**
 * What a field rule answers when a value breaks it. The server maps each code to the seed's English
 * (api/src/core/errors/rule-messages.ts), the web to its catalogue (web/src/ui/rule-messages.ts).
 */
export const RULE_CODES = [
  'FULL_NAME_REQUIRED',
  'NAME_LETTERS',
  /** An empty phone number (the seeds' message; a number is exactly 10 digits in its national form). */
  'PHONE_LENGTH',
  /** A phone number with too few or too many digits, another country's, or with letters in it (shared/phone-numbers.ts). */
  'PHONE_TOO_SHORT',
  'PHONE_TOO_LONG',
  'PHONE_NOT_SRI_LANKAN',
  'PHONE_LETTERS',
  'EMAIL_FORMAT',
  'PASSWORD_TOO_SHORT',
  /** A new password found among common and breached passwords (checked on the server). */
  'PASSWORD_TOO_COMMON',
  'PASSWORDS_MISMATCH',
  'SYMPTOMS_REQUIRED',
  'SYMPTOMS_TOO_SHORT',
  'SUPPORT_TYPE_REQUIRED',
  'SUPPORT_TYPE_UNKNOWN',
  'SUPPORT_OTHER_TEXT_REQUIRED',
  'ALERT_TYPE_OTHER_TEXT_REQUIRED',
  /** An alert's chosen time in force outside whole hours from 1 to 720 (shared/alert-expiry.ts). */
  'ALERT_EXPIRY_RANGE',
  'FAMILY_SIZE_WHOLE_NUMBER',
  'NIC_REQUIRED',
  /** A NIC number in neither issued form, or whose birth year or day cannot be (shared/nic-numbers.ts). */
  'NIC_FORMAT',
  'NIC_BIRTH_DATE',
  'DATE_TIME_REQUIRED',
  'DATE_TIME_INVALID',
  'DESCRIPTION_REQUIRED',
  'DISTRICT_REQUIRED',
  /** A district name that is none of the 25 (and no point to place the submission by). */
  'DISTRICT_UNKNOWN',
  'DS_REQUIRED',
] as const;

export type RuleCode = (typeof RULE_CODES)[number];
