/**
 * The longest text each input field may hold, checked before anything reaches the database, by the
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
  // An alert's own words per language: CAP's headline limit; an instruction a phone screen can hold.
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

type TextCheck<T> = (text: string, field: string) => T | null;

/** The first text anywhere in `value` (objects and lists walked, photos skipped) that `check` answers for. */
function firstText<T>(value: unknown, check: TextCheck<T>, field = ''): T | null {
  if (typeof value === 'string') return check(value, field);
  if (Array.isArray(value)) {
    if (field && inputMaxLength(field) === null) return null;
    for (const item of value) {
      const found = firstText(item, check, field);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = firstText(item, check, key);
      if (found) return found;
    }
  }
  return null;
}

/** The first text too long anywhere in `value` (objects and lists walked), named by its own field. */
export function firstTooLong(value: unknown): { field: string; max: number } | null {
  return firstText(value, (text, field) => {
    const max = field ? inputMaxLength(field) : DEFAULT_INPUT_MAX_LENGTH;
    return max !== null && text.length > max ? { field: field || 'input', max } : null;
  });
}

/**
 * Control characters other than tab, line feed and carriage return: no one types them, and PostgreSQL refuses NUL in
 * text, which would otherwise reach the database and fail there as if it were down.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;

/** Whether a text holds a control character other than tab, line feed and carriage return. */
export const hasControlCharacters = (text: string): boolean => text.search(CONTROL_CHARACTERS) >= 0;

/** The text without its control characters (tab, line feed and carriage return kept): for texts no one can correct. */
export const withoutControlCharacters = (text: string): string => text.replace(CONTROL_CHARACTERS, '');

/** The first text holding a control character anywhere in `value`, named by its own field. */
export function firstWithControlCharacters(value: unknown): { field: string } | null {
  return firstText(value, (text, field) => (hasControlCharacters(text) ? { field: field || 'input' } : null));
}
