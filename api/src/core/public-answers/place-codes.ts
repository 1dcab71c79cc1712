import { AppError } from '../errors/errors.js';

/** The argument and input fields that name a place: over GraphQL they take P-codes only. */
const PLACE_FIELDS = new Set(['district', 'dsDivision', 'gnDivision']);
/** A district (LK11), a DS division (LK1103) or a GN division (LK1103005). */
const P_CODE = /^LK\d{2}(\d{2,3}(\d{3})?)?$/;

function firstNamedPlace(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstNamedPlace(item);
      if (found) return found;
    }
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (PLACE_FIELDS.has(key) && typeof inner === 'string' && inner.trim() !== '' && !P_CODE.test(inner.trim()))
      return key;
    const found = firstNamedPlace(inner);
    if (found) return found;
  }
  return null;
}

/**
 * 400 when a GraphQL argument names a place by name rather than P-code: one meaning per argument, so a client
 * learns the codes (placeByName, districts, dsDivisions) instead of relying on spelling. REST keeps the old
 * clients' names.
 */
export function assertPlaceCodes(args: unknown): void {
  const field = firstNamedPlace(args);
  if (field) throw AppError.coded('BAD_USER_INPUT', 'PLACE_CODE_REQUIRED', { field }, field);
}
