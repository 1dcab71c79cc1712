import { beforeAll, describe, expect, it } from 'vitest';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { Report } from '../reports/report.entity.js';
import { CREATE_AID, DIVISION_B, EMERGENCY, makeCast, ok, type Cast, type Person } from '../testing/scenario.js';
import { queueDrained } from '../testing/sms-testing.js';
import { useSimulatedSms } from '../testing/sms-world.js';

const { simulator, db, api } = useSimulatedSms();
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const HELP_TEXT = 'උදව් කොලොන්නාව 4 වතුර ගලනවා';
const REPORT_TEXT = 'REPORT Kolonnawa the canal bank is cracking near the temple';
const REQUEST = 'query ($id: ID!) { aidRequest(id: $id) { id contactNo viaSms smsText } }';
const REPORT = 'query ($id: ID!) { report(id: $id) { id contactNo viaSms smsText } }';
type RequestAnswer = {
  aidRequest: { id: string; contactNo: string; viaSms: boolean | null; smsText: string | null } | null;
};
type ReportAnswer = {
  report: { id: string; contactNo: string; viaSms: boolean | null; smsText: string | null } | null;
};

const requestAs = (id: number, who?: Person) =>
  ok<RequestAnswer>(api, REQUEST, { id: String(id) }, who).then((d) => d.aidRequest);
const reportAs = (id: number, who?: Person) =>
  ok<ReportAnswer>(api, REPORT, { id: String(id) }, who).then((d) => d.report);

describe('the SMS marker on requests and reports', () => {
  let requestId: number;
  let reportId: number;

  beforeAll(async () => {
    await simulator.deliver(api.url, 'twilio', { id: 'marker-1', from: '+94772000001', text: HELP_TEXT });
    await simulator.deliver(api.url, 'generic', { id: 'marker-2', from: '+94772000002', text: REPORT_TEXT });
    await queueDrained(db.orm.em);
    requestId = (await db.orm.em.fork().findOneOrFail(AidRequest, { contactNo: '0772000001' })).id;
    reportId = (await db.orm.em.fork().findOneOrFail(Report, { contactNo: '0772000002' })).id;
  });

  it('stores the channel and the text exactly as sent when the SMS processor creates them', async () => {
    const request = await db.orm.em.fork().findOneOrFail(AidRequest, { id: requestId });
    const report = await db.orm.em.fork().findOneOrFail(Report, { id: reportId });
    expect([request.channel, request.smsText]).toEqual(['SMS', HELP_TEXT]);
    expect([report.channel, report.smsText]).toEqual(['SMS', REPORT_TEXT]);
  });

  it('shows the marker, the text and the number to the officers of the division and the district', async () => {
    for (const who of [cast.dsB, cast.dmcX])
      expect(await requestAs(requestId, who)).toEqual({
        id: String(requestId),
        contactNo: '0772000001',
        viaSms: true,
        smsText: HELP_TEXT,
      });
    for (const who of [cast.dsB, cast.dmcX])
      expect(await reportAs(reportId, who)).toEqual({
        id: String(reportId),
        contactNo: '0772000002',
        viaSms: true,
        smsText: REPORT_TEXT,
      });
  });

  it('refuses the text and number to a wrong-area officer and the public, the text to a volunteer, who see the request like any other (D13)', async () => {
    for (const who of [cast.dsA, cast.dmcY, undefined]) {
      const seen = await requestAs(requestId, who);
      expect([seen?.viaSms, seen?.smsText, seen?.contactNo.includes('0772000001')]).toEqual([null, null, false]);
    }
    // A volunteer of the district keeps the contact number of any ongoing request (D13), never the SMS text.
    expect(await requestAs(requestId, cast.volunteerA)).toMatchObject({
      viaSms: null,
      smsText: null,
      contactNo: '0772000001',
    });
    expect(await reportAs(reportId, cast.dsA)).toBeNull();
    expect(await reportAs(reportId, cast.dmcY)).toBeNull();
  });

  it('answers false for a request from the forms, and the public list shows SMS requests without text', async () => {
    const web = await ok<{ createAidRequest: { id: string } }>(api, CREATE_AID, {
      input: EMERGENCY('0772000003', DIVISION_B),
    });
    expect(await requestAs(Number(web.createAidRequest.id), cast.dsB)).toMatchObject({ viaSms: false, smsText: null });
    const list = await ok<{
      ongoingAidRequests: { items: Array<{ id: string; viaSms: boolean | null; smsText: string | null }> };
    }>(api, '{ ongoingAidRequests(first: 100) { items { id viaSms smsText } } }');
    expect(list.ongoingAidRequests.items.find((item) => item.id === String(requestId))).toEqual({
      id: String(requestId),
      viaSms: null,
      smsText: null,
    });
  });
});
