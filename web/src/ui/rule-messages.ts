import type { RuleCode } from '@shared/rule-codes';
import type { MessageId } from '../i18n/en';

/** The shared rules answer codes; the UI shows each through the catalogue (translatable). */
const BY_CODE: Partial<Record<RuleCode, MessageId>> = {
  FULL_NAME_REQUIRED: 'validation.fullNameRequired',
  NAME_LETTERS: 'validation.nameLetters',
  PHONE_LENGTH: 'validation.phone',
  PHONE_TOO_SHORT: 'validation.phoneTooShort',
  PHONE_TOO_LONG: 'validation.phoneTooLong',
  PHONE_NOT_SRI_LANKAN: 'validation.phoneNotSriLankan',
  PHONE_LETTERS: 'validation.phoneLetters',
  NIC_FORMAT: 'validation.nicFormat',
  NIC_BIRTH_DATE: 'validation.nicBirthDate',
  SYMPTOMS_REQUIRED: 'validation.symptomsRequired',
  SYMPTOMS_TOO_SHORT: 'validation.symptomsShort',
  SUPPORT_OTHER_TEXT_REQUIRED: 'validation.specifySupport',
  FAMILY_SIZE_WHOLE_NUMBER: 'validation.familySize',
};

export const messageIdFor = (code: RuleCode | null): MessageId | null =>
  code ? (BY_CODE[code] ?? 'validation.required') : null;
