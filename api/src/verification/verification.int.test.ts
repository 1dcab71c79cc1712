import { createServer, type Server, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Report } from '../reports/report.entity.js';
import { ImageVerification } from './image.entity.js';
import { dataUrl, makePhoto } from '../testing/photos.js';
import { makeCast, ok, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

// Kolonnawa, the morning of 21 November 2026 in Sri Lanka.
const PLACE = { district: 'LK11', dsDivision: 'LK1106', latitude: 6.93, longitude: 79.885 };
const REPORTED = '2026-11-21T09:30';

async function report(photo: Buffer, place = PLACE): Promise<number> {
  const { submitReport } = await ok<{ submitReport: { id: number } }>(
    api,
    'mutation ($i: SubmitReportInput!) { submitReport(input: $i) { id } }',
    {
      i: {
        reporterName: 'Nimal Perera',
        nicNumber: '199012345678',
        contactNo: '0761112223',
        ...place,
        dateTime: REPORTED,
        description: 'Flood water entering houses near the canal.',
        image: dataUrl(photo),
      },
    },
  );
  return submitReport.id;
}

interface Check {
  verdict: string;
  confidence: number;
  matchScore: number | null;
  analysis: string;
  flags: string[];
  recommendation: string;
  provider: string;
}
const VERIFY =
  'mutation ($id: ID!, $min: Int) { verifyReportImage(reportId: $id, minConfidence: $min) { verdict confidence matchScore analysis flags recommendation provider } }';
const verify = async (reportId: number) =>
  (await ok<{ verifyReportImage: Check }>(api, VERIFY, { id: reportId, min: 60 }, cast.dmcX)).verifyReportImage;

const camera = {
  make: 'samsung',
  model: 'SM-A515F',
  takenAt: '2026:11:21 09:10:00',
  gps: { latitude: 6.931, longitude: 79.884 },
};

describe('offline photo check', () => {
  it('lets a clean camera photo with consistent EXIF pass: no flag, content not assessed, never AUTHENTIC offline', async () => {
    const check = await verify(await report(await makePhoto(1, { exif: camera })));
    expect(check.flags).toEqual([]);
    expect(check.verdict).toBe('UNKNOWN');
    expect(check.matchScore).toBeNull();
    expect(check.provider).toBe('offline');
    expect(check.analysis).toContain('Capture time agrees with the reported time.');
    expect(check.analysis).toContain('Content not assessed');
    expect(check.recommendation).toBe(
      'Manual review recommended before creating alert. Consider requesting additional evidence.',
    );
  });

  it('flags the same photo, resized and recompressed, sent again for another place, naming the earlier report', async () => {
    const original = await makePhoto(2, { exif: camera });
    const first = await report(original);
    const copy = await sharp(original).resize(700).jpeg({ quality: 70 }).toBuffer();
    const check = await verify(
      await report(copy, { district: 'LK11', dsDivision: 'LK1103', latitude: 6.94, longitude: 79.85 }),
    );
    expect(check.flags).toContain('image_reused');
    expect(check.analysis).toContain(`earlier report #${first}`);
    expect(check.verdict).toBe('SUSPICIOUS');
  });

  it('does not call a different photo reused', async () => {
    await report(await makePhoto(3, { exif: camera }));
    const check = await verify(await report(await makePhoto(4, { exif: camera })));
    expect(check.flags).not.toContain('image_reused');
  });

  it('flags a photo whose EXIF says it was edited in an editor', async () => {
    const check = await verify(
      await report(await makePhoto(5, { exif: { ...camera, software: 'Adobe Photoshop 25.0 (Windows)' } })),
    );
    expect(check.flags).toContain('potential_manipulation');
    expect(check.analysis).toContain('edited in Adobe Photoshop 25.0');
  });

  it('flags a tiny blurred image as low quality', async () => {
    const check = await verify(await report(await makePhoto(6, { width: 120, height: 90, blur: 6 })));
    expect(check.flags).toEqual(['low_quality']);
    expect(check.analysis).toMatch(/tiny \(120×90 pixels\)/);
    expect(check.analysis).toMatch(/strongly blurred/);
  });

  it("says how far the photo's GPS is from the reported place, and flags an old capture time", async () => {
    const check = await verify(
      await report(
        await makePhoto(7, {
          exif: { ...camera, takenAt: '2026:10:01 10:00:00', gps: { latitude: 7.2906, longitude: 80.6337 } },
        }),
      ),
    );
    expect(check.flags).toEqual(expect.arrayContaining(['suspicious_metadata', 'metadata_concerns']));
    expect(check.analysis).toMatch(/GPS position is 9\d km from the reported place/);
    expect(check.analysis).toContain('Taken 51 days before the reported time.');
  });

  it('stores every run (re-verifying is explicit) and refuses a DMC officer of another district', async () => {
    const id = await report(await makePhoto(8));
    await verify(id);
    await verify(id);
    const stored = await db.orm.em.fork().findOneOrFail(Report, { id }, { populate: ['image'] });
    expect(await db.orm.em.fork().count(ImageVerification, { image: stored.image!.id })).toBe(2);
    expect(errorCode(await api.gql(VERIFY, { id, min: 60 }, { token: cast.dmcY.token }))).toBe('FORBIDDEN');
    expect(errorCode(await api.gql(VERIFY, { id, min: 60 }, { token: cast.dsB.token }))).toBe('FORBIDDEN');
  });

  it('checks photos uploaded with a manual alert through verifyImage', async () => {
    const { createAlert } = await ok<{ createAlert: { images: { id: string }[] } }>(
      api,
      'mutation ($i: CreateAlertInput!) { createAlert(input: $i) { images { id } } }',
      {
        i: {
          dsDivision: 'LK1106',
          type: 'FLOOD',
          images: [dataUrl(await makePhoto(9, { exif: { ...camera, software: 'GIMP 2.10' } }))],
        },
      },
      cast.dmcX,
    );
    const imageId = createAlert.images[0]!.id;
    const { verifyImage } = await ok<{ verifyImage: Check }>(
      api,
      'mutation ($id: ID!) { verifyImage(imageId: $id, minConfidence: 60) { flags } }',
      { id: imageId },
      cast.dmcX,
    );
    expect(verifyImage.flags).toContain('potential_manipulation');
  });

  it('answers NOT_FOUND for an image id that is not a photo id at all (found by the fuzz suite: it used to reach PostgreSQL)', async () => {
    for (const id of ['1932513886', 'not-a-uuid', '']) {
      const answer = await api.gql(
        'mutation ($id: ID!) { verifyImage(imageId: $id, minConfidence: 60) { flags } }',
        { id },
        { token: cast.dmcX.token },
      );
      expect(errorCode(answer), id).toBe('NOT_FOUND');
    }
  });
});

describe('vision provider (a local server answering like a chat-completions API)', () => {
  let server: Server | undefined;
  let requests: Record<string, unknown>[] = [];
  afterEach(async () => {
    delete process.env.VISION_API_URL;
    delete process.env.VISION_TIMEOUT_MS;
    delete process.env.VISION_MODEL;
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
    server = undefined;
    requests = [];
  });

  async function fakeModel(answer: (res: ServerResponse) => void): Promise<void> {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push(JSON.parse(body) as Record<string, unknown>);
        answer(res);
      });
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    process.env.VISION_API_URL = `http://127.0.0.1:${port}/v1/chat/completions`;
    process.env.VISION_MODEL = 'test-vision';
  }
  const reply = (content: string) => (res: ServerResponse) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };

  it("answers AUTHENTIC when the model says so with enough confidence and match, using the seed's prompt contract", async () => {
    await fakeModel(
      reply(
        JSON.stringify({
          isAuthentic: true,
          confidence: 0.92,
          matchScore: 85,
          analysis: 'Flood water in a street, consistent with the report.',
          flags: [],
          detectedElements: ['water'],
          disasterType: 'flood',
          urgencyLevel: 'high',
          recommendations: 'Proceed.',
        }),
      ),
    );
    const check = await verify(await report(await makePhoto(10, { exif: camera })));
    expect(check).toMatchObject({
      verdict: 'AUTHENTIC',
      confidence: 92,
      matchScore: 85,
      flags: [],
      provider: 'test-vision + offline',
      recommendation: 'Image appears legitimate. Safe to proceed with alert creation.',
    });
    expect(requests[0]).toMatchObject({ model: 'test-vision', temperature: 0.1, max_tokens: 1024 });
    expect(JSON.stringify(requests[0])).toContain('data:image/jpeg;base64,');
    expect(JSON.stringify(requests[0])).toContain('isAuthentic');
  });

  it('scores a reply that is not JSON by its words', async () => {
    await fakeModel(reply('This picture looks fake: the water is clearly edited and manipulated.'));
    const check = await verify(await report(await makePhoto(11, { exif: camera })));
    expect(check.verdict).toBe('SUSPICIOUS');
    expect(check.analysis).toContain('did not answer in JSON');
  });

  it('does not call it authentic below the match score, flagging content_mismatch', async () => {
    await fakeModel(
      reply(JSON.stringify({ isAuthentic: true, confidence: 90, matchScore: 30, analysis: 'A dry road.', flags: [] })),
    );
    const check = await verify(await report(await makePhoto(12, { exif: camera })));
    expect(check.verdict).not.toBe('AUTHENTIC');
    expect(check.flags).toContain('content_mismatch');
  });

  it('answers with verification_error and the offline result, labelled, when the model times out', async () => {
    process.env.VISION_TIMEOUT_MS = '300';
    await fakeModel(() => undefined); // never answers
    const check = await verify(await report(await makePhoto(13, { exif: camera })));
    expect(check.verdict).toBe('UNKNOWN');
    expect(check.flags).toEqual(['verification_error']);
    expect(check.analysis.startsWith('Verification failed. Please try again. Offline analysis:')).toBe(true);
    expect(check.provider).toBe('offline (vision provider failed)');
  });
});
