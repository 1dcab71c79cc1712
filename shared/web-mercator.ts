/**
 * Web Mercator, the projection of Leaflet's default map and of web tiles: a point's pixel position at a zoom level,
 * 256 pixels per tile. Shared with the web app (alias `@web-mercator`) so that the server-drawn map snapshot and the
 * browser's markers land on the same pixels.
 */
export const TILE_SIZE = 256;
const MAX_SIN = 0.9999;

export function projectToPixels(latitude: number, longitude: number, zoom: number): [x: number, y: number] {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.max(-MAX_SIN, Math.min(MAX_SIN, Math.sin((latitude * Math.PI) / 180)));
  return [(scale * (longitude + 180)) / 360, scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI))];
}
