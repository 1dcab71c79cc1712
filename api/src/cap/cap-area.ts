import simplify from '@turf/simplify';
import type { Feature, Polygon, Position } from 'geojson';
import { geographyData, type DsDivisionRecord } from '../geography/geography.data.js';

/** About 200 m: a warning area, not a survey; keeps a DS to tens of points instead of hundreds. */
const TOLERANCES = [0.002, 0.001, 0.0005, 0];
/** Islets smaller than this (square degrees, about 0.1 km²) are left out of the warning area. */
const MIN_PART_AREA = 0.00001;
const DECIMALS = 5;

/** A CAP area for one DS: its name, P-code and outer rings as [lat, lng] pairs (closed). */
export interface CapArea {
  code: string;
  districtCode: string;
  name: DsDivisionRecord['name'];
  districtName: DsDivisionRecord['name'];
  /** Each ring closed, at least 4 points, not self-intersecting. */
  rings: Array<Array<[number, number]>>;
}

const cross = (o: Position, a: Position, b: Position) =>
  (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);

function segmentsCross(p1: Position, p2: Position, q1: Position, q2: Position): boolean {
  const d1 = cross(q1, q2, p1);
  const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1);
  const d4 = cross(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const onSegment = (a: Position, b: Position, c: Position) =>
    Math.min(a[0]!, b[0]!) <= c[0]! &&
    c[0]! <= Math.max(a[0]!, b[0]!) &&
    Math.min(a[1]!, b[1]!) <= c[1]! &&
    c[1]! <= Math.max(a[1]!, b[1]!);
  return (
    (d1 === 0 && onSegment(q1, q2, p1)) ||
    (d2 === 0 && onSegment(q1, q2, p2)) ||
    (d3 === 0 && onSegment(p1, p2, q1)) ||
    (d4 === 0 && onSegment(p1, p2, q2))
  );
}

/** Whether a closed ring crosses or touches itself anywhere but between neighbouring edges. */
export function selfIntersects(ring: Position[]): boolean {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i++) {
    for (let j = i + 1; j < edges; j++) {
      const neighbours = j === i + 1 || (i === 0 && j === edges - 1);
      if (!neighbours && segmentsCross(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return true;
    }
  }
  return false;
}

function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) sum += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return Math.abs(sum) / 2;
}

const round = (n: number) => Number(n.toFixed(DECIMALS));

/** The outer ring simplified as far as it stays a valid CAP polygon. */
function capRing(outer: Position[]): Array<[number, number]> | null {
  for (const tolerance of TOLERANCES) {
    const feature: Feature<Polygon> = {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [outer] },
      properties: {},
    };
    const ring = (tolerance ? simplify(feature, { tolerance, highQuality: true }).geometry.coordinates[0]! : outer).map(
      ([lng, lat]) => [round(lng!), round(lat!)],
    );
    const deduplicated = ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1]![0] || p[1] !== ring[i - 1]![1]);
    if (deduplicated.length >= 4 && !selfIntersects(deduplicated))
      return deduplicated.map(([lng, lat]) => [lat!, lng!]);
  }
  return null;
}

const cache = new Map<string, CapArea>();

/** The DS division's CAP area, or undefined for an unknown code. Computed once per DS. */
export function capAreaOf(dsCode: string): CapArea | undefined {
  const cached = cache.get(dsCode);
  if (cached) return cached;
  const data = geographyData();
  const ds = data.dsDivisions.find((d) => d.code === dsCode);
  if (!ds) return undefined;
  const district = data.districts.find((d) => d.code === ds.districtCode)!;
  const largestFirst = ds.boundary.map((polygon) => polygon[0]!).sort((a, b) => ringArea(b) - ringArea(a));
  const parts = largestFirst.filter((outer, i) => i === 0 || ringArea(outer) >= MIN_PART_AREA);
  const rings = parts.map(capRing).filter((r): r is Array<[number, number]> => r !== null);
  const area: CapArea = {
    code: ds.code,
    districtCode: ds.districtCode,
    name: ds.name,
    districtName: district.name,
    rings,
  };
  cache.set(dsCode, area);
  return area;
}

/** CAP's polygon text: "lat,lng lat,lng …", first and last the same. */
export const polygonText = (ring: Array<[number, number]>): string =>
  ring.map(([lat, lng]) => `${lat},${lng}`).join(' ');
