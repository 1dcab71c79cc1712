import type { Reference } from '@apollo/client';
import { cellOf, inCellRange, movedMean, type CellRange } from '@shared/map-grid';
import type { Row } from './live-lists';

type LayerName = 'alerts' | 'ongoing' | 'delivered';
type Cluster = { key: string; latitude: number; longitude: number; count: number };
type Layer = { total: number; clusters: readonly Cluster[]; markers: readonly Reference[] };
/** A cached answer of the `map` root field (MapView): the grid range it covers and its three layers. */
export type StoredMap = { gridZoom: number; rowMin: number; rowMax: number; colMin: number; colMax: number } & Record<
  LayerName,
  Layer
>;

/** The layer an object is drawn in (the server's public rules): every alert; ongoing and delivered requests. */
function layerOf(row: Row): LayerName | null {
  if (row.__typename === 'Alert') return 'alerts';
  if (row.__typename !== 'AidRequest') return null;
  return row.status === 'APPROVED' ? 'ongoing' : row.status === 'DELIVERED' ? 'delivered' : null;
}

/**
 * Where a pushed object was before the push. From its cached state when this client had it; otherwise from the
 * lifecycle (statuses only move forward): a delivered request was ongoing, and so was a merged one (only a public
 * request's merge reaches the public), a resolved alert was already on the map, an ongoing request or alert not seen
 * before is new (just made or approved).
 */
function previousLayer(pushed: Row, before: Row | null): LayerName | null {
  if (before) return layerOf({ ...pushed, ...before, __typename: pushed.__typename });
  if (pushed.__typename === 'AidRequest')
    return pushed.status === 'DELIVERED' || pushed.status === 'MERGED' ? 'ongoing' : null;
  return pushed.__typename === 'Alert' && pushed.status !== 'ONGOING' ? 'alerts' : null;
}

function withPoint(
  layer: Layer,
  ref: Reference,
  latitude: number,
  longitude: number,
  zoom: number,
  change: 1 | -1,
): Layer {
  const shown = layer.markers.some((m) => m.__ref === ref.__ref);
  if (change === -1 && shown)
    return { ...layer, total: layer.total - 1, markers: layer.markers.filter((m) => m.__ref !== ref.__ref) };
  if (change === 1 && shown) return layer;
  const key = cellOf(latitude, longitude, zoom);
  const cluster = layer.clusters.find((c) => c.key === key);
  if (cluster) {
    const moved = {
      ...cluster,
      count: cluster.count + change,
      latitude: movedMean(cluster.latitude, cluster.count, latitude, change),
      longitude: movedMean(cluster.longitude, cluster.count, longitude, change),
    };
    const clusters =
      moved.count > 0
        ? layer.clusters.map((c) => (c === cluster ? moved : c))
        : layer.clusters.filter((c) => c !== cluster);
    return { ...layer, total: layer.total + change, clusters };
  }
  // Not held here: nothing to take out; a new point alone in its cell is a marker.
  return change === 1 ? { ...layer, total: layer.total + 1, markers: [...layer.markers, ref] } : layer;
}

/**
 * Applies one pushed object to a cached map answer by the kernel's grid rule (shared/map-grid.ts): out of the layer
 * it was in (its marker, or one from its cell's count), into the layer it is in now (its cell's cluster, or a marker
 * of its own). Nothing outside the answer's cells is touched; the same object when nothing changes.
 */
export function placedInMap(map: StoredMap, ref: Reference, pushed: Row, before: Row | null): StoredMap {
  const latitude = Number(before?.latitude ?? pushed.latitude);
  const longitude = Number(before?.longitude ?? pushed.longitude);
  const range: CellRange = {
    zoom: map.gridZoom,
    rowMin: map.rowMin,
    rowMax: map.rowMax,
    colMin: map.colMin,
    colMax: map.colMax,
  };
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || !inCellRange(latitude, longitude, range)) return map;
  const was = previousLayer(pushed, before);
  const now = layerOf(pushed);
  if (was === now) return map;
  const next = { ...map };
  if (was && next[was]) next[was] = withPoint(next[was], ref, latitude, longitude, map.gridZoom, -1);
  if (now && next[now]) next[now] = withPoint(next[now], ref, latitude, longitude, map.gridZoom, 1);
  return next;
}
