/**
 * Phone numbers as SMS gateways send them (+94771234567, 94771234567, 0094 77 123 4567, 077-123 4567, tel:94...),
 * folded to one form: +94 and the nine digits for Sri Lanka, + and the digits for any other country.
 */
const SRI_LANKA = '94';
const LOCAL_DIGITS = 9;

/** The one form of a sender's number, or null when it is no phone number at all. */
export function normalizePhone(raw: string): string | null {
  const value = raw.trim().replace(/^tel:/i, '');
  if (!/^\+?[\d\s().-]+$/.test(value)) return null;
  let digits = value.replace(/\D/g, '');
  const international = value.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (!international && digits.length === LOCAL_DIGITS + 1 && digits.startsWith('0'))
    return `+${SRI_LANKA}${digits.slice(1)}`;
  if (!international && digits.length === LOCAL_DIGITS && !digits.startsWith('0')) return `+${SRI_LANKA}${digits}`;
  if (digits.startsWith(SRI_LANKA) && digits.length === SRI_LANKA.length + LOCAL_DIGITS) return `+${digits}`;
  if (digits.length >= 8 && digits.length <= 15 && (international || digits.length > LOCAL_DIGITS + 1))
    return `+${digits}`;
  return null;
}

/** The ten-digit local form the seeds' forms store (0771234567); null for a number outside Sri Lanka. */
export function localPhone(normalized: string): string | null {
  return normalized.startsWith(`+${SRI_LANKA}`) && normalized.length === 1 + SRI_LANKA.length + LOCAL_DIGITS
    ? `0${normalized.slice(1 + SRI_LANKA.length)}`
    : null;
}
