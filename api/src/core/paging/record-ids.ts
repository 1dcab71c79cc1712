import { AppError } from '../errors/errors.js';

/** A record id given as the GraphQL `ID`: the positive integer it names; BAD_USER_INPUT for anything else. */
export function recordId(value: string | number, field = 'id'): number {
  const id = lookupId(value);
  if (id === null) throw AppError.coded('BAD_USER_INPUT', 'RECORD_ID_INVALID', { field }, field);
  return id;
}

/** For single lookups, which answer null for an id that names nothing: the id, or null when it cannot name a record. */
export function lookupId(value: string | number): number | null {
  const id = typeof value === 'number' ? value : /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A single lookup: null for an id that names nothing or a record the caller may not see (never an error wiping siblings). */
export async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN' || error.code === 'UNAUTHENTICATED')
    )
      return null;
    throw error;
  }
}
