/** A phone number as the public may see it (D13): only the last 3 digits. */
export const maskPhone = (phone: string): string => `${'*'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;

/** About 100 m: enough for a map, not enough to find a person's door (D13). */
export const roundCoordinate = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * A point as this viewer may see it (D13): exact for officers of the area, rounded for everyone else. Every point
 * that may have come from a person's phone (aid requests, alerts made from reports) goes through here.
 */
export const pointFor = (
  point: { latitude: number; longitude: number },
  exact: boolean,
): { latitude: number; longitude: number } =>
  exact
    ? { latitude: point.latitude, longitude: point.longitude }
    : { latitude: roundCoordinate(point.latitude), longitude: roundCoordinate(point.longitude) };
