import { beforeAll, describe, expect, it } from 'vitest';
import { Image } from '../images/image.entity.js';
import { FAKE_PNG, TINY_PNG } from '../testing/factories.js';
import { DIVISION_A, DIVISION_Y, makeCast, ok, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';
import { Report } from './report.entity.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const SUBMIT = 'mutation ($input: SubmitReportInput!) { submitReport(input: $input) { id status } }';
const report = (overrides: Record<string, unknown> = {}) => ({
  reporterName: 'Chaminda Perera',
  nicNumber: '198812345678',
  contactNo: '0761230001',
  ...DIVISION_A,
  dateTime: '2026-11-21T06:15',
  description: 'River water rising fast near the bridge.',
  ...overrides,
});
const PENDING =
  '{ pendingReports { items { id reporterName nicNumber fromOfficer image { url mimeType } district { code } dsDivision { code } } } }';

describe('early-warning reports', () => {
  it('takes a public report with a photo, stored with the type sniffed from its bytes', async () => {
    const { submitReport } = await ok<{ submitReport: { id: number; status: string } }>(api, SUBMIT, {
      input: report({ image: TINY_PNG }),
    });
    expect(submitReport.status).toBe('PENDING');
    const stored = await db.orm.em.fork().findOneOrFail(Report, { id: submitReport.id }, { populate: ['image'] });
    expect(stored.image?.mimeType).toBe('image/png');
  });

  it('refuses a file that only claims to be an image, and stores nothing', async () => {
    const before = await db.orm.em.fork().count(Image, {});
    const result = await api.gql(SUBMIT, { input: report({ image: FAKE_PNG }) });
    expect(errorCode(result)).toBe('IMAGE_INVALID');
    expect(await db.orm.em.fork().count(Image, {})).toBe(before);
  });

  it('checks every field with the seed messages', async () => {
    const result = await api.gql(SUBMIT, {
      input: report({ reporterName: '', nicNumber: '', contactNo: '07612', description: ' too short ', dateTime: '' }),
    });
    expect(result.errors?.[0]?.extensions?.fields).toEqual({
      reporterName: 'Full name is required',
      nicNumber: 'NIC Number is required',
      contactNo: 'This phone number is too short: a Sri Lankan number has 10 digits, such as 0771234567',
      dateTime: 'Date and time are required',
      description: 'Symptoms should be at least 10 characters long',
    });
  });

  it("fills a DS officer's report from the session, not from the request (D10, D14)", async () => {
    const { submitOfficerReport } = await ok<{
      submitOfficerReport: {
        reporterName: string;
        contactNo: string;
        dsDivision: { code: string };
        fromOfficer: boolean;
      };
    }>(
      api,
      'mutation ($input: SubmitOfficerReportInput!) { submitOfficerReport(input: $input) { reporterName contactNo dsDivision { code } fromOfficer } }',
      { input: { dateTime: '2026-11-21T07:00', description: 'Cracks on the slope behind the school.' } },
      cast.dsA,
    );
    expect(submitOfficerReport).toEqual({
      reporterName: cast.dsA.user.fullName,
      contactNo: cast.dsA.user.contactNo,
      dsDivision: { code: 'LK1103' },
      fromOfficer: true,
    });
  });

  it('shows pending reports to the DMC officer of their district only, with the photo only for officers', async () => {
    const { submitReport } = await ok<{ submitReport: { id: number } }>(api, SUBMIT, {
      input: report({ image: TINY_PNG }),
    });
    const x = await ok<{ pendingReports: { items: { id: number; image: { url: string } | null }[] } }>(
      api,
      PENDING,
      {},
      cast.dmcX,
    );
    const listed = x.pendingReports.items.find((r) => r.id === submitReport.id)!;
    expect(listed.image?.url).toMatch(/^\/images\/[0-9a-f-]{36}$/);
    const y = await ok<{ pendingReports: { items: { id: number }[] } }>(api, PENDING, {}, cast.dmcY);
    expect(y.pendingReports.items.map((r) => r.id)).not.toContain(submitReport.id);

    const url = `${api.url}${listed.image!.url}`;
    const asDmcX = await fetch(url, { headers: { authorization: `Bearer ${cast.dmcX.token}` } });
    expect(asDmcX.status).toBe(200);
    expect(asDmcX.headers.get('content-type')).toBe('image/png');
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${cast.dmcY.token}` } })).status).toBe(403);
    expect((await fetch(url, { headers: { authorization: `Bearer ${cast.volunteerA.token}` } })).status).toBe(403);
  });

  it('lets the DMC officer dismiss a pending report once', async () => {
    const { submitReport } = await ok<{ submitReport: { id: number } }>(api, SUBMIT, {
      input: report({ ...DIVISION_Y }),
    });
    const dismissed = await ok<{ dismissReport: { status: string } }>(
      api,
      `mutation { dismissReport(id: ${submitReport.id}) { status } }`,
      {},
      cast.dmcY,
    );
    expect(dismissed.dismissReport.status).toBe('DISMISSED');
    expect(
      errorCode(
        await api.gql(`mutation { dismissReport(id: ${submitReport.id}) { status } }`, {}, { token: cast.dmcY.token }),
      ),
    ).toBe('REPORT_NOT_PENDING');
  });
});
