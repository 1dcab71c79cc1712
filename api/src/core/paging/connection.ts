import { Field, ObjectType, type ClassType } from 'type-graphql';
import { cursorOf, MAX_PAGE, type Keyset } from './paging.js';
import { ViewType } from './view-type.js';

@ViewType('PageInfo', {
  description: 'Where a page of a list ends, for asking for the next one.',
})
export class PageInfo {
  @Field(() => String, {
    nullable: true,
    description:
      'The cursor of the last item of this page: pass it as `after` for the next page; null when the page is empty.',
  })
  endCursor!: string | null;

  @Field(() => Boolean, { description: 'Whether items follow this page (at the time it was read).' })
  hasNextPage!: boolean;
}

/** One page of a list: what every list field of the schema answers. */
export interface Page<T> {
  items: T[];
  pageInfo: PageInfo;
}

/** The GraphQL type of one page of `Item`; a concrete class names it (`@ViewType('AlertConnection') class … extends connectionOf(AlertView)`). */
export function connectionOf<T extends object>(Item: ClassType<T>) {
  @ObjectType()
  abstract class Connection implements Page<T> {
    @Field(() => [Item], { description: "The items of this page, in the list's order." })
    items!: T[];

    @Field(() => PageInfo, { description: "The cursor of the page's end and whether more follow." })
    pageInfo!: PageInfo;
  }
  return Connection;
}

/** Where a page of these rows ends. */
export function pageInfoOf(rows: readonly { id: number }[], hasNextPage: boolean): PageInfo {
  const last = rows[rows.length - 1];
  return { endCursor: last ? cursorOf(last.id) : null, hasNextPage };
}

/** The page's items and its page info, from the rows a service read with one row more than the page holds. */
export function pageFrom<R extends { id: number }, T>(rows: R[], size: number, present: (row: R) => T): Page<T> {
  const shown = rows.slice(0, size);
  return { items: shown.map(present), pageInfo: pageInfoOf(shown, rows.length > size) };
}

/** The page asked for with one row more, which tells whether more follow. */
export const withLookahead = (page: Keyset): Keyset => ({ ...page, size: page.size + 1 });

/** Reads one page through a service's keyset read. */
export async function pageThrough<R extends { id: number }, T>(
  page: Keyset,
  read: (keyset: Keyset) => Promise<R[]>,
  present: (row: R) => T,
): Promise<Page<T>> {
  return pageFrom(await read(withLookahead(page)), page.size, present);
}

/** The `after` argument of every paged list. */
export const AFTER_ARG = {
  nullable: true,
  description:
    "A cursor (the previous page's `pageInfo.endCursor`, or an item's `cursor`): the page starts after that item.",
} as const;

/** The `first` argument of a paged list: its default and maximum page size. */
export const firstArg = (fallback: number, max = MAX_PAGE) =>
  ({
    nullable: true,
    description: `Items per page: 1 to ${max.toLocaleString('en')} (default ${fallback.toLocaleString('en')}).`,
  }) as const;
