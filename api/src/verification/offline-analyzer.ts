import exifr from 'exifr';
import { hashDistance } from '../images/image-inspection.js';
import { loadSharp } from '../images/sharp-loader.js';
import type { EarlierReportPhoto } from '../core/context/photo-context.js';

/** Flags of the seed's list, plus image_reused (D24). */
export type Flag =
  | 'potential_manipulation'
  | 'content_mismatch'
  | 'low_quality'
  | 'suspicious_elements'
  | 'metadata_concerns'
  | 'low_confidence'
  | 'suspicious_metadata'
  | 'verification_error'
  | 'image_reused';

export const KNOWN_FLAGS: readonly Flag[] = [
  'potential_manipulation',
  'content_mismatch',
  'low_quality',
  'suspicious_elements',
  'metadata_concerns',
  'low_confidence',
  'suspicious_metadata',
  'verification_error',
  'image_reused',
];

/** Thresholds of the offline checks (README: "What the photo check looks at"). */
export const LIMITS = {
  /** Perceptual-hash bits that may differ for a resized or recompressed copy. */
  reuseMaxDistance: 10,
  captureTimeMaxHours: 48,
  gpsMaxKm: 25,
  minPixels: 320 * 240,
  minSide: 200,
  /** sharp's Laplacian-based sharpness of a 512 px copy below which the picture is strongly blurred (clear photos: 1-10). */
  minSharpness: 0.4,
  /** Bits per pixel below which a JPEG of at least 640 px has been squeezed by heavy recompression. */
  minJpegBitsPerPixel: 0.15,
};

const EDITORS =
  /photoshop|lightroom|gimp|snapseed|picsart|canva|pixlr|affinity|paint\.net|facetune|meitu|remini|illustrator|adobe/i;

export type EarlierImage = EarlierReportPhoto;

export interface OfflineInput {
  bytes: Buffer;
  mimeType: string;
  sha256: string;
  width: number | null;
  height: number | null;
  perceptualHash: string | null;
  /** When and where the report says it was taken. */
  reportedAt: Date | null;
  reportedPoint: { latitude: number; longitude: number } | null;
  earlier: EarlierImage[];
}

export interface OfflineFinding {
  flag: Flag;
  /** How strongly this signal points at a problem, 0-100. */
  strength: number;
  text: string;
}

export interface OfflineResult {
  findings: OfflineFinding[];
  passed: string[];
}

const kmBetween = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

