/**
 * Input rules shared by the server and the web app (imported by both), with the seeds' messages.
 * Pure functions only: no Node or browser APIs here.
 */
export const Messages = {
  fullNameRequired: 'Full name is required',
  nameLetters: 'Name can only contain letters and spaces',
  phoneDigits: 'Phone number must be exactly 10 digits',
  emailFormat: 'Invalid email format',
  passwordsMismatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters',
  symptomsRequired: 'Symptoms description is required',
  symptomsTooShort: 'Symptoms should be at least 10 characters long',
  specifySupport: 'Please specify the type of support.',
} as const;

export const PHONE_LENGTH = 10;
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_SYMPTOMS_LENGTH = 10;

/** Letters of any script, combining marks (Sinhala and Tamil vowel signs), ZWJ / ZWNJ and spaces (D8). */
// eslint-disable-next-line no-misleading-character-class -- ZWJ / ZWNJ are wanted on their own in the class
const PERSON_NAME = /^[\p{L}\p{M}\u200C\u200D ]+$/u;
const PHONE = /^[0-9]{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isPersonName = (value: string): boolean => PERSON_NAME.test(value.trim());
export const isPhone = (value: string): boolean => PHONE.test(value);
export const isEmail = (value: string): boolean => EMAIL.test(value);

/** What a phone field may hold while typing: digits only, at most 10. */
export const sanitizePhoneInput = (value: string): string => value.replace(/\D/g, '').slice(0, PHONE_LENGTH);

/** The seed's message for a required, letters-only name, or null when it is fine. */
export function nameError(value: string | null | undefined, required = true): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return required ? Messages.fullNameRequired : null;
  return isPersonName(trimmed) ? null : Messages.nameLetters;
}

export function phoneError(value: string | null | undefined): string | null {
  return isPhone(value ?? '') ? null : Messages.phoneDigits;
}

export function emailError(value: string | null | undefined): string | null {
  return isEmail(value ?? '') ? null : Messages.emailFormat;
}

export function symptomsError(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return Messages.symptomsRequired;
  return trimmed.length < MIN_SYMPTOMS_LENGTH ? Messages.symptomsTooShort : null;
}

/** Support types (D5). "Other" is replaced by the text the person gives. */
export const POST_DISASTER_SUPPORT_TYPES = ['First aid', 'Supply distribution', 'Other'] as const;
export const QUICK_AID_SUPPORT_TYPES = ['Food', 'Shelter', 'Medical', 'Clothing', 'Other'] as const;
export const CONTRIBUTION_TYPES = ['Evacuation', 'First Aid', 'Supply Distribution', 'Other'] as const;
export const EMERGENCY_SUPPORT_TYPE = 'Emergency Aid';
/** The emergency request's fixed description (D9). */
export const EMERGENCY_DESCRIPTION = 'Emergency support requested';
export const OTHER = 'Other';

/**
 * The stored support type: a choice from the list (matched case-insensitively), or the specifying text for Other.
 * Answers an error message when there is none to store.
 */
export function resolveSupportType(
  choice: string | null | undefined,
  otherText: string | null | undefined,
  allowed: readonly string[],
): { value: string } | { error: string } {
  const picked = allowed.find((a) => a.toLowerCase() === (choice ?? '').trim().toLowerCase());
  if (!(choice ?? '').trim()) return { error: 'Type of support is required' };
  if (!picked) return { error: 'Choose a type of support from the list' };
  if (picked !== OTHER) return { value: picked };
  const text = (otherText ?? '').trim();
  return text ? { value: text } : { error: Messages.specifySupport };
}
