import { isPoint } from '@shared/coordinates';

/** Map constants from the seed. */
export const MAP_CENTER: [number, number] = [7.87, 80.77];
export const MAP_ZOOM = 8;
export const MAP_HEIGHT = 600;
export const MARKER_RADIUS = 10;
export const MARKER_FILL_OPACITY = 0.5;
/** Leaflet's default outline width of a circle marker; the server-drawn picture uses the same. */
export const MARKER_WEIGHT = 3;
export const JITTER_DEGREES = 0.0005;
export const COLORS = { alert: '#d32f2f', ongoing: '#ef6c00', delivered: '#2e7d32' } as const;

export interface Layers {
  alerts: boolean;
  ongoing: boolean;
  delivered: boolean;
}
export type Layer = keyof Layers;
export const ALL_LAYERS: Layers = { alerts: true, ongoing: true, delivered: true };

export const validPoint = isPoint;

/**
 * Offsets a marker by up to about 0.0005 degrees so that markers at the same place (a DS centroid) do not hide each
 * other. Derived from the item's key, so a marker does not jump on every refresh.
 */
export function jitter(key: string, lat: number, lng: number): [number, number] {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  const a = ((h >>> 0) % 1000) / 1000;
  const b = (((h >>> 10) >>> 0) % 1000) / 1000;
  return [lat + (a * 2 - 1) * JITTER_DEGREES, lng + (b * 2 - 1) * JITTER_DEGREES];
}
