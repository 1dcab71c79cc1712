import type { EntityManager } from '@mikro-orm/postgresql';
import { MAP_SINGLES_MAX, cellKey, cellsPerDegree, rangeBox, type CellRange } from '../../../../shared/map-grid.js';
import { PageCache } from './page-cache.js';

/** A cell of the map grid holding two or more points of a layer. */
export interface MapCluster {
  key: string;
  latitude: number;
  longitude: number;
  count: number;
}

/** One layer of the map over a cell range: every point counted, as clusters or as the ids of single points. */
export interface MapCells {
  total: number;
  clusters: MapCluster[];
  singleIds: number[];
}

interface CellRow {
  row: number;
  col: number;
  count: number;
  latitude: number;
  longitude: number;
  id: number;
}

/** How long one grouping of a layer is shared (dropped sooner on any change: `sharedMapCells.clear()`). */
const MAP_CELLS_TTL_MS = 2_000;
/** Keys come from the callers' boxes: past this many the cache starts again rather than grow. */
const MAX_GROUPINGS = 6_000;

/**
 * The groupings of the map's layers, shared by every caller, officers included: which points are public does not
 * depend on who asks (only how a single marker is presented does, and that is done per caller from `singleIds`).
 * At national scale one grouping reads every public point of the island (about 0.4-1 s at 1,000,000 requests).
 */
export const sharedMapCells = new PageCache<MapCells>(MAP_CELLS_TTL_MS, Date.now, MAX_GROUPINGS);

/** A cluster's mean position to 5 decimals (about a metre): its points are rounded to 3, and every digit is bytes. */
const toMetre = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * A cell range of one database, as the shared map caches key it: servers over different databases may share a
 * process (the benches do).
 */
export const mapRangeKey = (em: EntityManager, range: CellRange): string =>
  `${em.config.get('clientUrl') ?? ''}/${em.config.get('dbName') ?? ''} ${range.zoom}/${range.rowMin}/${range.rowMax}/${range.colMin}/${range.colMax}`;

/** A layer's points: the rows of `table` matching `where` (with `?` placeholders for `params`). */
export interface MapLayerQuery {
  table: 'alerts' | 'aid_requests';
  where: string;
  params: unknown[];
}

/** One layer's grouping over a cell range, shared among callers (see `sharedMapCells`). */
export function mapCells(em: EntityManager, layer: MapLayerQuery, range: CellRange): Promise<MapCells> {
  const key = [mapRangeKey(em, range), layer.table, layer.where, JSON.stringify(layer.params)].join('|');
  return sharedMapCells.get(key, () => groupCells(em, layer, range));
}

/**
 * The grid rule of shared/map-grid.ts in SQL (cellIndex: the same double operations in the same order), over the
 * points of `table` matching `where` whose cell is in the range. The box test on the raw columns only narrows the
 * index scan; the cell test decides. At most one row per cell of the range (MAX_MAP_CELLS), whatever the volume.
 */
async function groupCells(
  em: EntityManager,
  { table, where, params }: MapLayerQuery,
  range: CellRange,
): Promise<MapCells> {
  const box = rangeBox(range);
  const perDegree = cellsPerDegree(range.zoom);
  const points = `select id, floor(latitude * 1000 + 0.5) as mlat, floor(longitude * 1000 + 0.5) as mlng from ${table}
      where ${where} and latitude between ? and ? and longitude between ? and ?`;
  const cells = `select id, mlat, mlng, floor(mlat * cast(? as float8) / 1000) as r, floor(mlng * cast(? as float8) / 1000) as c from (${points}) p`;
  const inRange = `r between ? and ? and c between ? and ?`;
  // In the order of the placeholders in the text: the cell expressions come before the points' subquery.
  const args = [
    perDegree,
    perDegree,
    ...params,
    box.south,
    box.north,
    box.west,
    box.east,
    range.rowMin,
    range.rowMax,
    range.colMin,
    range.colMax,
  ];
  // The cell test after grouping, on a member of each group (all share the cell): as a WHERE (or a HAVING on the
  // keys, which PostgreSQL pushes down) the planner expects a handful of rows and sorts 433,000 on disk at 1M.
  const cellOfGroup = (column: string) => `floor(min(${column}) * cast(? as float8) / 1000)`;
  const rows = await em.execute<CellRow[]>(
    `select r::int as row, c::int as col, count(*)::int as count, avg(mlat) / 1000 as latitude, avg(mlng) / 1000 as longitude, min(id) as id
     from (${cells}) x group by r, c having ${cellOfGroup('mlat')} between ? and ? and ${cellOfGroup('mlng')} between ? and ?`,
    [
      perDegree,
      perDegree,
      ...params,
      box.south,
      box.north,
      box.west,
      box.east,
      perDegree,
      range.rowMin,
      range.rowMax,
      perDegree,
      range.colMin,
      range.colMax,
    ],
  );
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total <= MAP_SINGLES_MAX) {
    const all =
      total === 0
        ? []
        : await em.execute<{ id: number }[]>(
            `select id from (${cells}) x where ${inRange} order by id limit ${MAP_SINGLES_MAX}`,
            args,
          );
    return { total, clusters: [], singleIds: all.map((r) => Number(r.id)) };
  }
  return {
    total,
    clusters: rows
      .filter((r) => r.count > 1)
      .map((r) => ({
        key: cellKey(range.zoom, r.row, r.col),
        latitude: toMetre(Number(r.latitude)),
        longitude: toMetre(Number(r.longitude)),
        count: r.count,
      })),
    singleIds: rows.filter((r) => r.count === 1).map((r) => Number(r.id)),
  };
}
