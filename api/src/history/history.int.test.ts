import { beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../testing/factories.js';
import { dataUrl, makePhoto } from '../testing/photos.js';
import { CREATE_AID, makeCast, ok, POST_DISASTER, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const ALERT_HISTORY = `query ($id: ID!) { alertHistory(alertId: $id) {
  alertId reports { id status verdicts { verdict flags provider createdAt } }
  entries { at kind action subjectType subjectId actorId actorName actorRole fromStatus toStatus outcome detail }
  sms { queued sent delivered failed } } }`;
const REQUEST_HISTORY =
  'query ($id: ID!) { aidRequestHistory(aidRequestId: $id) { aidRequestId entries { at kind action subjectType actorId actorName fromStatus toStatus detail } } }';

interface Entry {
  at: string;
  kind: string;
  action: string | null;
  subjectType: string | null;
  subjectId: string | null;
  actorId: string | null;
  actorName: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  outcome: string | null;
  detail: string | null;
}
interface AlertHistory {
  alertHistory: {
    alertId: string;
    reports: Array<{
      id: string;
      status: string;
      verdicts: Array<{ verdict: string; flags: string[]; provider: string }>;
    }>;
    entries: Entry[];
    sms: { queued: number } | null;
  };
}

/** A report with a photo, checked, published as an alert by the DMC officer, resolved by the DS officer. */
async function resolvedAlertFromCheckedReport(): Promise<{ alertId: number; reportId: number }> {
  const { submitReport } = await ok<{ submitReport: { id: number } }>(
    api,
    'mutation ($i: SubmitReportInput!) { submitReport(input: $i) { id } }',
    {
      i: {
        reporterName: 'Nimal Perera',
        nicNumber: '199012345678',
        contactNo: '0761112223',
        district: 'LK11',
        dsDivision: 'LK1103',
        dateTime: '2026-11-21T09:30',
        description: 'Flood water entering houses near the canal.',
        latitude: 6.9,
        longitude: 79.87,
        image: dataUrl(await makePhoto(7)),
      },
    },
  );
  await ok(
    api,
    'mutation ($id: ID!) { verifyReportImage(reportId: $id, minConfidence: 60) { verdict } }',
    { id: submitReport.id },
    cast.dmcX,
  );
  const { createAlert } = await ok<{ createAlert: { id: number } }>(
    api,
    'mutation ($i: CreateAlertInput!) { createAlert(input: $i) { id } }',
    { i: { dsDivision: 'LK1103', type: 'FLOOD', reportId: submitReport.id } },
    cast.dmcX,
  );
  await ok(api, `mutation { resolveAlert(id: ${createAlert.id}) { status } }`, {}, cast.dsA);
  return { alertId: createAlert.id, reportId: submitReport.id };
}

describe('alert history', () => {
  it('shows the source report and its verdict, the publishing and the resolving officer and the CAP messages, oldest first', async () => {
    const { alertId, reportId } = await resolvedAlertFromCheckedReport();
    const { alertHistory } = await ok<AlertHistory>(api, ALERT_HISTORY, { id: alertId }, cast.dmcX);
    expect(alertHistory.reports).toHaveLength(1);
    expect(alertHistory.reports[0]).toMatchObject({ id: String(reportId), status: 'ALERT_CREATED' });
    expect(alertHistory.reports[0]!.verdicts).toHaveLength(1);
    const kinds = alertHistory.entries.map((e) => [e.kind, e.action ?? e.outcome, e.subjectType]);
    // Events of one transaction may share their millisecond order either way: the set, then the order by time.
    expect(kinds).toHaveLength(7);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['REPORT_RECEIVED', null, 'REPORT'],
        ['PHOTO_VERDICT', alertHistory.reports[0]!.verdicts[0]!.verdict, 'REPORT'],
        ['OFFICER_ACTION', 'PUBLISH', 'REPORT'],
        ['OFFICER_ACTION', 'PUBLISH', 'ALERT'],
        ['CAP_MESSAGE', 'Alert', 'ALERT'],
        ['OFFICER_ACTION', 'RESOLVE', 'ALERT'],
        ['CAP_MESSAGE', 'Cancel', 'ALERT'],
      ]),
    );
    expect(kinds.slice(0, 3)).toEqual([
      ['REPORT_RECEIVED', null, 'REPORT'],
      ['PHOTO_VERDICT', alertHistory.reports[0]!.verdicts[0]!.verdict, 'REPORT'],
      ['OFFICER_ACTION', 'PUBLISH', 'REPORT'],
    ]);
    const at = alertHistory.entries.map((e) => Date.parse(e.at));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    const actions = alertHistory.entries.filter((e) => e.kind === 'OFFICER_ACTION');
    expect(actions.map((e) => [e.action, e.actorId, e.actorName])).toEqual([
      ['PUBLISH', String(cast.dmcX.user.id), cast.dmcX.user.fullName],
      ['PUBLISH', String(cast.dmcX.user.id), cast.dmcX.user.fullName],
      ['RESOLVE', String(cast.dsA.user.id), cast.dsA.user.fullName],
    ]);
    expect(alertHistory.entries.find((e) => e.outcome === 'Cancel')?.detail).toMatch(
      new RegExp(`alert-${alertId}:cancel$`),
    );
    expect(alertHistory.sms).not.toBeNull();
  });

  it('is seen by the DS officer of the division (without the SMS summary), refused to an officer of another area and to a volunteer', async () => {
    const { alertId } = await resolvedAlertFromCheckedReport();
    const ds = await ok<AlertHistory>(api, ALERT_HISTORY, { id: alertId }, cast.dsA);
    expect(ds.alertHistory.entries.length).toBeGreaterThan(0);
    expect(ds.alertHistory.sms).toBeNull();
    for (const who of [cast.dsB, cast.dmcY, cast.volunteerA])
      expect(errorCode(await api.gql(ALERT_HISTORY, { id: alertId }, { token: who.token }))).toBe('FORBIDDEN');
    expect(errorCode(await api.gql(ALERT_HISTORY, { id: alertId }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await api.gql(ALERT_HISTORY, { id: 999_999 }, { token: cast.dmcX.token }))).toBe('NOT_FOUND');
  });
});

