import { describe, expect, it } from 'vitest';
import { Alert, AlertType } from '../alerts/alert.entity.js';
import { District, DsDivision } from '../geography/geography.entity.js';
import { Report } from '../reports/report.entity.js';
import { useTestDatabase } from '../testing/test-database.js';
import { Migration20261124130925_report_alert_link } from '../../../migrations/Migration20261124130925_report_alert_link.js';

const db = useTestDatabase();

/** Runs one direction of the migration on the test database. */
async function run(direction: 'up' | 'down'): Promise<void> {
  const migration = new Migration20261124130925_report_alert_link(db.orm.em.getDriver(), db.orm.config);
  await migration[direction]();
  for (const sql of migration.getQueries()) await db.orm.em.getConnection().execute(sql);
}

describe('report alert link', () => {
  it("gives each existing source report its alert's id, and no other report one", async () => {
    const em = db.orm.em.fork();
    const place = {
      district: em.getReference(District, 'LK11'),
      dsDivision: em.getReference(DsDivision, 'LK1103'),
      latitude: 6.9,
      longitude: 79.9,
    };
    const report = (name: string) =>
      em.create(Report, {
        reporterName: name,
        contactNo: '0771234567',
        dateTime: new Date(),
        description: 'Water rising near the bridge',
        ...place,
      });
    const [source, alone] = [report('Source'), report('Alone')];
    const alert = em.create(Alert, {
      type: AlertType.FLOOD,
      reporterContact: '0771234567',
      sourceReport: source,
      ...place,
    });
    await em.flush();
    await run('down');
    await run('up');
    const rows = await db.orm.em
      .getConnection()
      .execute<Array<{ id: number; alert_id: number | null }>>(
        `select id, alert_id from reports where id in (?, ?) order by id`,
        [source.id, alone.id],
      );
    expect(rows).toEqual([
      { id: source.id, alert_id: alert.id },
      { id: alone.id, alert_id: null },
    ]);
  });
});