/** EXIF capture time: the wall clock it records, at its own offset, else Sri Lanka time. */
async function captureTime(bytes: Buffer): Promise<Date | null> {
  const raw = (await exifr
    .parse(bytes, { pick: ['DateTimeOriginal', 'CreateDate', 'OffsetTimeOriginal', 'OffsetTime'], reviveValues: false })
    .catch(() => null)) as Record<string, string> | null;
  const text = raw?.DateTimeOriginal ?? raw?.CreateDate;
  const match = text ? /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text) : null;
  if (!match) return null;
  const offset = raw?.OffsetTimeOriginal ?? raw?.OffsetTime ?? '+05:30';
  const date = new Date(
    `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}${/^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '+05:30'}`,
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

async function metadataChecks(input: OfflineInput, result: OfflineResult): Promise<void> {
  const exif = (await exifr.parse(input.bytes, { tiff: true, exif: true, gps: true }).catch(() => null)) as {
    Make?: string;
    Model?: string;
    Software?: string;
    latitude?: number;
    longitude?: number;
  } | null;
  if (!exif || (!exif.Make && !exif.Model && !exif.Software && exif.latitude === undefined)) {
    // Phones and browsers often strip metadata: missing EXIF is neutral (D12).
    result.passed.push('No camera metadata (often stripped by phones and browsers): not counted against the photo.');
    return;
  }
  if (exif.Software && EDITORS.test(exif.Software)) {
    result.findings.push({
      flag: 'potential_manipulation',
      strength: 80,
      text: `The photo's metadata says it was edited in ${exif.Software}.`,
    });
  } else {
    result.passed.push(
      `Camera metadata present${exif.Make || exif.Model ? ` (${[exif.Make, exif.Model].filter(Boolean).join(' ')})` : ''}; no editing software named.`,
    );
  }
  const taken = await captureTime(input.bytes);
  if (taken && input.reportedAt) {
    const hours = Math.abs(input.reportedAt.getTime() - taken.getTime()) / 3_600_000;
    if (hours > LIMITS.captureTimeMaxHours) {
      const days = Math.round(hours / 24);
      result.findings.push({
        flag: 'metadata_concerns',
        strength: 60,
        text: `Taken ${days} day${days === 1 ? '' : 's'} ${taken < input.reportedAt ? 'before' : 'after'} the reported time.`,
      });
    } else result.passed.push('Capture time agrees with the reported time.');
  }
  if (typeof exif.latitude === 'number' && typeof exif.longitude === 'number' && input.reportedPoint) {
    const km = kmBetween({ latitude: exif.latitude, longitude: exif.longitude }, input.reportedPoint);
    if (km > LIMITS.gpsMaxKm)
      result.findings.push({
        flag: 'suspicious_metadata',
        strength: 75,
        text: `The photo's GPS position is ${Math.round(km)} km from the reported place.`,
      });
    else
      result.passed.push(`The photo's GPS position is within ${Math.max(1, Math.round(km))} km of the reported place.`);
  }
}

function reuseCheck(input: OfflineInput, result: OfflineResult): void {
  const reused = input.earlier.find(
    (e) =>
      e.sha256 === input.sha256 ||
      (!!e.perceptualHash &&
        !!input.perceptualHash &&
        hashDistance(e.perceptualHash, input.perceptualHash) <= LIMITS.reuseMaxDistance),
  );
  if (reused)
    result.findings.push({
      flag: 'image_reused',
      strength: 90,
      text: `The same photo was attached to earlier report #${reused.reportId}.`,
    });
  else if (input.perceptualHash) result.passed.push('Not a copy of a photo from an earlier report.');
}

async function qualityChecks(input: OfflineInput, result: OfflineResult): Promise<void> {
  const { width, height } = input;
  if (!width || !height) return;
  if (width * height < LIMITS.minPixels || Math.min(width, height) < LIMITS.minSide) {
    result.findings.push({ flag: 'low_quality', strength: 50, text: `The image is tiny (${width}×${height} pixels).` });
  }
  const sharp = await loadSharp();
  const sharpness = await sharp(input.bytes)
    .resize({ width: 512, height: 512, fit: 'inside', withoutEnlargement: true })
    .stats()
    .then((s) => s.sharpness)
    .catch(() => null);
  if (sharpness !== null && sharpness < LIMITS.minSharpness)
    result.findings.push({
      flag: 'low_quality',
      strength: 50,
      text: `The image is strongly blurred (sharpness ${sharpness.toFixed(2)}).`,
    });
  else if (sharpness !== null) result.passed.push('The image is sharp enough.');
  if (input.mimeType === 'image/jpeg' && Math.max(width, height) >= 640) {
    const bpp = (input.bytes.length * 8) / (width * height);
    if (bpp < LIMITS.minJpegBitsPerPixel)
      result.findings.push({
        flag: 'low_quality',
        strength: 40,
        text: `The JPEG is heavily recompressed (${bpp.toFixed(2)} bits per pixel).`,
      });
  }
}

/** The offline checks: metadata, reuse of an earlier report's photo, quality. Needs no network. */
export async function analyzeOffline(input: OfflineInput): Promise<OfflineResult> {
  const result: OfflineResult = { findings: [], passed: [] };
  await metadataChecks(input, result);
  reuseCheck(input, result);
  await qualityChecks(input, result);
  return result;
}
