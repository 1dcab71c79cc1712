export interface Point {
  latitude: number;
  longitude: number;
}

/** A usable position: two finite numbers within the globe's ranges. */
export function isPoint(latitude: number | null | undefined, longitude: number | null | undefined): boolean {
  return typeof latitude === 'number' && typeof longitude === 'number' && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/** The point sent, if usable, else the fallback (D10: DS centroid, then district centroid). */
export function pointOr(latitude: number | null | undefined, longitude: number | null | undefined, fallback: () => Point): Point {
  return isPoint(latitude, longitude) ? { latitude: latitude!, longitude: longitude! } : fallback();
}
