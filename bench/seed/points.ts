import { GeographyService } from '../../api/src/geography/geography.service.js';

export interface DsPoint {
  dsIndex: number;
  k: number;
  latitude: number;
  longitude: number;
}

/** A small deterministic generator (mulberry32): the same points on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function insideOf(geography: GeographyService, dsCode: string, latitude: number, longitude: number): boolean {
  try {
    const found = geography.locate(latitude, longitude);
    return found.method === 'POLYGON' && found.dsDivision.code === dsCode;
  } catch {
    return false; // outside Sri Lanka
  }
}

/**
 * `perDivision` points strictly inside each DS division's polygon (the same point-in-polygon test as `locate`),
 * drawn in the division's bounding box; the representative point when the polygon is too thin to hit.
 * Indexed by the division's position in `geography.dsDivisions`.
 */
export function pointsInsideDivisions(perDivision: number, geography = GeographyService.instance()): DsPoint[] {
  const random = seededRandom(20261123);
  const points: DsPoint[] = [];
  geography.dsDivisions.forEach((ds, dsIndex) => {
    const coords = ds.boundary.flat(2);
    const lngs = coords.map((c) => c[0]!);
    const lats = coords.map((c) => c[1]!);
    const [minLng, maxLng, minLat, maxLat] = [
      Math.min(...lngs),
      Math.max(...lngs),
      Math.min(...lats),
      Math.max(...lats),
    ];
    for (let k = 0; k < perDivision; k++) {
      let point: [number, number] = ds.centroid;
      for (let attempt = 0; attempt < 200; attempt++) {
        const lat = round6(minLat + random() * (maxLat - minLat));
        const lng = round6(minLng + random() * (maxLng - minLng));
        if (insideOf(geography, ds.code, lat, lng)) {
          point = [lat, lng];
          break;
        }
      }
      points.push({ dsIndex, k, latitude: point[0], longitude: point[1] });
    }
  });
  return points;
}
