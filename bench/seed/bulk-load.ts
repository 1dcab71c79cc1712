import type pg from 'pg';

/**
 * PostgreSQL's bulk-loading advice: load without the foreign keys and secondary indexes, then build the indexes
 * once and add the foreign keys back, which validates every row in one pass (a violation fails the load).
 * Read from the catalogue, so constraints and indexes added by later migrations are kept too. Run it inside a
 * transaction: a failure leaves the schema as it was.
 */
export async function withoutForeignKeysAndIndexes<T>(
  client: pg.ClientBase,
  tables: string[],
  load: () => Promise<T>,
  log: (step: string, seconds: number) => void,
): Promise<T> {
  const foreignKeys = (
    await client.query<{ tbl: string; name: string; def: string }>(
      `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
       from pg_constraint where contype = 'f' and conrelid::regclass::text = any($1)`,
      [tables],
    )
  ).rows;
  const indexes = (
    await client.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where schemaname = current_schema() and tablename = any($1)
         and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))`,
      [tables],
    )
  ).rows;
  for (const fk of foreignKeys) await client.query(`alter table ${fk.tbl} drop constraint "${fk.name}"`);
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  const result = await load();
  let t0 = performance.now();
  for (const index of indexes) await client.query(index.def);
  log(`indexes (${indexes.length})`, (performance.now() - t0) / 1000);
  t0 = performance.now();
  for (const fk of foreignKeys) await client.query(`alter table ${fk.tbl} add constraint "${fk.name}" ${fk.def}`);
  log(`foreign keys (${foreignKeys.length})`, (performance.now() - t0) / 1000);
  return result;
}
