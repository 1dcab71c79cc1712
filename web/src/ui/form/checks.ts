import { familySizeError, nameError, nicError, phoneError, symptomsError } from '@rules';
import type { MessageId } from '../../i18n/en';
import { messageIdFor } from '../rule-messages';

/** The shared rules (`@rules`) as form checks answering catalogue ids, so every form checks a field the same way. */
export const requiredCheck = (value: string | null | undefined): MessageId | null =>
  (value ?? '').trim() ? null : 'validation.required';
export const nameCheck = (value: string, required = true): MessageId | null => messageIdFor(nameError(value, required));
export const phoneCheck = (value: string): MessageId | null => messageIdFor(phoneError(value));
/** A NIC number as issued; an empty one is the required check's (its message names no format). */
export const nicCheck = (value: string): MessageId | null =>
  value.trim() ? messageIdFor(nicError(value)) : requiredCheck(value);
export const symptomsCheck = (value: string): MessageId | null => messageIdFor(symptomsError(value));

/** A whole number of people, at least 1: what the server accepts (a family of 1.5 is refused). */
export const familySizeCheck = (value: string): MessageId | null =>
  value.trim() ? messageIdFor(familySizeError(Number(value))) : 'validation.familySize';

/** District and DS division, both required, for a form holding its place as `place`. */
export const placeChecks = {
  district: (v: { place: { districtCode: string } }) => requiredCheck(v.place.districtCode),
  ds: (v: { place: { dsCode: string } }) => requiredCheck(v.place.dsCode),
};

/** The server's input names for the place fields, shown under the form's district and DS selects. */
export const PLACE_SERVER_NAMES = { dsDivision: 'ds' } as const;
