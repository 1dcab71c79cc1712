import { raw } from '@mikro-orm/core';
import { AppError } from '../errors/errors.js';

/**
 * Keyset paging: every list is read in its sort order with the id as tie-breaker, a page at a time, and
 * the next page starts after the last row seen. A cursor names that row by id only: the page query reads the row's
 * sort values in the database itself, so no timestamp goes through a JavaScript Date (which would lose the
 * microseconds) and one cursor works for every order the row's lists use.
 */

/** The most rows any list answers at once. */
export const MAX_PAGE = 1000;
/** OFFSET paging (the home table's page numbers) stops here: deeper pages follow a cursor. */
export const MAX_OFFSET = 10_000;

const PREFIX = 'k1:';

/** The opaque cursor of a row: the next page starts after it. */
export function cursorOf(id: number): string {
  return Buffer.from(`${PREFIX}${id}`).toString('base64url');
}

/** The row id a cursor names; null for none; BAD_USER_INPUT for a cursor this server did not make. */
export function cursorId(cursor: string | null | undefined, field = 'after'): number | null {
  if (cursor === null || cursor === undefined || cursor === '') return null;
  const text = Buffer.from(cursor, 'base64url').toString();
  const id = text.startsWith(PREFIX) ? Number(text.slice(PREFIX.length)) : NaN;
  if (!Number.isSafeInteger(id) || id < 1)
    throw AppError.badInput(`${field} is not a cursor of this list.`, {
      [field]: `${field} is not a cursor of this list.`,
    });
  return id;
}

/** A REST `before`: the id of the last row the client has (the old client knows ids, not cursors). */
export function beforeId(value: number | undefined): number | null {
  if (value === undefined) return null;
  if (!Number.isSafeInteger(value) || value < 1)
    throw AppError.badInput('before must be the id of a row of this list.', {
      before: 'before must be the id of a row of this list.',
    });
  return value;
}

/** A page size within 1..max (default when not given); BAD_USER_INPUT outside. */
export function pageSize(first: number | null | undefined, fallback: number, max = MAX_PAGE, field = 'first'): number {
  if (first === null || first === undefined) return fallback;
  if (!Number.isInteger(first) || first < 1 || first > max)
    throw AppError.badInput(`${field} must be between 1 and ${max}.`, {
      [field]: `${field} must be between 1 and ${max}.`,
    });
  return first;
}

/** The home table's older `limit` argument: brought into 1..MAX_PAGE rather than refused, as before the cursors. */
export const clampedLimit = (limit: number): number => Math.min(Math.max(1, limit), MAX_PAGE);

/** An OFFSET within 0..MAX_OFFSET. */
export function boundedOffset(offset: number | null | undefined): number {
  const value = Math.max(0, offset ?? 0);
  if (value > MAX_OFFSET)
    throw AppError.badInput(`offset goes up to ${MAX_OFFSET}; deeper pages follow a cursor (after).`, {
      offset: `offset goes up to ${MAX_OFFSET}; deeper pages follow a cursor (after).`,
    });
  return value;
}

/**
 * A filter condition (spread into a MikroORM `where`) keeping the rows after row `id` in the order
 * `column desc, id desc` (or asc): a row comparison the index on (…, column, id) answers as a range.
 */
export function afterRow(
  table: string,
  column: string,
  id: number | null,
  direction: 'asc' | 'desc' = 'desc',
): Record<string, unknown> {
  if (id === null) return {};
  const op = direction === 'desc' ? '<' : '>';
  const condition = raw(
    (alias: string) =>
      `((${alias}.${column}, ${alias}.id) ${op} (select k.${column}, k.id from ${table} k where k.id = ?))`,
    [id],
  );
  return { [condition]: [] };
}

/** Splits the one extra row fetched off a page: the items and the cursor of the next page (null on the last). */
export function pageOf<T extends { id: number }>(rows: T[], size: number): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, size);
  return { items, nextCursor: rows.length > size ? cursorOf(items[items.length - 1]!.id) : null };
}

/** One page's request at the service: how many rows, after which row (by id; null for the first page). */
export interface Keyset {
  size: number;
  afterId: number | null;
}

/** Signed-in lists answer this many rows unless asked for fewer or more (up to MAX_PAGE). */
export const DEFAULT_LIST_PAGE = 200;

/** A GraphQL page request: `first` rows after the cursor `after`. */
export const keysetOf = (
  first: number | null | undefined,
  after: string | null | undefined,
  fallback = DEFAULT_LIST_PAGE,
): Keyset => ({ size: pageSize(first, fallback), afterId: cursorId(after) });
