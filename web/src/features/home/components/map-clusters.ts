import type {
  AidRequestFieldsFragment,
  AlertFieldsFragment,
  MapClusterFieldsFragment,
  MapViewQuery,
} from '../../../generated/map/graphql';
import { COLORS, jitter, MAP_ZOOM, MARKER_RADIUS, validPoint, type Layer, type Layers } from './map-markers';

/**
 * What the home map asks for first (the server-drawn picture and the interactive map alike, so the page's state
 * answers the map's first query): Sri Lanka and its waters at the map's zoom.
 */
export const HOME_MAP_VIEW = { south: 5.8, west: 79.4, north: 10, east: 82.1, zoom: MAP_ZOOM };

/** An alert as the map draws it: with when it stops being in force. */
export type MapAlert = AlertFieldsFragment & { expiresAt: string };

export type MapMarker = { key: string; layer: Layer; color: string; position: [number, number] } & (
  { kind: 'alert'; alert: MapAlert } | { kind: 'aid'; aidRequest: AidRequestFieldsFragment }
);

/** Two or more points of a layer in one grid cell of the server (shared/map-grid.ts), drawn as one circle with the count. */
export interface MapCluster {
  key: string;
  layer: Layer;
  color: string;
  position: [number, number];
  count: number;
}

/** Grows with the count's digits, so 10,000 reads larger than 10 without covering the island. */
export const clusterRadius = (count: number): number => MARKER_RADIUS + 4 * Math.log10(count);

const LAYER_FIELDS = { alerts: 'alerts', ongoing: 'ongoing', delivered: 'delivered' } as const;

/**
 * The markers and clusters of the chosen layers, in drawing order: aid requests first, alerts last (on top, they
 * matter most).
 */
export function mapItems(data: MapViewQuery, layers: Layers): { markers: MapMarker[]; clusters: MapCluster[] } {
  const markers: MapMarker[] = [];
  const clusters: MapCluster[] = [];
  const addClusters = (items: readonly MapClusterFieldsFragment[], layer: Layer) => {
    for (const c of items)
      if (c.count > 0)
        clusters.push({
          key: `${layer}-${c.key}`,
          layer,
          color: COLORS[layer === 'alerts' ? 'alert' : layer],
          position: [c.latitude, c.longitude],
          count: c.count,
        });
  };
  const addAid = (items: readonly AidRequestFieldsFragment[], layer: 'ongoing' | 'delivered') => {
    for (const r of items)
      if (validPoint(r.latitude, r.longitude))
        markers.push({
          key: `${layer}-${r.id}`,
          layer,
          color: COLORS[layer],
          position: jitter(`${layer}-${r.id}`, r.latitude, r.longitude),
          kind: 'aid',
          aidRequest: r,
        });
  };
  for (const layer of ['ongoing', 'delivered', 'alerts'] as const)
    if (layers[layer]) addClusters(data.map[LAYER_FIELDS[layer]].clusters, layer);
  if (layers.ongoing) addAid(data.map.ongoing.markers, 'ongoing');
  if (layers.delivered) addAid(data.map.delivered.markers, 'delivered');
  if (layers.alerts)
    for (const a of data.map.alerts.markers)
      if (validPoint(a.latitude, a.longitude))
        markers.push({
          key: `alert-${a.id}`,
          layer: 'alerts',
          color: COLORS.alert,
          position: jitter(`alert-${a.id}`, a.latitude, a.longitude),
          kind: 'alert',
          alert: a,
        });
  return { markers, clusters };
}
