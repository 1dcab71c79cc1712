import { familySizeError, nameError, nicError, phoneError, symptomsError } from '@rules';
import type { MessageId } from '../../i18n/en';
import { messageIdFor } from '../rule-messages';

/**
 * The shared rules (`@rules`) as form checks answering catalogue ids, so every form checks a field the same way. A
 * form takes them as its fields' own rules (`formRules`), which also says whether the form requires each field.
 */
export const nameCheck = (value: string, required = true): MessageId | null => messageIdFor(nameError(value, required));
export const phoneCheck = (value: string): MessageId | null => messageIdFor(phoneError(value));
/** A NIC number as issued (an empty one answers the required field's message, which names no format). */
export const nicCheck = (value: string, required = true): MessageId | null => messageIdFor(nicError(value, required));
export const symptomsCheck = (value: string): MessageId | null => messageIdFor(symptomsError(value));

/** A whole number of people, at least 1: what the server accepts (a family of 1.5 is refused). */
export const familySizeCheck = (value: string): MessageId | null =>
  value.trim() ? messageIdFor(familySizeError(Number(value))) : 'validation.familySize';
