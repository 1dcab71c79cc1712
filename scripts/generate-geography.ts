/**
 * Builds api/src/geography/data/lk-geography.json, the project's own compact reference geography,
 * from the OCHA COD-AB files kept in ../shared/data/geo (see SOURCE.md there). Run: npm run geo:generate
 *
 * Keys are OCHA P-codes (LK11, LK1103). The nuuuwan lists use dashed ids and re-code ten DS divisions,
 * so they are joined by district and English name, never by id.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import simplify from '@turf/simplify';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';

const sourceDir = resolve(process.argv[2] ?? '../shared/data/geo');
const outFile = resolve('api/src/geography/data/lk-geography.json');
const reviewFile = resolve('api/src/geography/data/names-for-review.md');
/** The held-back names a reviewer decided (D25): the name to use and where it came from. */
const reviewedFile = resolve('api/src/geography/data/reviewed-names.json');

const DS_TOLERANCE = 0.0005; // degrees, about 50 m: keeps locate() within the source's own error
const DISTRICT_TOLERANCE = 0.002; // degrees, about 200 m: for drawing the map only
const DECIMALS = 5;

// Known from SOURCE.md: Tamil / Sinhala fields that give a town or HQ name, or a wrong name.
const TOWN_OR_WRONG_NAMES: Record<string, { si?: string; ta?: string }> = {
  'Gangawata Korale': { ta: 'gives the town (Kandy), not the division' },
  'Galle 4 Gravets': { ta: 'gives the town (Galle)' },
  'Matara Four Gravets': { ta: 'gives the town (Matara)' },
  'Town & Gravets': { ta: 'gives the town (Trincomalee)' },
  Katana: { ta: 'reads "Kandana", not Katana' },
  'Kothmale East': { si: 'gives only "Kothmale"' },
  Welioya: { ta: 'misspelt (மனல் ஆரு for மணலாறு)' },
};
const TRUNCATION_BYTES = 48; // the shapefile's 50-byte field width cut longer names short

type Props = Record<string, string | number | null>;
type Geometry = Polygon | MultiPolygon;
interface NameList {
  name: string;
  name_si: string;
  name_ta: string;
  center_lat: number;
  center_lon: number;
  id: string;
}

const round = (n: number) => Number(n.toFixed(DECIMALS));

function compactRings(geometry: Geometry, tolerance: number): Position[][][] {
  const feature: Feature<Geometry> = { type: 'Feature', geometry, properties: {} };
  const simplified = simplify(feature, { tolerance, highQuality: true });
  const polygons =
    simplified.geometry.type === 'Polygon' ? [simplified.geometry.coordinates] : simplified.geometry.coordinates;
  return polygons.map((rings) => rings.map((ring) => ring.map(([lng, lat]) => [round(lng!), round(lat!)])));
}

interface ReviewedName {
  pcode: string;
  lang: 'si' | 'ta';
  name: string;
  source: string;
}
const reviewed = new Map(
  (JSON.parse(readFileSync(reviewedFile, 'utf8')) as { names: ReviewedName[] }).names.map((r) => [
    `${r.pcode}|${r.lang}`,
    r,
  ]),
);
const usedReviews = new Set<string>();

const review: string[] = [];
function reviewedName(kind: 'si' | 'ta', code: string): string | undefined {
  const decided = reviewed.get(`${code}|${kind}`);
  if (decided) usedReviews.add(`${code}|${kind}`);
  return decided?.name;
}

function checkedName(kind: 'si' | 'ta', value: string | null, english: string, code: string): string | null {
  const decided = reviewedName(kind, code);
  if (decided) return decided;
  const cleaned = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!cleaned) return null;
  const known = TOWN_OR_WRONG_NAMES[english]?.[kind];
  const jaffnaTamil = kind === 'ta' && code.startsWith('LK41');
  const truncated = Buffer.byteLength(cleaned, 'utf8') >= TRUNCATION_BYTES;
  const reason =
    known ?? (jaffnaTamil ? 'gives the division HQ town' : truncated ? 'probably cut short by the source' : null);
  if (!reason) return cleaned;
  review.push(`| ${code} | ${english} | ${kind} | ${cleaned} | ${reason} |`);
  return null;
}

