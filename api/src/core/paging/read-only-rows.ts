import {
  ReferenceKind,
  type Collection,
  type EntityClass,
  type EntityMetadata,
  type FilterQuery,
  type QueryOrderMap,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** An entity as findReadOnly reads it: its columns and many-to-one references, without its to-many collections. */
export type ReadOnlyRow<T> = { [K in keyof T as T[K] extends Collection<object> ? never : K]: T[K] };

export interface ReadOnlyQuery<T> {
  orderBy: QueryOrderMap<T>;
  limit: number;
  offset?: number;
}

/** Each entity's columns as columnsOf found them: lists ask on every request. */
const readColumns = new WeakMap<object, string[]>();

/**
 * The properties a row is read with, as em.find reads an entity: every column and many-to-one key, but no lazy property
 * (a user's password hash, a photo's bytes, a place's outline), which em.find too leaves unread until asked for.
 */
function columnsOf<T>(meta: EntityMetadata<T>): string[] {
  const known = readColumns.get(meta);
  if (known) return known;
  const columns = meta.props
    .filter((p) => !p.lazy && p.persist !== false && p.fieldNames?.length)
    .filter(
      (p) =>
        p.kind === ReferenceKind.SCALAR ||
        p.kind === ReferenceKind.MANY_TO_ONE ||
        (p.kind === ReferenceKind.ONE_TO_ONE && p.owner),
    )
    .map((p) => p.name);
  readColumns.set(meta, columns);
  return columns;
}

/**
 * A list's rows as plain objects shaped like the entity, for reading only: its columns under their property names and
 * each many-to-one relation as a reference holding only its key, as an unpopulated relation of a loaded entity is;
 * no to-many collection. They are never managed, so never flushed. Lists read hundreds of rows a request, and hydrating each into a managed
 * entity (MikroORM defines accessors on every instance and registers it in the identity map) cost more CPU than
 * everything else of an officer's list together (README "Lists at national scale").
 */
export async function findReadOnly<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: FilterQuery<T>,
  query: ReadOnlyQuery<T>,
): Promise<ReadOnlyRow<T>[]> {
  const meta = em.getMetadata().get(entity);
  const qb = em
    .createQueryBuilder(entity)
    .select(columnsOf(meta) as never)
    .where(where as never)
    .orderBy(query.orderBy as never)
    .limit(query.limit);
  if (query.offset) qb.offset(query.offset);
  const rows = await qb.execute<Record<string, unknown>[]>('all', true);
  const relations = meta.relations.filter(
    (p) => p.kind === ReferenceKind.MANY_TO_ONE || p.kind === ReferenceKind.ONE_TO_ONE,
  );
  for (const row of rows)
    for (const relation of relations) {
      const key = row[relation.name];
      if (key !== null && key !== undefined && typeof key !== 'object')
        row[relation.name] = { [relation.targetMeta!.primaryKeys[0]!]: key };
    }
  return rows as ReadOnlyRow<T>[];
}
