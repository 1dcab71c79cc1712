import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { MeDocument, OngoingAidRequestsDocument, type AidRequestStatus, type AlertStatus } from '../generated/graphql';
import {
  AidRequestChangedDocument,
  AlertChangedDocument,
  PendingAidRequestChangedDocument,
} from '../generated/live/graphql';
import { PendingAidRequestsDocument } from '../generated/signed-in/graphql';
import { applyPush, argsOf } from './live-cache';

const place = (code: string, name: string) => ({ __typename: 'District' as const, code, name });
const ds = (code: string, name: string) => ({ __typename: 'DsDivision' as const, code, name });

function request(id: number, status: AidRequestStatus, createdAt: string, district = 'LK11') {
  return {
    __typename: 'AidRequest' as const,
    id: String(id),
    requestType: 'EMERGENCY' as const,
    status,
    fullName: `R${id}`,
    contactNo: '07X XXX XXXX',
    typeSupport: 'Food',
    latitude: 6.9,
    longitude: 79.9,
    createdAt,
    district: place(district, district === 'LK11' ? 'Colombo' : 'Gampaha'),
    dsDivision: ds(`${district}03`, 'Somewhere'),
  };
}
function alert(id: number, status: AlertStatus, issuedAt: string) {
  return {
    __typename: 'Alert' as const,
    id: String(id),
    type: 'FLOOD' as const,
    customType: null,
    typeLabel: 'Flood',
    severity: 'HIGH' as const,
    status,
    latitude: 7,
    longitude: 80,
    issuedAt,
    district: place('LK11', 'Colombo'),
    dsDivision: ds('LK1103', 'Somewhere'),
  };
}
const page = (items: ReturnType<typeof request>[], totalCount = items.length) => ({
  __typename: 'AidRequestPage' as const,
  totalCount,
  items,
});
const alertPage = (items: ReturnType<typeof alert>[]) => ({ __typename: 'AlertConnection' as const, items });

type Lists = {
  alerts: ReturnType<typeof alertPage>;
  ongoingAidRequests: ReturnType<typeof page>;
  deliveredAidRequests: ReturnType<typeof page>;
};
const ROW = `__typename id status latitude longitude district { __typename code name } dsDivision { __typename code name }`;
/** The three public lists at once (as the home map read them before the grid map), to test their live rules together. */
const PublicListsDocument = parse(`query PublicLists {
  alerts { __typename items { ${ROW} type customType typeLabel severity issuedAt } }
  ongoingAidRequests(first: 1000) { __typename totalCount items { ${ROW} requestType fullName contactNo typeSupport createdAt } }
  deliveredAidRequests(first: 1000) { __typename totalCount items { ${ROW} requestType fullName contactNo typeSupport createdAt } }
}`) as TypedDocumentNode<Lists>;

function homeCache() {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: PublicListsDocument,
    data: {
      alerts: alertPage([
        alert(2, 'ONGOING', '2026-11-02T00:00:00.000Z'),
        alert(1, 'ONGOING', '2026-11-01T00:00:00.000Z'),
      ]),
      ongoingAidRequests: page([
        request(10, 'APPROVED', '2026-11-03T00:00:00.000Z'),
        request(9, 'APPROVED', '2026-11-01T00:00:00.000Z'),
      ]),
      deliveredAidRequests: page([request(5, 'DELIVERED', '2026-10-01T00:00:00.000Z')]),
    },
  });
  const table = { filter: { requestType: null, district: null, dsDivision: null }, offset: 0, first: 2 };
  cache.writeQuery({
    query: OngoingAidRequestsDocument,
    variables: table,
    data: {
      ongoingAidRequests: page(
        [request(10, 'APPROVED', '2026-11-03T00:00:00.000Z'), request(9, 'APPROVED', '2026-11-01T00:00:00.000Z')],
        7,
      ),
    },
  });
  const colomboOnly = { filter: { requestType: null, district: 'LK12', dsDivision: null }, offset: 0, first: 6 };
  cache.writeQuery({
    query: OngoingAidRequestsDocument,
    variables: colomboOnly,
    data: { ongoingAidRequests: page([], 0) },
  });
  const read = () => ({
    map: cache.readQuery({ query: PublicListsDocument })!,
    table: cache.readQuery({ query: OngoingAidRequestsDocument, variables: table })!.ongoingAidRequests,
    gampaha: cache.readQuery({ query: OngoingAidRequestsDocument, variables: colomboOnly })!.ongoingAidRequests,
  });
  return { cache, read };
}
const ids = (items: readonly { id: string }[]) => items.map((i) => Number(i.id));
const ongoingIds = (map: Lists) => ids(map.ongoingAidRequests.items);

