export interface Point {
  latitude: number;
  longitude: number;
}

/** A usable position: two finite numbers within the globe's ranges. The one validity rule for coordinates. */
export function isPoint(latitude: unknown, longitude: unknown): latitude is number {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** The point sent, if usable, else the fallback (D10: DS centroid, then district centroid). */
export function pointOr(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
  fallback: () => Point,
): Point {
  return isPoint(latitude, longitude) ? { latitude, longitude: longitude! } : fallback();
}

/** D10: the point sent when usable, else the first centroid known (the DS division's, then the district's). */
export function pointOrCentroid(
  latitude: unknown,
  longitude: unknown,
  ...centroids: (Point | null | undefined)[]
): Point | null {
  if (isPoint(latitude, longitude)) return { latitude, longitude: longitude as number };
  const centroid = centroids.find((candidate) => !!candidate);
  return centroid ? { latitude: centroid.latitude, longitude: centroid.longitude } : null;
}
