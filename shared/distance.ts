/** A point on the earth, in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_METRES = 6_371_000;

/** The distance in metres between two points (haversine): the one distance of the duplicate and report-group rules. */
export function metresBetween(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(h));
}
