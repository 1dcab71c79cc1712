import type { EntityManager } from '@mikro-orm/postgresql';
import { MAP_SINGLES_MAX, cellKey, cellsPerDegree, rangeBox, type CellRange } from '../../../shared/map-grid.js';

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

/**
 * The grid rule of shared/map-grid.ts in SQL (cellIndex: the same double operations in the same order), over the
 * points of `table` matching `where` whose cell is in the range. The box test on the raw columns only narrows the
 * index scan; the cell test decides. At most one row per cell of the range (MAX_MAP_CELLS), whatever the volume.
 */
export async function mapCells(
  em: EntityManager,
  table: 'alerts' | 'aid_requests',
  where: string,
  params: unknown[],
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
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
        count: r.count,
      })),
    singleIds: rows.filter((r) => r.count === 1).map((r) => Number(r.id)),
  };
}
