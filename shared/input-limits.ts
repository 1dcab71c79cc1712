/**
 * The longest text each input field may hold (issue 23 #8), checked before anything reaches the database, by the
 * server (GraphQL over HTTP and WebSocket, REST) and by the web forms (maxLength). Keys are field names folded to
 * lower case without `_` or `-`, so `fullName`, `full_name` and `FullName` are one field. Within the columns'
 * sizes (migrations): names 200, NIC 20, idempotency keys 100, custom types 100.
 */
export const INPUT_MAX_LENGTH: Readonly<Record<string, number>> = {
  fullname: 200,
  name: 200,
  reportername: 200,
  nicnumber: 20,
  contactno: 20,
  contactnumber: 20,
  reportercontact: 20,
  idempotencykey: 100,
  email: 254,
  password: 256,
  currentpassword: 256,
  newpassword: 256,
  confirmpassword: 256,
  district: 100,
  dsdivision: 100,
  divisionalsecretariat: 100,
  typesupport: 200,
  othersupport: 200,
  othertype: 100,
  customtype: 100,
  alerttype: 100,
  description: 5_000,
  datetime: 40,
  // An alert's own words per language (issue 16): CAP's headline limit; an instruction a phone screen can hold.
  headline: 140,
  instruction: 1_000,
  // A browser's Web Push endpoint (the push services' URLs are a few hundred characters).
  endpoint: 1_000,
};

/** Photos travel as data URLs inside the body: their size is the upload limit's business, not a text maximum. */
export const UNBOUNDED_INPUTS: ReadonlySet<string> = new Set(['image', 'images', 'photo', 'photos']);

/** Any other text field (filters, ids, types): long enough for every real value. */
export const DEFAULT_INPUT_MAX_LENGTH = 500;

export const foldFieldName = (name: string): string => name.replace(/[_-]/g, '').toLowerCase();

/** The maximum for a field, or null when it has none. */
export function inputMaxLength(field: string): number | null {
  const folded = foldFieldName(field);
  if (UNBOUNDED_INPUTS.has(folded)) return null;
  return INPUT_MAX_LENGTH[folded] ?? DEFAULT_INPUT_MAX_LENGTH;
}

/** The first text too long anywhere in `value` (objects and lists walked), named by its own field. */
export function firstTooLong(value: unknown, field = ''): { field: string; max: number } | null {
  if (typeof value === 'string') {
    const max = field ? inputMaxLength(field) : DEFAULT_INPUT_MAX_LENGTH;
    return max !== null && value.length > max ? { field: field || 'input', max } : null;
  }
  if (Array.isArray(value)) {
    if (field && inputMaxLength(field) === null) return null;
    for (const item of value) {
      const found = firstTooLong(item, field);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = firstTooLong(item, key);
      if (found) return found;
    }
  }
  return null;
}