describe('aid request history', () => {
  it('shows its status changes and contributions with actor and time, to officers of its area only', async () => {
    const { createAidRequest } = await ok<{ createAidRequest: { id: number } }>(api, CREATE_AID, {
      input: POST_DISASTER(),
    });
    await ok(api, 'mutation ($id: ID!) { approveAidRequest(id: $id) { id } }', { id: createAidRequest.id }, cast.dsA);
    const { addContribution } = await ok<{ addContribution: { id: number } }>(
      api,
      'mutation ($i: AddContributionInput!) { addContribution(input: $i) { id } }',
      {
        i: {
          aidRequestId: createAidRequest.id,
          typeSupport: 'First Aid',
          description: 'Dressed two wounds',
          image: TINY_PNG,
        },
      },
      cast.volunteerA,
    );
    await ok(api, `mutation { approveContribution(id: ${addContribution.id}) { status } }`, {}, cast.dsA);
    const { aidRequestHistory } = await ok<{ aidRequestHistory: { entries: Entry[] } }>(
      api,
      REQUEST_HISTORY,
      { id: createAidRequest.id },
      cast.dsA,
    );
    expect(aidRequestHistory.entries.map((e) => [e.kind, e.action, e.subjectType, e.actorName, e.toStatus])).toEqual([
      ['REQUEST_RECEIVED', null, 'AID_REQUEST', null, null],
      ['OFFICER_ACTION', 'APPROVE', 'AID_REQUEST', cast.dsA.user.fullName, 'APPROVED'],
      ['CONTRIBUTION', null, 'CONTRIBUTION', cast.volunteerA.user.fullName, 'APPROVED'],
      ['OFFICER_ACTION', 'APPROVE', 'CONTRIBUTION', cast.dsA.user.fullName, 'APPROVED'],
    ]);
    await ok(api, REQUEST_HISTORY, { id: createAidRequest.id }, cast.dmcX);
    for (const who of [cast.dsB, cast.dsY, cast.volunteerA])
      expect(errorCode(await api.gql(REQUEST_HISTORY, { id: createAidRequest.id }, { token: who.token }))).toBe(
        'FORBIDDEN',
      );
  });
});
