import type { RuleCode } from './rule-codes.js';

/**
 * The one phone number rule (D27): a Sri Lankan number as people write it (+94 77 123 4567, 0094…, 94…,
 * 077-123 4567, (077) 123 4567, spaces, dashes and dots) read as its national 10-digit form (0771234567), or the
 * reason it is not one. Never cut: a number with a digit too many is refused, not shortened. The forms, GraphQL, REST
 * and SMS all read numbers here; SMS senders abroad keep their international form (`senderPhone`).
 */
export const SRI_LANKA_CODE = '94';
/** The digits after the trunk 0 (or after +94): 77 123 4567. */
const SUBSCRIBER_DIGITS = 9;
/** Digits, the separators people write, brackets, and one + in front (inside a bracket too: "(+94) 77…"). */
const WRITTEN_NUMBER = /^\(?\+?[\d\s().-]+$/;
const WITH_PLUS = /^\(?\+/;

const writtenOf = (raw: string | null | undefined): string => (raw ?? '').trim().replace(/^tel:/i, '');

export type PhoneReading = { national: string } | { error: RuleCode };

function subscriberDigitsError(subscriber: string): RuleCode | null {
  if (subscriber.length < SUBSCRIBER_DIGITS) return 'PHONE_TOO_SHORT';
  if (subscriber.length > SUBSCRIBER_DIGITS) return 'PHONE_TOO_LONG';
  return null;
}

/** The subscriber part of a number written with the country code: +94 (0)77… keeps working without its 0. */
function afterCountryCode(rest: string): string {
  return rest.length === SUBSCRIBER_DIGITS + 1 && rest.startsWith('0') ? rest.slice(1) : rest;
}

/** The subscriber digits, or the reason there are none. */
function subscriberOf(written: string): { subscriber: string } | { error: RuleCode } {
  const digits = written.replace(/\D/g, '');
  const international = WITH_PLUS.test(written) ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    if (!international.startsWith(SRI_LANKA_CODE)) return { error: 'PHONE_NOT_SRI_LANKAN' };
    return { subscriber: afterCountryCode(international.slice(SRI_LANKA_CODE.length)) };
  }
  if (digits.startsWith('0')) return { subscriber: digits.slice(1) };
  // 94 then nine digits; a shorter number starting with 94 is a national one missing its 0, read as it is.
  if (digits.startsWith(SRI_LANKA_CODE) && digits.length > SUBSCRIBER_DIGITS + 1)
    return { subscriber: afterCountryCode(digits.slice(SRI_LANKA_CODE.length)) };
  // Without 0, 94 or +, longer than a subscriber number: some other country's, or a number cut short (9477123456).
  if (digits.length > SUBSCRIBER_DIGITS) return { error: 'PHONE_NOT_SRI_LANKAN' };
  return { subscriber: digits };
}

/** A phone number as written, read as the national 10-digit form; or the rule code saying why it is not one. */
export function readPhone(raw: string | null | undefined): PhoneReading {
  const written = writtenOf(raw);
  if (!written) return { error: 'PHONE_LENGTH' };
  if (!WRITTEN_NUMBER.test(written)) return { error: 'PHONE_LETTERS' };
  const found = subscriberOf(written);
  if ('error' in found) return found;
  const error = subscriberDigitsError(found.subscriber);
  if (error) return { error };
  if (found.subscriber.startsWith('0')) return { error: 'PHONE_NOT_SRI_LANKAN' };
  return { national: `0${found.subscriber}` };
}

/** The rule code of a phone number that cannot be read, or null. */
export function phoneError(value: string | null | undefined): RuleCode | null {
  const reading = readPhone(value);
  return 'error' in reading ? reading.error : null;
}

/** The national form of a number already checked (`phoneError`), or the text itself when it is not a number. */
export function nationalPhone(value: string): string {
  const reading = readPhone(value);
  return 'national' in reading ? reading.national : value;
}

/**
 * A text sender's number in one form (+94771234567), or + and the digits for a number of another country (a gateway
 * may pass one on); null when it is no phone number at all.
 */
export function senderPhone(raw: string): string | null {
  const reading = readPhone(raw);
  if ('national' in reading) return `+${SRI_LANKA_CODE}${reading.national.slice(1)}`;
  if (reading.error === 'PHONE_LETTERS' || reading.error === 'PHONE_LENGTH') return null;
  const written = writtenOf(raw);
  const allDigits = written.replace(/\D/g, '');
  const international = WITH_PLUS.test(written) || allDigits.startsWith('00');
  const digits = allDigits.replace(/^00/, '');
  // Without a + or 00, only a number longer than a national one can be another country's.
  const foreign = international || digits.length > SUBSCRIBER_DIGITS + 1;
  return foreign && digits.length >= 8 && digits.length <= 15 && !digits.startsWith(SRI_LANKA_CODE)
    ? `+${digits}`
    : null;
}

/** The national form of a sender's number (+94771234567 → 0771234567); null for a number of another country. */
export function localPhone(sender: string): string | null {
  return sender.startsWith(`+${SRI_LANKA_CODE}`) && sender.length === 1 + SRI_LANKA_CODE.length + SUBSCRIBER_DIGITS
    ? `0${sender.slice(1 + SRI_LANKA_CODE.length)}`
    : null;
}
