import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { cellOf, inCellRange, MAP_SINGLES_MAX, MAX_MAP_CELLS, type CellRange } from '../../../shared/map-grid.js';
import { Role } from '../core/policy/actor.js';
import type { RequestContext } from '../core/context/context.js';
import { makeCast, ok, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { publicMapAnswers } from './map-answers.js';
import { sharedMapCells } from '../core/public-answers/map-cells.js';
import { StatsService } from './stats.service.js';

/**
 * Issue 13: the public map of a box, clustered in SQL on the kernel's grid. Every visible point is counted once
 * (clusters and markers add up to COUNT(*) of the public rows of the box), non-public statuses never, and the answer
 * stays bounded whatever the box and the volume.
 */
const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;

const REQUESTS = 12_000;
const ALERTS = 3_000;
// Spread over Sri Lanka's box, in thousandths of a degree (every status, both types).
const DATA_SQL = [
  `insert into aid_requests (request_type, status, contact_no, family_size, date_time, description, type_support, district_code, ds_division_code, latitude, longitude, created_at, updated_at)
     select case when g % 3 = 0 then 'EMERGENCY' else 'POST_DISASTER' end, (array['PENDING', 'REJECTED', 'APPROVED', 'DELIVERED', 'APPROVED', 'DELIVERED'])[1 + g % 6],
       '0771234567', 1, now(), 'Need', 'Food', 'LK11', 'LK1103', 6.0 + (g * 7919 % 3800) / 1000.0 + (g % 7) / 10000.0, 79.8 + (g * 104729 % 2000) / 1000.0, now(), now()
     from generate_series(1, ${REQUESTS}) g`,
  `insert into alerts (type, severity, status, district_code, ds_division_code, latitude, longitude, issued_at)
     select 'FLOOD', 'HIGH', case when g % 10 = 0 then 'ONGOING' else 'RESOLVED' end, 'LK11', 'LK1103', 6.0 + (g * 7919 % 3800) / 1000.0, 79.8 + (g * 104729 % 2000) / 1000.0, now()
     from generate_series(1, ${ALERTS}) g`,
  // A remote corner holding only requests the public never sees.
  `insert into aid_requests (request_type, status, contact_no, family_size, date_time, description, type_support, district_code, ds_division_code, latitude, longitude, created_at, updated_at)
     select 'POST_DISASTER', (array['PENDING', 'REJECTED'])[1 + g % 2], '0771234567', 1, now(), 'Need', 'Food', 'LK11', 'LK1103', 9.9, 81.9, now(), now() from generate_series(1, 20) g`,
  `vacuum analyze aid_requests`,
  `vacuum analyze alerts`,
];

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

interface Layer {
  total: number;
  clusters: { key: string; latitude: number; longitude: number; count: number }[];
  markers: { id: number; latitude: number; longitude: number; status: string }[];
}
interface MapAnswer {
  map: {
    gridZoom: number;
    rowMin: number;
    rowMax: number;
    colMin: number;
    colMax: number;
    alerts: Layer;
    ongoing: Layer;
    delivered: Layer;
  };
}
const LAYER = `total clusters { key latitude longitude count } markers { id latitude longitude status }`;
const MAP = `query ($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {
  map(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {
    gridZoom rowMin rowMax colMin colMax alerts { ${LAYER} } ongoing { ${LAYER} } delivered { ${LAYER} } } }`;
const SRI_LANKA = { south: 5.8, west: 79.5, north: 9.9, east: 82 };

type Row = { id: number; latitude: number; longitude: number };
const LAYER_ROWS: Record<'alerts' | 'ongoing' | 'delivered', string> = {
  alerts: `select id, latitude, longitude from alerts`,
  ongoing: `select id, latitude, longitude from aid_requests where status = 'APPROVED'`,
  delivered: `select id, latitude, longitude from aid_requests where status = 'DELIVERED'`,
};

/** What the layer must hold, by the kernel's rule applied in JavaScript to every row of the table. */
async function expectedCells(layer: keyof typeof LAYER_ROWS, range: CellRange): Promise<Map<string, number[]>> {
  const cells = new Map<string, number[]>();
  for (const r of await query<Row>(LAYER_ROWS[layer]))
    if (inCellRange(r.latitude, r.longitude, range)) {
      const key = cellOf(r.latitude, r.longitude, range.zoom);
      cells.set(key, [...(cells.get(key) ?? []), Number(r.id)]);
    }
  return cells;
}

const rangeOf = (m: MapAnswer['map']): CellRange => ({
  zoom: m.gridZoom,
  rowMin: m.rowMin,
  rowMax: m.rowMax,
  colMin: m.colMin,
  colMax: m.colMax,
});

beforeAll(async () => {
  cast = await makeCast(db);
  for (const sql of DATA_SQL) await query(sql);
}, 60_000);

describe('the public map', () => {
  it('clusters every visible point of the country by the kernel rule: nothing cut, nothing counted twice', async () => {
    const { map } = await ok<MapAnswer>(api, MAP, { ...SRI_LANKA, zoom: 8 });
    expect(map.gridZoom).toBe(8);
    for (const layer of ['alerts', 'ongoing', 'delivered'] as const) {
      const expected = await expectedCells(layer, rangeOf(map));
      const all = [...expected.values()].flat();
      expect(all.length, layer).toBeGreaterThan(MAP_SINGLES_MAX);
      expect(map[layer].total, layer).toBe(all.length);
      expect(map[layer].clusters.reduce((n, c) => n + c.count, 0) + map[layer].markers.length, layer).toBe(all.length);
      for (const c of map[layer].clusters) expect(c.count, c.key).toBe(expected.get(c.key)?.length);
      for (const m of map[layer].markers)
        expect(expected.get(cellOf(m.latitude, m.longitude, map.gridZoom)), `marker ${m.id}`).toEqual([m.id]);
    }
  });

  it('never counts a pending or rejected request, for the public or an officer', async () => {
    const corner = { south: 9.85, west: 81.85, north: 9.95, east: 81.95, zoom: 12 };
    for (const who of [undefined, cast.dsA]) {
      const { map } = await ok<MapAnswer>(api, MAP, corner, who);
      expect(map.ongoing.total + map.delivered.total + map.alerts.total).toBe(0);
    }
    const small = (await ok<MapAnswer>(api, MAP, { south: 6.9, west: 80.0, north: 7.0, east: 80.1, zoom: 11 })).map;
    expect(small.ongoing.markers.length * small.delivered.markers.length).toBeGreaterThan(0);
    expect(new Set(small.ongoing.markers.map((m) => m.status))).toEqual(new Set(['APPROVED']));
    expect(new Set(small.delivered.markers.map((m) => m.status))).toEqual(new Set(['DELIVERED']));
    const { map } = await ok<MapAnswer>(api, MAP, { ...SRI_LANKA, zoom: 8 });
    const [visible] = await query<{ n: number }>(
      `select count(*)::int as n from aid_requests where status in ('APPROVED', 'DELIVERED')`,
    );
    expect(map.ongoing.total + map.delivered.total).toBe(visible!.n);
  });

  it('answers a box of at most 100 points of a layer as single markers, with what the popups need', async () => {
    const box = { south: 6.9, west: 80.0, north: 7.0, east: 80.1, zoom: 11 };
    const { map } = await ok<MapAnswer>(api, MAP, box);
    const expected = [...(await expectedCells('ongoing', rangeOf(map))).values()].flat().sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(MAP_SINGLES_MAX);
    expect(map.ongoing.clusters).toEqual([]);
    expect(map.ongoing.markers.map((m) => Number(m.id)).sort((a, b) => a - b)).toEqual(expected);
  });

  it('stays bounded whatever the box: a world-wide box at street zoom is answered on a coarser grid', async () => {
    const { map } = await ok<MapAnswer>(api, MAP, { south: -90, west: -180, north: 90, east: 180, zoom: 18 });
    expect(map.gridZoom).toBeLessThan(18);
    expect((map.rowMax - map.rowMin + 1) * (map.colMax - map.colMin + 1)).toBeLessThanOrEqual(MAX_MAP_CELLS);
    for (const layer of [map.alerts, map.ongoing, map.delivered])
      expect(layer.clusters.length + layer.markers.length).toBeLessThanOrEqual(MAX_MAP_CELLS);
    expect(map.alerts.total).toBe(ALERTS);
  });

  it('shares one answer among visitors until a change is relayed', async () => {
    const visitor = (): RequestContext => ({
      em: db.orm.em.fork(),
      actor: null,
      clientKey: 'test',
      sessionToken: null,
      transport: null,
      limiter: null,
    });
    const box = { south: 7.5, west: 80.5, north: 7.6, east: 80.6 };
    const first = await new StatsService(visitor()).map(box, 12);
    expect(await new StatsService(visitor()).map(box, 12)).toBe(first);
    await query(
      `insert into alerts (type, severity, status, district_code, ds_division_code, latitude, longitude, issued_at) values ('FIRE', 'HIGH', 'ONGOING', 'LK11', 'LK1103', 7.55, 80.55, now())`,
    );
    // What the server does on every relayed change.
    publicMapAnswers.clear();
    sharedMapCells.clear();
    const after = await new StatsService(visitor()).map(box, 12);
    expect(after.alerts.total).toBe(first.alerts.total + 1);
    const officer = {
      userId: cast.dsA.user.id,
      role: Role.DS_OFFICER,
      districtCode: 'LK11',
      dsDivisionCode: 'LK1103',
      sessionId: 's',
    };
    const officersMap = () => new StatsService({ ...visitor(), actor: officer }).map(box, 12);
    // An officer's answer is their own (markers presented for them), over the grouping everyone shares.
    expect(await officersMap()).not.toBe(after);
    await query(
      `insert into alerts (type, severity, status, district_code, ds_division_code, latitude, longitude, issued_at) values ('FIRE', 'HIGH', 'ONGOING', 'LK11', 'LK1103', 7.56, 80.56, now())`,
    );
    expect((await officersMap()).alerts.total).toBe(after.alerts.total);
    sharedMapCells.clear();
    expect((await officersMap()).alerts.total).toBe(after.alerts.total + 1);
  });
});
