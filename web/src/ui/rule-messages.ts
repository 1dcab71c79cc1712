import { Messages } from '@rules';
import type { MessageId } from '../i18n/en';

/** The shared rules answer the seed's English text; the UI shows it through the catalogue (translatable). */
const BY_TEXT: Record<string, MessageId> = {
  [Messages.fullNameRequired]: 'validation.fullNameRequired',
  [Messages.nameLetters]: 'validation.nameLetters',
  [Messages.phoneDigits]: 'validation.phone',
  [Messages.symptomsRequired]: 'validation.symptomsRequired',
  [Messages.symptomsTooShort]: 'validation.symptomsShort',
  [Messages.specifySupport]: 'validation.specifySupport',
};

export const messageIdFor = (text: string | null): MessageId | null => (text ? (BY_TEXT[text] ?? 'validation.required') : null);
