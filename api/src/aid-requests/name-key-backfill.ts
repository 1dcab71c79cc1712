import type { EntityManager } from '@mikro-orm/postgresql';
import { nameKey } from '../../../shared/duplicate-rules.js';
import { log } from '../core/context/log.js';

/** Rows keyed per statement: each batch is one short read and one short write, however large the table. */
const BATCH = 1000;

/**
 * The next batch of requests still without a key. Its WHERE is the predicate of the partial index
 * aid_requests_name_key_missing_index (aid-request.entity.ts), so a start reads the few rows without a key from that index,
 * never the whole table; keep the two the same.
 */
export const MISSING_KEYS_SQL =
  'select id, full_name from aid_requests where name_key is null and full_name is not null and id > ? order by id limit ?';

/**
 * Gives the requests stored before the name key existed their key, so duplicate detection can pair them
 * by name too. A migration cannot: the key is the kernel's rule (shared/duplicate-rules.ts), which migrations may not
 * import. Runs at each start; once keyed, a row is not read again (a name without letters stays null and is cheap to
 * skip), and each start reads only the partial index of the rows still without a key. Answers how many rows it keyed.
 */
export async function backfillNameKeys(em: EntityManager, batch = BATCH): Promise<number> {
  let keyed = 0;
  let afterId = 0;
  for (;;) {
    const rows = await em.execute<{ id: number; full_name: string }[]>(MISSING_KEYS_SQL, [afterId, batch]);
    if (rows.length === 0) break;
    afterId = rows[rows.length - 1]!.id;
    const keys = rows.map((row) => ({ id: row.id, key: nameKey(row.full_name) })).filter((row) => row.key !== null);
    if (keys.length > 0) {
      // "name_key is null" again: a request edited meanwhile keeps the key its own write gave it.
      await em.execute(
        `update aid_requests set name_key = k.key from jsonb_to_recordset(?::jsonb) as k(id int, key text)
          where aid_requests.id = k.id and aid_requests.name_key is null`,
        [JSON.stringify(keys)],
      );
      keyed += keys.length;
    }
    if (rows.length < batch) break;
  }
  if (keyed > 0) log.info(`Name keys given to ${keyed} older aid requests`, { keyed });
  return keyed;
}
