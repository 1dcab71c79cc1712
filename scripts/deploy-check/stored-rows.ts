/**
 * Issue 22's open puzzle: one run in eight stored one aid request more than were acknowledged. Each submission sends
 * its own random contact number, so a stored row nobody acknowledged can be matched to the submission it came from.
 * This says, for each such row, whether it is a second row of an acknowledged submission and whether the two rows
 * carry the same stored key, so the next run that shows the extra row also shows its cause.
 */
import type pg from 'pg';

interface StoredRow {
  id: number;
  contact_no: string;
  idempotency_key: string | null;
  created_at: Date;
}

export async function unacknowledgedRows(client: pg.Client, acknowledged: number[]): Promise<string> {
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
      const what = `#${row.id} at ${row.created_at.toISOString()}, ${row.idempotency_key ? 'keyed' : 'no key'}`;
      if (!twin) return `${what}: no acknowledged submission sent its number`;
      const keys = row.idempotency_key === twin.idempotency_key ? 'the same stored key' : 'another stored key';
      return `${what}: a second row of acknowledged #${twin.id} (${twin.created_at.toISOString()}), ${keys}`;
    })
    .join('; ');
}
