import { describe, expect, it } from 'vitest';
import type { MapViewQuery } from '../../../generated/map/graphql';
import { clusterRadius, mapItems } from './map-clusters';
import { ALL_LAYERS, COLORS, MARKER_RADIUS } from './map-markers';

const place = { __typename: 'District' as const, code: 'LK11', name: 'Colombo' };
const ds = { __typename: 'DsDivision' as const, code: 'LK1103', name: 'Somewhere' };
const cluster = (key: string, count: number) => ({
  __typename: 'MapCluster' as const,
  key,
  latitude: 6.9,
  longitude: 79.9,
  count,
});
const DATA = {
  map: {
    gridZoom: 8,
    rowMin: 11,
    rowMax: 20,
    colMin: 158,
    colMax: 164,
    alerts: {
      total: 3,
      clusters: [cluster('8/15/161', 2)],
      markers: [
        {
          __typename: 'Alert',
          id: 1,
          type: 'FLOOD',
          customType: null,
          typeLabel: 'Flood',
          severity: 'HIGH',
          status: 'ONGOING',
          latitude: 7,
          longitude: 80,
          issuedAt: '2026-11-01T00:00:00.000Z',
          district: place,
          dsDivision: ds,
        },
      ],
    },
    ongoing: { total: 1200, clusters: [cluster('8/13/159', 1200)], markers: [] },
    delivered: { total: 5, clusters: [cluster('8/13/159', 5)], markers: [] },
  },
} as unknown as MapViewQuery;

describe('map clusters', () => {
  it('draws every cluster of the chosen layers with its count and colour, and the single markers', () => {
    const { markers, clusters } = mapItems(DATA, ALL_LAYERS);
    expect(clusters.map((c) => [c.layer, c.count, c.color])).toEqual([
      ['ongoing', 1200, COLORS.ongoing],
      ['delivered', 5, COLORS.delivered],
      ['alerts', 2, COLORS.alert],
    ]);
    expect(markers.map((m) => m.key)).toEqual(['alert-1']);
    const hidden = mapItems(DATA, { alerts: false, ongoing: true, delivered: false });
    expect(hidden.clusters.map((c) => c.layer)).toEqual(['ongoing']);
    expect(hidden.markers).toEqual([]);
  });

  it('a larger cluster is drawn larger, never smaller than a marker', () => {
    expect(clusterRadius(2)).toBeGreaterThan(MARKER_RADIUS);
    expect(clusterRadius(10_000)).toBeGreaterThan(clusterRadius(10));
  });
});
