import type pg from 'pg';

const BREAKDOWNS: [string, string][] = [
  ['aid_requests', 'request_type, status'],
  ['alerts', 'status'],
  ['reports', 'status'],
  ['contributions', 'status'],
  ['users', 'role'],
];

/** Rows per table and per status (or role), as printed after seeding. */
export async function seedSummary(client: pg.ClientBase): Promise<string> {
  const lines: string[] = [];
  for (const [table, columns] of BREAKDOWNS) {
    const { rows } = await client.query<Record<string, string | number>>(
      `select ${columns}, count(*)::int as n from ${table} group by ${columns} order by ${columns}`,
    );
    const total = rows.reduce((n, r) => n + Number(r.n), 0);
    lines.push(`${table}: ${total.toLocaleString('en')}`);
    for (const row of rows) {
      const label = columns
        .split(', ')
        .map((c) => row[c])
        .join(' ');
      lines.push(`  ${label.padEnd(26)} ${Number(row.n).toLocaleString('en').padStart(11)}`);
    }
  }
  const { rows } = await client.query<{
    audit: number;
    divisions: number;
  }>(`select (select count(*) from audit_log)::int as audit,
      (select count(distinct ds_division_code) from aid_requests)::int as divisions`);
  const totals = rows[0]!;
  lines.push(`audit_log: ${totals.audit.toLocaleString('en')}`, `DS divisions with aid requests: ${totals.divisions}`);
  return lines.join('\n');
}
