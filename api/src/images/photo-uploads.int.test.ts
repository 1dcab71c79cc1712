import { crc32 } from 'node:zlib';
import exifr from 'exifr';
import { beforeAll, describe, expect, it } from 'vitest';
import { Image } from './image.entity.js';
import { TINY_PNG } from '../testing/factories.js';
import { dataUrl, makePhoto } from '../testing/photos.js';
import { CREATE_AID, EMERGENCY, makeCast, ok, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const ADD = 'mutation ($input: AddContributionInput!) { addContribution(input: $input) { id imageUrl } }';
const GPS = { latitude: 6.9123, longitude: 79.8765 };

async function contributeWith(image: string) {
  const aidRequestId = (
    await ok<{ createAidRequest: { id: number } }>(api, CREATE_AID, { input: EMERGENCY('0774443339') })
  ).createAidRequest.id;
  return api.gql<{ addContribution: { id: number; imageUrl: string } }>(
    ADD,
    { input: { aidRequestId, typeSupport: 'First Aid', description: 'Bandaged a child', image } },
    { token: cast.volunteerA.token },
  );
}

/** A valid PNG whose header claims a huge picture: a decompression bomb's first bytes. */
function pngClaiming(width: number, height: number): string {
  const png = Buffer.from(TINY_PNG.split(',')[1]!, 'base64');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('photos are decoded before they are stored', () => {
  it('refuses a file with a HEIC signature followed by HTML, and stores nothing', async () => {
    const before = await db.orm.em.fork().count(Image, {});
    const fake = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.alloc(12),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const result = await contributeWith(`data:image/heic;base64,${fake.toString('base64')}`);
    expect(errorCode(result)).toBe('IMAGE_INVALID');
    expect(await db.orm.em.fork().count(Image, {})).toBe(before);
  });

  it('refuses a JPEG cut short (it starts like an image but does not decode)', async () => {
    const photo = await makePhoto(3, { width: 320, height: 240 });
    expect(errorCode(await contributeWith(dataUrl(photo.subarray(0, Math.floor(photo.length / 2)))))).toBe(
      'IMAGE_INVALID',
    );
  });

  it('refuses a picture over the pixel limit from its header, before decoding it (decompression bomb)', async () => {
    const started = Date.now();
    const result = await contributeWith(pngClaiming(60_000, 60_000));
    expect(errorCode(result)).toBe('PAYLOAD_TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('serves the volunteer a copy without EXIF GPS or names, and the officers of the area the original, inline and nosniff', async () => {
    const photo = await makePhoto(5, { width: 400, height: 300, exif: { make: 'Nimal Perera phone', gps: GPS } });
    const added = await contributeWith(dataUrl(photo));
    expect(added.errors).toBeUndefined();
    const url = `${api.url}${added.data!.addContribution.imageUrl}`;
    const asVolunteer = await fetch(url, { headers: { authorization: `Bearer ${cast.volunteerA.token}` } });
    expect(asVolunteer.status).toBe(200);
    expect(asVolunteer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asVolunteer.headers.get('content-disposition')).toMatch(/^inline; filename="photo-[0-9a-f-]+\.jpeg"$/);
    const stripped = Buffer.from(await asVolunteer.arrayBuffer());
    expect(await exifr.parse(stripped, { gps: true }).catch(() => undefined)).toBeUndefined();
    expect(stripped.includes(Buffer.from('Nimal Perera phone'))).toBe(false);

    const asOfficer = await fetch(url, { headers: { authorization: `Bearer ${cast.dsA.token}` } });
    const original = (await exifr.gps(Buffer.from(await asOfficer.arrayBuffer()))) as { latitude: number } | undefined;
    expect(original?.latitude).toBeCloseTo(GPS.latitude, 3);
  });
});
