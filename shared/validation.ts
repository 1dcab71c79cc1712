import type { RuleCode } from './rule-codes.js';
import { parseClientDateTime } from './time.js';

/**
 * The seeds' field rules, shared by the server and the web app (alias `@rules`). Each answers a rule code, or null
 * when the value is fine. Pure functions only: no Node or browser APIs here.
 */
export type { RuleCode } from './rule-codes.js';
export { nationalPhone, phoneError, readPhone } from './phone-numbers.js';
export { nicError, readNic, storedNic } from './nic-numbers.js';

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_SYMPTOMS_LENGTH = 10;

/** Letters of any script, combining marks (Sinhala and Tamil vowel signs), ZWJ / ZWNJ and spaces (D8). */
// eslint-disable-next-line no-misleading-character-class -- ZWJ / ZWNJ are wanted on their own in the class
const PERSON_NAME = /^[\p{L}\p{M}\u200C\u200D ]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isPersonName = (value: string): boolean => PERSON_NAME.test(value.trim());
export const isEmail = (value: string): boolean => EMAIL.test(value);
export const isBlank = (value: string | null | undefined): boolean => !(value ?? '').trim();

/** A required (or optional), letters-only name. */
export function nameError(value: string | null | undefined, required = true): RuleCode | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return required ? 'FULL_NAME_REQUIRED' : null;
  return isPersonName(trimmed) ? null : 'NAME_LETTERS';
}

export function emailError(value: string | null | undefined): RuleCode | null {
  return isEmail(value ?? '') ? null : 'EMAIL_FORMAT';
}

export function passwordError(value: string | null | undefined): RuleCode | null {
  return (value ?? '').length < MIN_PASSWORD_LENGTH ? 'PASSWORD_TOO_SHORT' : null;
}

export function passwordsMatchError(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): RuleCode | null {
  return password !== confirmation ? 'PASSWORDS_MISMATCH' : null;
}

export function symptomsError(value: string | null | undefined): RuleCode | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return 'SYMPTOMS_REQUIRED';
  return trimmed.length < MIN_SYMPTOMS_LENGTH ? 'SYMPTOMS_TOO_SHORT' : null;
}

/** A family counts whole people, at least one. */
export function familySizeError(value: number): RuleCode | null {
  return Number.isInteger(value) && value >= 1 ? null : 'FAMILY_SIZE_WHOLE_NUMBER';
}

/** Support types (D5). "Other" is replaced by the text the person gives. */
export const POST_DISASTER_SUPPORT_TYPES = ['First aid', 'Supply distribution', 'Other'] as const;
export const QUICK_AID_SUPPORT_TYPES = ['Food', 'Shelter', 'Medical', 'Clothing', 'Other'] as const;
export const AID_SUPPORT_TYPES = [...new Set([...POST_DISASTER_SUPPORT_TYPES, ...QUICK_AID_SUPPORT_TYPES])];
export const CONTRIBUTION_TYPES = ['Evacuation', 'First Aid', 'Supply Distribution', 'Other'] as const;
export const EMERGENCY_SUPPORT_TYPE = 'Emergency Aid';
/** The emergency request's fixed description (D9). */
export const EMERGENCY_DESCRIPTION = 'Emergency support requested';
export const OTHER = 'Other';

/**
 * The one "Other needs a specifying text" rule (support types, contribution types, alert types): when Other is
 * picked, the trimmed text, or `missing` when there is none; otherwise null (nothing to store).
 */
export function otherText(
  isOther: boolean,
  text: string | null | undefined,
): { text: string | null } | { missing: true } {
  if (!isOther) return { text: null };
  const trimmed = (text ?? '').trim();
  return trimmed ? { text: trimmed } : { missing: true };
}

const listed = (allowed: readonly string[], choice: string | null | undefined) =>
  allowed.find((a) => a.toLowerCase() === (choice ?? '').trim().toLowerCase());

/**
 * The stored support type: a choice from the list (matched case-insensitively), or the specifying text for Other.
 * Answers a rule code when there is none to store.
 */
export function resolveSupportType(
  choice: string | null | undefined,
  otherSupport: string | null | undefined,
  allowed: readonly string[],
): { value: string } | { error: RuleCode } {
  if (isBlank(choice)) return { error: 'SUPPORT_TYPE_REQUIRED' };
  const picked = listed(allowed, choice);
  if (!picked) return { error: 'SUPPORT_TYPE_UNKNOWN' };
  const other = otherText(picked === OTHER, otherSupport);
  if ('missing' in other) return { error: 'SUPPORT_OTHER_TEXT_REQUIRED' };
  return { value: other.text ?? picked };
}

/**
 * The stored support type of an aid request, from either form (D5): the column is free text within both aid lists, so
 * a value of the other form's list ("Food" on the full form, "First aid" on the quick one) is taken as it is, and so
 * is any Other text, including one that equals a listed value.
 */
export function resolveAidSupportType(
  choice: string | null | undefined,
  otherSupport: string | null | undefined,
): { value: string } | { error: RuleCode } {
  return resolveSupportType(choice, otherSupport, AID_SUPPORT_TYPES);
}

/** The old clients send Other already replaced by its text: anything off the list is Other's text. */
export function supportFromSentText(
  text: string | undefined,
  allowed: readonly string[],
): { choice?: string; otherText?: string } {
  if (isBlank(text) || listed(allowed, text)) return { choice: text };
  return { choice: OTHER, otherText: text };
}

/** A client's date-time (D3): parsed, or `now` when it may be left out and is; a code when missing or unreadable. */
export function clientDateTime(
  value: string | null | undefined,
  required: boolean,
  now = new Date(),
): { value: Date; error?: undefined } | { error: RuleCode } {
  if (isBlank(value)) return required ? { error: 'DATE_TIME_REQUIRED' } : { value: now };
  const parsed = parseClientDateTime(value);
  return parsed ? { value: parsed } : { error: 'DATE_TIME_INVALID' };
}
