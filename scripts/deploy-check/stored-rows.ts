/**
 * A stored aid request nobody acknowledged, explained. Each submission sends its own random contact number, so such
 * a row can be matched to the submission it came from; its stored key says under which client address it was made
 * (a retry across a restart stored a second row under another key; the address had been
 * read from a socket the proxy had closed meanwhile, which Node answers as undefined, so the key was scoped to
 * "unknown").
 */
import type pg from 'pg';
import { storedIdempotencyKey } from '../../api/src/core/limits/idempotency.js';

interface StoredRow {
  id: number;
  contact_no: string;
  idempotency_key: string | null;
  created_at: Date;
}

/** Whose key a stored key is: the submission's key scoped to the proxy's address, to an unknown one, or neither. */
function scopeOf(stored: string | null, sent: string | undefined): string {
  if (!stored) return 'no key';
  if (!sent) return 'keyed, by no submission of the load';
  if (stored === storedIdempotencyKey('address:127.0.0.1', sent)) return 'keyed for 127.0.0.1';
  if (stored === storedIdempotencyKey('address:unknown', sent)) return 'keyed for an unknown address';
  return 'keyed for another address';
}

export async function unacknowledgedRows(
  client: pg.Client,
  acknowledged: number[],
  sentKeys: Map<string, string>,
): Promise<string> {
  const extra = await client.query<StoredRow>(
    'select id, contact_no, idempotency_key, created_at from aid_requests where not (id = any($1::int[])) order by id',
    [acknowledged],
  );
  if (!extra.rowCount) return 'none';
  const twins = await client.query<StoredRow>(
    'select id, contact_no, idempotency_key, created_at from aid_requests where id = any($1::int[]) and contact_no = any($2::text[])',
    [acknowledged, extra.rows.map((r) => r.contact_no)],
  );
  return extra.rows
    .map((row) => {
      const twin = twins.rows.find((t) => t.contact_no === row.contact_no);
      const what = `#${row.id} at ${row.created_at.toISOString()}, ${scopeOf(row.idempotency_key, sentKeys.get(row.contact_no))}`;
      if (!twin) return `${what}: no acknowledged submission sent its number`;
      const twinScope = scopeOf(twin.idempotency_key, sentKeys.get(twin.contact_no));
      return `${what}: a second row of acknowledged #${twin.id} (${twin.created_at.toISOString()}, ${twinScope})`;
    })
    .join('; ');
}
