import type { AddressInfo } from 'node:net';
import express from 'express';
import { SessionCache } from '../accounts/session-cache.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { MAX_IMAGE_BYTES } from '../images/images.service.js';
import { Report } from '../reports/report.entity.js';
import { DEFAULT_RATE_LIMITS } from '../core/config/config.js';
import { RateLimiter, relaxedLimits } from '../core/limits/rate-limit.js';
import { makePhoto } from '../testing/photos.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { mountFormPosts, type FormPostAnswer } from './form-posts.js';
import { httpContext } from './request-context.js';

const db = useTestDatabase();
const api = useTestServer(db);

/** The form posts alone, over the test database: the answer is the outcome as JSON (web-app.ts renders it as the page). */
async function formServer(limits = relaxedLimits()): Promise<{ url: string; close: () => void }> {
  const app = express();
  const limiter = new RateLimiter(db.orm.em, limits);
  mountFormPosts(app, {
    // No relay here: the session cache never serves (nothing heard).
    context: (req, res) => httpContext(db.orm.em, limiter, new SessionCache(() => null, 0), req, res),
    log: () => undefined,
    answer: async (_req, res, answer) => void res.status(answer.status).json(answer),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

let forms: Awaited<ReturnType<typeof formServer>>;
beforeAll(async () => {
  forms = await formServer();
});
afterAll(() => forms?.close());

const phone = (n: number) => `0771${String(n).padStart(6, '0')}`;
const EMERGENCY = { fullName: 'Nimal Perera', district: 'LK11', dsDivision: 'LK1103' };
const REPORT = {
  fullName: 'Kamala Silva',
  nicNumber: '199012345678',
  district: 'LK11',
  dsDivision: 'LK1103',
  dateTime: '2026-11-20T08:30',
  description: 'Water rising near the canal.',
};

async function post(
  url: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<FormPostAnswer> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
  const answer = (await res.json()) as FormPostAnswer;
  expect(res.status).toBe(answer.status);
  return answer;
}
/** The report form as a browser posts it with its file field (multipart/form-data); `photo` null: no file chosen. */
async function postWithPhoto(
  fields: Record<string, string>,
  photo: { bytes: Buffer; type: string; name: string } | null,
  headers: Record<string, string> = {},
): Promise<FormPostAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  // A browser sends an empty part, named "", for a file field left empty.
  const file = photo ?? { bytes: Buffer.alloc(0), type: 'application/octet-stream', name: '' };
  body.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${forms.url}/submit-symptoms`, { method: 'POST', body, headers });
  const answer = (await res.json()) as FormPostAnswer;
  expect(res.status).toBe(answer.status);
  return answer;
}
const reportPhotoBytes = async (contactNo: string) =>
  (await db.orm.em.fork().findOne(Report, { contactNo }, { populate: ['image.bytes'] }))?.image?.bytes?.length ?? null;

const rowsWith = async (contactNo: string) => ({
  aid: await db.orm.em.fork().count(AidRequest, { contactNo }),
  reports: await db.orm.em.fork().count(Report, { contactNo }),
});

describe('forms posted without scripts', () => {
  it('makes one emergency request and one report per idempotency key, however often the form is posted', async () => {
    const aid = { ...EMERGENCY, contactNo: phone(1), idempotencyKey: 'page-key-1' };
    const first = await post(forms.url, '/emergency-aid-request', aid);
    expect(first).toMatchObject({ status: 200, post: { sent: true } });
    // After a success the page carries a new key: the next request is a new one.
    expect(first.idempotencyKey).not.toBe('page-key-1');
    expect((await post(forms.url, '/emergency-aid-request', aid)).post.sent).toBe(true);
    const report = { ...REPORT, contactNo: phone(2), idempotencyKey: 'page-key-2' };
    expect((await post(forms.url, '/submit-symptoms', report)).post.sent).toBe(true);
    expect((await post(forms.url, '/submit-symptoms', report)).post.sent).toBe(true);
    expect(await rowsWith(phone(1))).toEqual({ aid: 1, reports: 0 });
    expect(await rowsWith(phone(2))).toEqual({ aid: 0, reports: 1 });
  });

  it('refuses with the same field messages and codes as the GraphQL mutation, keeping the values and the key', async () => {
    const answer = await post(forms.url, '/emergency-aid-request', {
      ...EMERGENCY,
      contactNo: '',
      idempotencyKey: 'page-key-3',
    });
    const graphql = await api.gql('mutation ($i: CreateAidRequestInput!) { createAidRequest(input: $i) { id } }', {
      i: { form: 'EMERGENCY', fullName: 'Nimal Perera', contactNo: '', district: 'LK11', dsDivision: 'LK1103' },
    });
    const { fields, fieldCodes, messageCode } = graphql.errors![0]!.extensions!;
    expect(answer.status).toBe(400);
    expect(answer.post).toMatchObject({
      sent: false,
      values: { ...EMERGENCY, contactNo: '' },
      error: { fields, fieldCodes, messageCode },
    });
    expect(answer.post.error!.fields).toEqual({ contactNo: 'Phone number must be exactly 10 digits' });
    expect(answer.idempotencyKey).toBe('page-key-3');
    const report = await post(forms.url, '/submit-symptoms', {
      ...REPORT,
      fullName: '',
      description: '',
      contactNo: phone(3),
    });
    expect(Object.keys(report.post.error!.fields!).sort()).toEqual(['description', 'reporterName']);
    expect(await rowsWith('')).toEqual({ aid: 0, reports: 0 });
    expect(await rowsWith(phone(3))).toEqual({ aid: 0, reports: 0 });
  });

  it('gives a new key with the refusal of a key already spent on another submission (a form page from the history), so the next press sends', async () => {
    expect(
      (
        await post(forms.url, '/emergency-aid-request', {
          ...EMERGENCY,
          contactNo: phone(8),
          idempotencyKey: 'page-key-8',
        })
      ).post.sent,
    ).toBe(true);
    const reused = await post(forms.url, '/emergency-aid-request', {
      ...EMERGENCY,
      contactNo: phone(9),
      idempotencyKey: 'page-key-8',
    });
    expect(reused).toMatchObject({ status: 409, post: { sent: false } });
    expect(reused.idempotencyKey).not.toBe('page-key-8');
    const again = await post(forms.url, '/emergency-aid-request', {
      ...EMERGENCY,
      contactNo: phone(9),
      idempotencyKey: reused.idempotencyKey,
    });
    expect(again.post.sent).toBe(true);
    expect(await rowsWith(phone(9))).toEqual({ aid: 1, reports: 0 });
  });

  it('checks text lengths and P-codes as GraphQL does', async () => {
    const long = await post(forms.url, '/emergency-aid-request', {
      ...EMERGENCY,
      contactNo: phone(4),
      fullName: 'x'.repeat(5_000),
    });
    expect(long.post.error).toMatchObject({ messageCode: 'TEXT_TOO_LONG', fieldCodes: { fullName: 'TEXT_TOO_LONG' } });
    const named = await post(forms.url, '/emergency-aid-request', {
      ...EMERGENCY,
      contactNo: phone(4),
      district: 'Colombo',
    });
    expect(named.post.error?.messageCode).toBe('PLACE_CODE_REQUIRED');
    expect(await rowsWith(phone(4))).toEqual({ aid: 0, reports: 0 });
  });

  it("refuses a post from another site, and answers in the browser's language", async () => {
    const evil = await post(
      forms.url,
      '/emergency-aid-request',
      { ...EMERGENCY, contactNo: phone(5) },
      { origin: 'https://evil.example' },
    );
    expect(evil).toMatchObject({ status: 403, post: { sent: false, error: { messageCode: 'CROSS_SITE_REQUEST' } } });
    const fetched = await post(
      forms.url,
      '/emergency-aid-request',
      { ...EMERGENCY, contactNo: phone(6) },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(fetched.status).toBe(403);
    expect(await rowsWith(phone(5))).toEqual({ aid: 0, reports: 0 });
    expect(await rowsWith(phone(6))).toEqual({ aid: 0, reports: 0 });
    expect(
      (
        await post(
          forms.url,
          '/emergency-aid-request',
          { contactNo: '' },
          { 'accept-language': 'si-LK,si;q=0.9,en;q=0.5' },
        )
      ).locale,
    ).toBe('si');
    expect(
      (await post(forms.url, '/emergency-aid-request', { contactNo: '' }, { 'accept-language': 'fr-FR' })).locale,
    ).toBe('en');
  });

  it('keeps the submission limits of the API (429 with Retry-After)', async () => {
    const strict = await formServer({
      ...relaxedLimits(),
      submissionsPerPhone: { ...DEFAULT_RATE_LIMITS.submissionsPerPhone, max: 1 },
    });
    try {
      expect((await post(strict.url, '/emergency-aid-request', { ...EMERGENCY, contactNo: phone(7) })).post.sent).toBe(
        true,
      );
      const limited = await fetch(`${strict.url}/emergency-aid-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...EMERGENCY, contactNo: phone(7) }),
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await limited.json()) as FormPostAnswer).post).toMatchObject({
        sent: false,
        error: { messageCode: expect.any(String) as string },
      });
      expect(await rowsWith(phone(7))).toEqual({ aid: 1, reports: 0 });
    } finally {
      strict.close();
    }
  });

  it("takes the report's photo from a multipart post, with the photo rules of GraphQL (size, type), nothing made on a refusal", async () => {
    const jpeg = await makePhoto(20, { width: 320, height: 240 });
    const sent = await postWithPhoto(
      { ...REPORT, contactNo: phone(20) },
      { bytes: jpeg, type: 'image/jpeg', name: 'a.jpg' },
    );
    expect(sent).toMatchObject({ status: 200, post: { sent: true } });
    expect(await reportPhotoBytes(phone(20))).toBe(jpeg.length);

    const none = await postWithPhoto({ ...REPORT, contactNo: phone(21) }, null);
    expect(none.post.sent).toBe(true);
    expect(await rowsWith(phone(21))).toEqual({ aid: 0, reports: 1 });
    expect(await reportPhotoBytes(phone(21))).toBeNull();

    const text = Buffer.from('not a photo at all');
    const notImage = await postWithPhoto(
      { ...REPORT, contactNo: phone(22) },
      { bytes: text, type: 'image/jpeg', name: 'b.jpg' },
    );
    expect(notImage).toMatchObject({ status: 400, post: { sent: false, values: { contactNo: phone(22) } } });
    expect(notImage.post.error?.message).toBe('The file must be an image (JPEG, PNG, WebP or GIF).');

    const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const tooLarge = await postWithPhoto(
      { ...REPORT, contactNo: phone(23) },
      { bytes: huge, type: 'image/jpeg', name: 'c.jpg' },
    );
    expect(tooLarge).toMatchObject({ status: 413, post: { sent: false, error: { messageCode: 'IMAGE_TOO_LARGE' } } });

    const evil = await postWithPhoto(
      { ...REPORT, contactNo: phone(24) },
      { bytes: jpeg, type: 'image/jpeg', name: 'd.jpg' },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    for (const n of [22, 23, 24]) expect(await rowsWith(phone(n))).toEqual({ aid: 0, reports: 0 });
  });
});
