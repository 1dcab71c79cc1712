import { describe, expect, it } from 'vitest';
import { makeDmcOfficer } from '../testing/factories.js';
import { useTestDatabase } from '../testing/test-database.js';
import { Migration20261124072500_one_audit_trail } from '../../../migrations/Migration20261124072500_one_audit_trail.js';

const db = useTestDatabase();

/** Runs one direction of the migration on the test database. */
async function run(direction: 'up' | 'down'): Promise<void> {
  const migration = new Migration20261124072500_one_audit_trail(db.orm.em.getDriver(), db.orm.config);
  await migration[direction]();
  for (const sql of migration.getQueries()) await db.orm.em.getConnection().execute(sql);
}

const columnsOfReports = async (): Promise<string[]> =>
  (
    await db.orm.em
      .getConnection()
      .execute<Array<{ column_name: string }>>(
        `select column_name from information_schema.columns where table_name = 'reports'`,
      )
  ).map((c) => c.column_name);

describe('one audit trail', () => {
  it('moves the report decisions of the old decided_by/decided_at columns into audit_log and drops the columns', async () => {
    const officer = await makeDmcOfficer(db.orm.em.fork());
    await run('down');
    const conn = db.orm.em.getConnection();
    const [report] = await conn.execute<Array<{ id: number }>>(
      `insert into reports (reporter_name, contact_no, district_code, ds_division_code, date_time, description, latitude, longitude, status, created_at, decided_by_id, decided_at)
       values ('Old report', '0771234567', 'LK11', 'LK1103', now(), 'Water rising near the bridge', 6.9, 79.9, 'DISMISSED', now(), ?, '2026-11-20T10:00:00Z') returning id`,
      [officer.id],
    );
    await run('up');
    expect(await columnsOfReports()).not.toContain('decided_by_id');
    expect(await columnsOfReports()).not.toContain('decided_at');
    const rows = await conn.execute<
      Array<{ actor_id: number; actor_role: string; action: string; to_status: string; at: Date }>
    >(
      `select actor_id, actor_role, action, to_status, at from audit_log where subject_type = 'REPORT' and subject_id = ?`,
      [report!.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: officer.id,
      actor_role: 'DMC_OFFICER',
      action: 'DISMISS',
      to_status: 'DISMISSED',
    });
    expect(new Date(rows[0]!.at).toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });
});
