import { InMemoryCache } from '@apollo/client';
import { cellOf, cellRange } from '@shared/map-grid';
import { describe, expect, it } from 'vitest';
import { MapViewDocument, type AidRequestStatus } from '../generated/map/graphql';
import { AidRequestChangedDocument, AlertChangedDocument } from '../generated/live/graphql';
import { applyPush } from './live-cache';

const place = { __typename: 'District' as const, code: 'LK11', name: 'Colombo' };
const ds = { __typename: 'DsDivision' as const, code: 'LK1103', name: 'Somewhere' };
const request = (id: number, status: AidRequestStatus, latitude: number, longitude: number) => ({
  __typename: 'AidRequest' as const,
  id,
  cursor: `c${id}`,
  requestType: 'EMERGENCY' as const,
  status,
  fullName: `R${id}`,
  contactNo: '07X XXX XXXX',
  familySize: 1,
  description: 'Need',
  typeSupport: 'Food',
  latitude,
  longitude,
  createdAt: '2026-11-01T00:00:00.000Z',
  dateTime: '2026-11-01T00:00:00.000Z',
  district: place,
  dsDivision: ds,
});
const alert = (id: number, status: 'ONGOING' | 'RESOLVED', latitude: number, longitude: number) => ({
  __typename: 'Alert' as const,
  id,
  type: 'FLOOD' as const,
  customType: null,
  typeLabel: 'Flood',
  severity: 'HIGH' as const,
  status,
  latitude,
  longitude,
  issuedAt: '2026-11-01T00:00:00.000Z',
  expiresAt: null,
  district: place,
  dsDivision: ds,
});

const VIEW = { south: 5.8, west: 79.4, north: 10, east: 82.1, zoom: 8 };
const range = cellRange(VIEW, VIEW.zoom);
const COLOMBO = cellOf(6.9, 79.9, 8);
const cluster = (key: string, latitude: number, longitude: number, count: number) => ({
  __typename: 'MapCluster' as const,
  key,
  latitude,
  longitude,
  count,
});
const layer = (
  typename: 'MapAlertLayer' | 'MapAidRequestLayer',
  clusters: ReturnType<typeof cluster>[],
  markers: unknown[],
) => ({ __typename: typename, total: clusters.reduce((n, c) => n + c.count, 0) + markers.length, clusters, markers });

function mapCache() {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: MapViewDocument,
    variables: VIEW,
    data: {
      map: {
        __typename: 'MapView',
        gridZoom: range.zoom,
        rowMin: range.rowMin,
        rowMax: range.rowMax,
        colMin: range.colMin,
        colMax: range.colMax,
        alerts: layer('MapAlertLayer', [], [alert(1, 'ONGOING', 8.5, 81)]),
        ongoing: layer('MapAidRequestLayer', [cluster(COLOMBO, 6.9, 79.9, 40)], [request(7, 'APPROVED', 9.6, 80.1)]),
        delivered: layer('MapAidRequestLayer', [cluster(COLOMBO, 6.95, 79.95, 10)], []),
      },
    } as never,
  });
  return { cache, read: () => cache.readQuery({ query: MapViewDocument, variables: VIEW })!.map };
}

describe('a pushed object updates the cached map by the grid rule, with no query', () => {
  it("a newly approved request in a cluster's cell adds one to that cluster and the layer", () => {
    const { cache, read } = mapCache();
    applyPush(cache, AidRequestChangedDocument, { aidRequestChanged: request(100, 'APPROVED', 6.91, 79.91) });
    expect(read().ongoing.clusters[0]!.count).toBe(41);
    expect(read().ongoing.total).toBe(42);
    expect(read().ongoing.clusters[0]!.latitude).toBeCloseTo((6.9 * 40 + 6.91) / 41, 9);
  });

  it('a delivered request moves from the ongoing count of its cell to the delivered one', () => {
    const { cache, read } = mapCache();
    applyPush(cache, AidRequestChangedDocument, { aidRequestChanged: request(101, 'DELIVERED', 6.92, 79.88) });
    expect(read().ongoing.clusters[0]!.count).toBe(39);
    expect(read().delivered.clusters[0]!.count).toBe(11);
    expect(read().delivered.total).toBe(11);
  });

  it('a single marker moves between layers whole, and a new alert alone in its cell becomes a marker', () => {
    const { cache, read } = mapCache();
    applyPush(cache, AidRequestChangedDocument, { aidRequestChanged: request(7, 'DELIVERED', 9.6, 80.1) });
    expect(read().ongoing.markers).toEqual([]);
    expect(read().delivered.markers.map((m) => m.id)).toEqual([7]);
    applyPush(cache, AlertChangedDocument, { alertChanged: alert(2, 'ONGOING', 7.5, 81.5) });
    expect(read().alerts.markers.map((m) => m.id)).toEqual([1, 2]);
    applyPush(cache, AlertChangedDocument, { alertChanged: alert(2, 'RESOLVED', 7.5, 81.5) });
    expect(read().alerts.total).toBe(2);
  });

  it("a merged ongoing request leaves its cell's ongoing count, and is drawn in no layer", () => {
    const { cache, read } = mapCache();
    applyPush(cache, AidRequestChangedDocument, { aidRequestChanged: request(104, 'MERGED', 6.93, 79.9) });
    expect(read().ongoing.clusters[0]!.count).toBe(39);
    expect(read().delivered.clusters[0]!.count).toBe(10);
    applyPush(cache, AidRequestChangedDocument, { aidRequestChanged: request(7, 'MERGED', 9.6, 80.1) });
    expect(read().ongoing.markers).toEqual([]);
  });

  it('leaves the answer alone for a point outside its cells or a request the public never sees', () => {
    const { cache, read } = mapCache();
    const before = read();
    applyPush(cache, AidRequestChangedDocument, { aidRequestChanged: request(102, 'APPROVED', 40, 10) });
    applyPush(cache, AidRequestChangedDocument, { aidRequestChanged: request(103, 'PENDING', 6.9, 79.9) });
    expect(read()).toEqual(before);
  });
});