describe('applyPush: pushed objects update the normalised cache without a query', () => {
  it('reads the arguments a list field is stored under', () => {
    expect(argsOf('ongoingAidRequests({"first":1000})')).toEqual({ first: 1000 });
    expect(argsOf('alerts')).toEqual({});
  });

  it('a request that becomes approved enters the public lists in order, and the totals grow', () => {
    const { cache, read } = homeCache();
    applyPush(cache, AidRequestChangedDocument, {
      aidRequestChanged: request(11, 'APPROVED', '2026-11-02T00:00:00.000Z'),
    });
    const { map, table, gampaha } = read();
    expect(ongoingIds(map)).toEqual([10, 11, 9]);
    expect(ids(table.items)).toEqual([10, 11]);
    expect(table.totalCount).toBe(8);
    expect(gampaha.items).toEqual([]);
    expect(ids(map.deliveredAidRequests.items)).toEqual([5]);
  });

  it('a delivered request leaves the ongoing lists and joins the delivered one, merged by id', () => {
    const { cache, read } = homeCache();
    applyPush(cache, AidRequestChangedDocument, {
      aidRequestChanged: request(10, 'DELIVERED', '2026-11-03T00:00:00.000Z'),
    });
    const { map, table } = read();
    expect(ongoingIds(map)).toEqual([9]);
    expect(table.totalCount).toBe(6);
    expect(ids(map.deliveredAidRequests.items)).toEqual([10, 5]);
    expect(map.deliveredAidRequests.items[0]!.status).toBe('DELIVERED');
  });

  it('the same push applied twice (two hooks on one subscription) changes nothing more', () => {
    const { cache, read } = homeCache();
    const push = { aidRequestChanged: request(11, 'APPROVED', '2026-11-04T00:00:00.000Z') };
    applyPush(cache, AidRequestChangedDocument, push);
    applyPush(cache, AidRequestChangedDocument, push);
    expect(ongoingIds(read().map)).toEqual([11, 10, 9]);
    expect(read().table.totalCount).toBe(8);
  });

  it('a later page keeps its rows when a newer request is approved; only its total moves', () => {
    const cache = new InMemoryCache();
    const second = { filter: null, offset: 2, first: 2 };
    cache.writeQuery({
      query: OngoingAidRequestsDocument,
      variables: second,
      data: { ongoingAidRequests: page([request(8, 'APPROVED', '2026-10-20T00:00:00.000Z')], 3) },
    });
    applyPush(cache, AidRequestChangedDocument, {
      aidRequestChanged: request(12, 'APPROVED', '2026-11-09T00:00:00.000Z'),
    });
    const { items, totalCount } = cache.readQuery({
      query: OngoingAidRequestsDocument,
      variables: second,
    })!.ongoingAidRequests;
    expect(ids(items)).toEqual([8]);
    expect(totalCount).toBe(4);
  });

  it('a published alert appears first on the map; a resolved one keeps its place with the new status', () => {
    const { cache, read } = homeCache();
    applyPush(cache, AlertChangedDocument, { alertChanged: alert(3, 'ONGOING', '2026-11-05T00:00:00.000Z') });
    applyPush(cache, AlertChangedDocument, { alertChanged: alert(1, 'RESOLVED', '2026-11-01T00:00:00.000Z') });
    const alerts = read().map.alerts.items;
    expect(ids(alerts)).toEqual([3, 2, 1]);
    expect(alerts[2]!.status).toBe('RESOLVED');
  });

  it("an officer's pending list takes in only the own division's pending requests and lets decided ones go", () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: PendingAidRequestsDocument, data: { pendingAidRequests: { items: [] } } });
    const officer = {
      __typename: 'User',
      id: '1',
      role: 'DS_OFFICER',
      fullName: 'O',
      email: null,
      contactNo: '0771234567',
      available: true,
      notificationPreference: 'SMS',
      district: place('LK11', 'Colombo'),
      dsDivision: ds('LK1103', 'Somewhere'),
    };
    cache.writeQuery({ query: MeDocument, data: { me: officer } as never });
    const pending = (id: number, division: string) => ({
      ...request(id, 'PENDING', `2026-11-0${id}T00:00:00.000Z`),
      dsDivision: ds(division, 'x'),
      nicNumber: null,
      familySize: 3,
      dateTime: '2026-11-01T00:00:00.000Z',
      description: null,
      viewerCan: { __typename: 'AidRequestPermissions' as const, approve: true, reject: true },
    });
    applyPush(cache, PendingAidRequestChangedDocument, { aidRequestChanged: pending(2, 'LK1103') });
    applyPush(cache, PendingAidRequestChangedDocument, { aidRequestChanged: pending(1, 'LK1103') });
    applyPush(cache, PendingAidRequestChangedDocument, { aidRequestChanged: pending(3, 'LK1104') });
    const list = () => ids(cache.readQuery({ query: PendingAidRequestsDocument })!.pendingAidRequests.items);
    expect(list()).toEqual([1, 2]);
    applyPush(cache, PendingAidRequestChangedDocument, {
      aidRequestChanged: { ...pending(1, 'LK1103'), status: 'APPROVED' },
    });
    expect(list()).toEqual([2]);
  });
});
