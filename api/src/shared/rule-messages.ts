import type { RuleCode } from '../../../shared/rule-codes.js';
import type { FieldErrors } from './errors.js';

/** The seeds' English for each rule code, word for word: the one table the server answers field errors from. */
export const RULE_MESSAGES: Record<RuleCode, string> = {
  FULL_NAME_REQUIRED: 'Full name is required',
  NAME_LETTERS: 'Name can only contain letters and spaces',
  PHONE_LENGTH: 'Phone number must be exactly 10 digits',
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
  FAMILY_SIZE_WHOLE_NUMBER: 'Family size must be at least 1',
  NIC_REQUIRED: 'NIC Number is required',
  DATE_TIME_REQUIRED: 'Date and time are required',
  DATE_TIME_INVALID: 'Date and time are not valid',
  DESCRIPTION_REQUIRED: 'Description is required',
  DISTRICT_REQUIRED: 'Please select a district',
  DS_REQUIRED: 'Please select a divisional secretariat',
};

export function ruleMessage(code: RuleCode): string;
export function ruleMessage(code: RuleCode | null | undefined): string | null;
export function ruleMessage(code: RuleCode | null | undefined): string | null {
  return code ? RULE_MESSAGES[code] : null;
}

/** The field errors of a form, in the order given: each field's rule code read as the seed's English. */
export function fieldErrorsOf(checks: Record<string, RuleCode | null | undefined>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [field, code] of Object.entries(checks)) if (code) fields[field] = RULE_MESSAGES[code];
  return fields;
}
