import { beforeAll, describe, expect, it } from 'vitest';
import { AuditLogEntry, AuditSubject } from '../audit/audit-log.entity.js';
import { GeographyService } from '../geography/geography.service.js';
import { Report } from '../reports/report.entity.js';
import { DIVISION_A, makeCast, ok, type Cast } from '../testing/scenario.js';
import { makeReport } from '../testing/subject-factories.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';
import { Alert } from './alert.entity.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const CREATE =
  'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id type customType typeLabel severity status latitude longitude reporterContact sourceReportId dsDivision { code } } }';
type Created = {
  createAlert: {
    id: number;
    typeLabel: string;
    severity: string;
    latitude: number;
    reporterContact: string;
    sourceReportId: string | null;
  };
};

/** A pending report with the reporter's own point: the alert made from it takes that point. */
const pendingReport = async (): Promise<number> =>
  (await makeReport(db.orm.em, DIVISION_A, { point: { latitude: 6.95, longitude: 79.86 } })).id;

describe('alerts', () => {
  it("publishes a manual alert with the defaults: Medium, the DS centroid, the officer's contact", async () => {
    const { createAlert } = await ok<Created>(
      api,
      CREATE,
      { input: { dsDivision: 'LK1106', type: 'FLOOD' } },
      cast.dmcX,
    );
    expect(createAlert).toMatchObject({
      typeLabel: 'Flood',
      severity: 'MEDIUM',
      reporterContact: cast.dmcX.user.contactNo,
      sourceReportId: null,
    });
    expect(createAlert.latitude).toBeCloseTo(GeographyService.instance().findDsDivision('LK1106')!.centroid[0], 4);
  });

  it('needs the text for Other, which becomes the type as shown', async () => {
    const missing = await api.gql(
      CREATE,
      { input: { dsDivision: 'LK1106', type: 'OTHER' } },
      { token: cast.dmcX.token },
    );
    expect(missing.errors?.[0]?.extensions?.fields?.customType).toBe('Please specify the alert type.');
    const { createAlert } = await ok<Created>(
      api,
      CREATE,
      { input: { dsDivision: 'LK1106', type: 'OTHER', customType: 'Tsunami warning', severity: 'HIGH' } },
      cast.dmcX,
    );
    expect(createAlert.typeLabel).toBe('Tsunami warning');
  });

  it('refuses a DMC officer publishing for a DS of another district', async () => {
    const result = await api.gql(CREATE, { input: { dsDivision: 'LK2130', type: 'FIRE' } }, { token: cast.dmcX.token });
    expect(errorCode(result)).toBe('FORBIDDEN');
  });

  it('publishes from a report in one transaction: the report becomes ALERT_CREATED and the alert takes its point (D17)', async () => {
    const reportId = await pendingReport();
    const { createAlert } = await ok<Created>(
      api,
      CREATE,
      { input: { dsDivision: 'LK1103', type: 'FLOOD', severity: 'HIGH', reportId } },
      cast.dmcX,
    );
    expect(createAlert.sourceReportId).toBe(String(reportId));
    expect(createAlert.latitude).toBe(6.95);
    expect((await db.orm.em.fork().findOneOrFail(Report, { id: reportId })).status).toBe('ALERT_CREATED');
  });

  it("audits the report's ALERT_CREATED decision with the officer who published", async () => {
    const reportId = await pendingReport();
    await ok<Created>(api, CREATE, { input: { dsDivision: 'LK1103', type: 'FLOOD', reportId } }, cast.dmcX);
    const trail = await db.orm.em.fork().find(AuditLogEntry, { subjectType: AuditSubject.REPORT, subjectId: reportId });
    expect(trail.map((a) => [a.action, a.fromStatus, a.toStatus, a.actorRole])).toEqual([
      ['PUBLISH', 'PENDING', 'ALERT_CREATED', 'DMC_OFFICER'],
    ]);
  });

  it('creates no alert when the report was already handled (the whole publish rolls back)', async () => {
    const reportId = await pendingReport();
    await ok(api, `mutation { dismissReport(id: ${reportId}) { id } }`, {}, cast.dmcX);
    const before = await db.orm.em.fork().count(Alert, {});
    const result = await api.gql(
      CREATE,
      { input: { dsDivision: 'LK1103', type: 'FLOOD', reportId } },
      { token: cast.dmcX.token },
    );
    expect(errorCode(result)).toBe('REPORT_NOT_PENDING');
    expect(await db.orm.em.fork().count(Alert, {})).toBe(before);
  });

  it('lists alerts newest first with filters, and hides the reporter contact from the public', async () => {
    await ok(api, CREATE, { input: { dsDivision: 'LK1103', type: 'LANDSLIDE', severity: 'LOW' } }, cast.dmcX);
    const all = await ok<{ alerts: { items: { id: number; reporterContact: string | null }[] } }>(
      api,
      '{ alerts { items { id reporterContact } } }',
    );
    const ids = all.alerts.items.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.alerts.items.every((a) => a.reporterContact === null)).toBe(true);
    const filtered = await ok<{ alerts: { items: { type: string; severity: string; district: { code: string } }[] } }>(
      api,
      '{ alerts(filter: { type: LANDSLIDE, severity: LOW, district: "LK11" }) { items { type severity district { code } } } }',
    );
    expect(filtered.alerts.items.length).toBeGreaterThan(0);
    expect(
      filtered.alerts.items.every((a) => a.type === 'LANDSLIDE' && a.severity === 'LOW' && a.district.code === 'LK11'),
    ).toBe(true);
  });

  it('lets the DS officer of the division resolve an ongoing alert once', async () => {
    const { createAlert } = await ok<Created>(
      api,
      CREATE,
      { input: { dsDivision: 'LK1103', type: 'DROUGHT' } },
      cast.dmcX,
    );
    const toResolve = await ok<{ alertsToResolve: { items: { id: number; viewerCan: { resolve: boolean } }[] } }>(
      api,
      '{ alertsToResolve { items { id viewerCan { resolve } } } }',
      {},
      cast.dsA,
    );
    expect(toResolve.alertsToResolve.items.find((a) => a.id === createAlert.id)?.viewerCan.resolve).toBe(true);
    expect(
      errorCode(
        await api.gql(`mutation { resolveAlert(id: ${createAlert.id}) { status } }`, {}, { token: cast.dsB.token }),
      ),
    ).toBe('FORBIDDEN');
    const resolved = await ok<{ resolveAlert: { status: string } }>(
      api,
      `mutation { resolveAlert(id: ${createAlert.id}) { status } }`,
      {},
      cast.dsA,
    );
    expect(resolved.resolveAlert.status).toBe('RESOLVED');
    expect(
      errorCode(
        await api.gql(`mutation { resolveAlert(id: ${createAlert.id}) { status } }`, {}, { token: cast.dsA.token }),
      ),
    ).toBe('ALERT_NOT_ONGOING');
    const activity = await ok<{ recentActivity: { items: { action: string; subjectId: number }[] } }>(
      api,
      '{ recentActivity { items { action subjectId } } }',
      {},
      cast.dsA,
    );
    expect(activity.recentActivity.items[0]).toEqual({ action: 'RESOLVE', subjectId: createAlert.id });
  });
});
