import { beforeAll, describe, expect, it } from 'vitest';
import { AuditLogEntry, AuditSubject } from '../audit/audit-log.entity.js';
import { Report } from '../reports/report.entity.js';
import { OutboxRow } from '../core/events/outbox.entity.js';
import { DIVISION_A, DIVISION_B, DIVISION_Y, makeCast, ok, type Cast } from '../testing/scenario.js';
import { makeReport, type Place } from '../testing/subject-factories.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';
import { Alert } from './alert.entity.js';

/** One alert closes several reports of one event: all or nothing, each linked, audited and announced. */
const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const CREATE = 'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id sourceReportId } }';
type Created = { createAlert: { id: string; sourceReportId: string | null } };

/** A pending report from the public in that place (the subject factory, through the reports service). */
const pendingReport = async (place: Place = DIVISION_A): Promise<number> => (await makeReport(db.orm.em, place)).id;

const statuses = async (ids: number[]) =>
  (await db.orm.em.fork().find(Report, { id: { $in: ids } }, { orderBy: { id: 'asc' } })).map((r) => [
    r.status,
    r.alertId ?? null,
  ]);
const publish = (input: Record<string, unknown>, token?: string) =>
  api.gql(CREATE, { input: { dsDivision: 'LK1103', type: 'FLOOD', ...input } }, token ? { token } : {});

describe('one alert closes several reports', () => {
  it('closes the source report and the others named: each ALERT_CREATED, linked, audited and announced', async () => {
    const [source, second, third] = [await pendingReport(), await pendingReport(), await pendingReport(DIVISION_B)];
    const { createAlert } = await ok<Created>(
      api,
      CREATE,
      { input: { dsDivision: 'LK1103', type: 'FLOOD', reportId: source, alsoCloseReportIds: [second, third, source] } },
      cast.dmcX,
    );
    const alertId = Number(createAlert.id);
    expect(createAlert.sourceReportId).toBe(String(source));
    expect(await statuses([source, second, third])).toEqual([
      ['ALERT_CREATED', alertId],
      ['ALERT_CREATED', alertId],
      ['ALERT_CREATED', alertId],
    ]);
    const view = await ok<{ report: { alertId: string; status: string } }>(
      api,
      `{ report(id: ${third}) { alertId status } }`,
      {},
      cast.dmcX,
    );
    expect(view.report).toEqual({ alertId: String(alertId), status: 'ALERT_CREATED' });
    const em = db.orm.em.fork();
    for (const id of [source, second, third]) {
      const trail = await em.find(AuditLogEntry, { subjectType: AuditSubject.REPORT, subjectId: id });
      expect(trail.map((a) => [a.action, a.fromStatus, a.toStatus])).toEqual([['PUBLISH', 'PENDING', 'ALERT_CREATED']]);
      const announced = await em.find(OutboxRow, { topic: 'REPORT_CHANGED' });
      expect(
        announced
          .filter((row) => (row.payload as { id: number; change: string }).id === id)
          .map((row) => (row.payload as { change: string }).change),
      ).toEqual(['SUBMITTED', 'ALERT_CREATED']);
    }
    const history = await ok<{ alertHistory: { reports: { id: string }[] } }>(
      api,
      `{ alertHistory(alertId: ${alertId}) { reports { id } } }`,
      {},
      cast.dmcX,
    );
    expect(history.alertHistory.reports.map((r) => Number(r.id))).toEqual([source, second, third]);
  });

  it('closes reports with a manual alert too (no source report)', async () => {
    const report = await pendingReport();
    const { createAlert } = await ok<Created>(
      api,
      CREATE,
      { input: { dsDivision: 'LK1103', type: 'FIRE', alsoCloseReportIds: [report] } },
      cast.dmcX,
    );
    expect(createAlert.sourceReportId).toBeNull();
    expect(await statuses([report])).toEqual([['ALERT_CREATED', Number(createAlert.id)]]);
  });

  it('refuses without a session (401) and for a DS officer (403), changing nothing', async () => {
    const report = await pendingReport();
    expect(errorCode(await publish({ alsoCloseReportIds: [report] }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await publish({ alsoCloseReportIds: [report] }, cast.dsA.token))).toBe('FORBIDDEN');
    expect(await statuses([report])).toEqual([['PENDING', null]]);
  });

  it('refuses a report of another district: no alert, no report closed, nothing audited', async () => {
    const [source, other] = [await pendingReport(), await pendingReport(DIVISION_Y)];
    const alerts = await db.orm.em.fork().count(Alert, {});
    expect(errorCode(await publish({ reportId: source, alsoCloseReportIds: [other] }, cast.dmcX.token))).toBe(
      'FORBIDDEN',
    );
    expect(await db.orm.em.fork().count(Alert, {})).toBe(alerts);
    expect(await statuses([source, other])).toEqual([
      ['PENDING', null],
      ['PENDING', null],
    ]);
    expect(
      await db.orm.em
        .fork()
        .count(AuditLogEntry, { subjectType: AuditSubject.REPORT, subjectId: { $in: [source, other] } }),
    ).toBe(0);
  });

  it('refuses a report already handled, or one that does not exist: nothing changes', async () => {
    const [source, dismissed] = [await pendingReport(), await pendingReport()];
    await ok(api, `mutation { dismissReport(id: ${dismissed}) { id } }`, {}, cast.dmcX);
    const alerts = await db.orm.em.fork().count(Alert, {});
    expect(errorCode(await publish({ reportId: source, alsoCloseReportIds: [dismissed] }, cast.dmcX.token))).toBe(
      'REPORT_NOT_PENDING',
    );
    expect(errorCode(await publish({ reportId: source, alsoCloseReportIds: [999999] }, cast.dmcX.token))).toBe(
      'NOT_FOUND',
    );
    expect(await db.orm.em.fork().count(Alert, {})).toBe(alerts);
    expect(await statuses([source, dismissed])).toEqual([
      ['PENDING', null],
      ['DISMISSED', null],
    ]);
  });

  it('refuses more than 100 reports for one alert, changing nothing', async () => {
    const report = await pendingReport();
    const answer = await publish(
      { reportId: report, alsoCloseReportIds: Array.from({ length: 100 }, (_, i) => i + 1) },
      cast.dmcX.token,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fieldCodes: { alsoCloseReportIds: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await statuses([report])).toEqual([['PENDING', null]]);
  });
});
