import type { Boundary } from './geography.entity.js';

export interface Area {
  code: string;
  boundary: Boundary;
}

export type LocateMethod = 'POLYGON' | 'NEAREST';

export interface Located<T extends Area> {
  area: T;
  method: LocateMethod;
  /** Distance to the area's boundary in km; 0 inside. */
  distanceKm: number;
}

/** Lagoons and the shoreline fall outside every polygon; a fix this close to land still counts. */
export const NEAREST_LIMIT_KM = 8;

const KM_PER_DEG_LAT = 110.57;

interface Indexed<T> {
  area: T;
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

function bbox<T extends Area>(area: T): Indexed<T> {
  let minLng = Infinity,
    minLat = Infinity,
    maxLng = -Infinity,
    maxLat = -Infinity;
  for (const polygon of area.boundary)
    for (const ring of polygon)
      for (const [lng, lat] of ring) {
        minLng = Math.min(minLng, lng!);
        maxLng = Math.max(maxLng, lng!);
        minLat = Math.min(minLat, lat!);
        maxLat = Math.max(maxLat, lat!);
      }
  return { area, minLng, minLat, maxLng, maxLat };
}

/** Even-odd rule over every ring, so holes (lagoons) and islands both work. */
function contains(boundary: Boundary, lng: number, lat: number): boolean {
  let inside = false;
  for (const polygon of boundary)
    for (const ring of polygon)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] as [number, number];
        const [xj, yj] = ring[j] as [number, number];
        if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
      }
  return inside;
}

/** Distance in km from a point to the nearest edge, on a local flat projection (fine at these distances). */
function distanceToBoundaryKm(boundary: Boundary, lng: number, lat: number): number {
  const kx = Math.cos((lat * Math.PI) / 180) * 111.32;
  let best = Infinity;
  for (const polygon of boundary)
    for (const ring of polygon)
      for (let i = 0; i + 1 < ring.length; i++) {
        const ax = (ring[i]![0]! - lng) * kx,
          ay = (ring[i]![1]! - lat) * KM_PER_DEG_LAT;
        const bx = (ring[i + 1]![0]! - lng) * kx,
          by = (ring[i + 1]![1]! - lat) * KM_PER_DEG_LAT;
        const dx = bx - ax,
          dy = by - ay;
        const lengthSq = dx * dx + dy * dy;
        const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSq));
        best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
      }
  return best;
}

/** Point-in-polygon lookup over a fixed set of areas, with a nearest-boundary fallback near the coast. */
export class AreaLocator<T extends Area> {
  private readonly indexed: Indexed<T>[];

  constructor(
    areas: T[],
    private readonly limitKm = NEAREST_LIMIT_KM,
  ) {
    this.indexed = areas.map(bbox);
  }

  locate(latitude: number, longitude: number): Located<T> | null {
    for (const entry of this.indexed) {
      if (longitude < entry.minLng || longitude > entry.maxLng || latitude < entry.minLat || latitude > entry.maxLat)
        continue;
      if (contains(entry.area.boundary, longitude, latitude))
        return { area: entry.area, method: 'POLYGON', distanceKm: 0 };
    }
    const marginLat = this.limitKm / KM_PER_DEG_LAT;
    const marginLng = marginLat / Math.max(0.1, Math.cos((latitude * Math.PI) / 180));
    let nearest: Located<T> | null = null;
    for (const entry of this.indexed) {
      if (longitude < entry.minLng - marginLng || longitude > entry.maxLng + marginLng) continue;
      if (latitude < entry.minLat - marginLat || latitude > entry.maxLat + marginLat) continue;
      const distanceKm = distanceToBoundaryKm(entry.area.boundary, longitude, latitude);
      if (distanceKm <= this.limitKm && (!nearest || distanceKm < nearest.distanceKm))
        nearest = { area: entry.area, method: 'NEAREST', distanceKm };
    }
    return nearest;
  }
}