// District names carry the word "district"; the source cuts many of them mid-word, so keep what comes before it.
function districtName(value: string | null): string | null {
  const cleaned = (value ?? '').replace(/\s+/g, ' ').trim();
  const withoutWord = cleaned.split(/\s+(?:දිස්|மாவ)/u)[0]?.trim();
  return withoutWord || null;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(resolve(sourceDir, path), 'utf8')) as T;
}

const adm3 = readJson<{ features: Feature<Geometry, Props>[] }>('lka_admbnda_adm3_slsd_20220816.json');
const districtShapes = readJson<{ features: Feature<Geometry, Props>[] }>('lk_admin_regions/districts.geojson');
const dsPoints = readJson<NameList[]>('lk_admin_regions/dsds.json');
const districtPoints = readJson<NameList[]>('lk_admin_regions/districts.json');

const dsPointByName = new Map(dsPoints.map((p) => [`${p.id.slice(0, 5).replace('-', '')}|${p.name}`, p]));
const districtPointByCode = new Map(districtPoints.map((p) => [p.id.replace('-', ''), p]));

const districts = districtShapes.features
  .map((f) => {
    const code = String(f.properties.adm2_pcode);
    const point = districtPointByCode.get(code);
    if (!point) throw new Error(`No representative point for district ${code}`);
    return {
      code,
      name: {
        en: String(f.properties.adm2_name),
        si: reviewedName('si', code) ?? districtName(point.name_si),
        ta: reviewedName('ta', code) ?? districtName(point.name_ta),
      },
      province: String(f.properties.adm1_name),
      centroid: [round(point.center_lat), round(point.center_lon)],
      boundary: compactRings(f.geometry, DISTRICT_TOLERANCE),
    };
  })
  .sort((a, b) => a.name.en.localeCompare(b.name.en));

const dsDivisions = adm3.features
  .map((f) => {
    const p = f.properties;
    const code = String(p.ADM3_PCODE);
    const districtCode = String(p.ADM2_PCODE);
    const english = String(p.ADM3_EN).trim();
    const point = dsPointByName.get(`${districtCode}|${english}`);
    if (!point) throw new Error(`No representative point for DS ${code} ${english}`);
    return {
      code,
      districtCode,
      name: {
        en: english,
        si: checkedName('si', p.ADM3_SI as string | null, english, code),
        ta: checkedName('ta', p.ADM3_TA as string | null, english, code),
      },
      centroid: [round(point.center_lat), round(point.center_lon)],
      boundary: compactRings(f.geometry, DS_TOLERANCE),
    };
  })
  .sort((a, b) => a.code.localeCompare(b.code));

const unusedReviews = [...reviewed.keys()].filter((key) => !usedReviews.has(key));
if (unusedReviews.length) throw new Error(`Reviewed names for no district or DS division: ${unusedReviews.join(', ')}`);
if (districts.length !== 25) throw new Error(`Expected 25 districts, found ${districts.length}`);
if (dsDivisions.length !== 339) throw new Error(`Expected 339 DS divisions, found ${dsDivisions.length}`);

const data = {
  source:
    'Survey Department of Sri Lanka / OCHA, via HDX (COD-AB v03, 2022); simplified by scripts/generate-geography.ts',
  districts,
  dsDivisions,
};
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify(data));
writeFileSync(
  reviewFile,
  [
    '# Sinhala and Tamil names held back for review (D25, docs/decisions)',
    '',
    'Generated by `npm run geo:generate`. These names are shown in English until a reviewer decides them in reviewed-names.json (with where each came from).',
    '',
    ...(review.length
      ? ['| P-code | English | language | source text | why |', '| --- | --- | --- | --- | --- |', ...review]
      : ['None: every held-back name has been decided.']),
    '',
  ].join('\n'),
);
const vertices = (rings: Position[][][]) => rings.flat(2).length;
console.log(
  `Wrote ${outFile}: ${districts.length} districts (${districts.reduce((n, d) => n + vertices(d.boundary), 0)} vertices), ` +
    `${dsDivisions.length} DS divisions (${dsDivisions.reduce((n, d) => n + vertices(d.boundary), 0)} vertices); ${review.length} names for review`,
);
