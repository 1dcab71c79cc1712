/**
 * Grid clustering of the public map: the one rule by which the server groups points in SQL and the
 * browser files a pushed point into the cluster that holds it. A cell is 2^(7 - zoom) degrees square (0.5 degrees at
 * the home map's zoom 8, about 90 pixels, Leaflet.markercluster's usual radius). A point is first rounded to
 * thousandths of a degree (the public position, D13), so an officer's exact point and the public's rounded one fall in
 * the same cell. Every step is one IEEE double operation that PostgreSQL's double precision repeats exactly
 * (`floor(floor(latitude * 1000 + 0.5) * cellsPerDegree / 1000)`), and cellsPerDegree is a power of two.
 */
export const GRID_BASE_ZOOM = 7;
export const MIN_GRID_ZOOM = 0;
export const MAX_GRID_ZOOM = 20;
/** At most this many cells per layer in one answer: a larger box is clustered on a coarser grid. */
export const MAX_MAP_CELLS = 600;
/** A layer with at most this many points in the box is answered as single markers, none clustered. */
export const MAP_SINGLES_MAX = 100;

export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface CellRange {
  zoom: number;
  rowMin: number;
  rowMax: number;
  colMin: number;
  colMax: number;
}

/** A coordinate in whole thousandths of a degree (the public rounding; JavaScript's Math.round for these values). */
export const milliDegrees = (degrees: number): number => Math.floor(degrees * 1000 + 0.5);

export const cellsPerDegree = (zoom: number): number => 2 ** (zoom - GRID_BASE_ZOOM);

export const clampZoom = (zoom: number): number => Math.min(MAX_GRID_ZOOM, Math.max(MIN_GRID_ZOOM, Math.floor(zoom)));

/** The row (latitude) or column (longitude) of the cell holding a coordinate. */
export const cellIndex = (degrees: number, zoom: number): number =>
  Math.floor((milliDegrees(degrees) * cellsPerDegree(zoom)) / 1000);

export const cellKey = (zoom: number, row: number, col: number): string => `${zoom}/${row}/${col}`;

export const cellOf = (latitude: number, longitude: number, zoom: number): string =>
  cellKey(zoom, cellIndex(latitude, zoom), cellIndex(longitude, zoom));

/** The centre of a cell, from its key. */
export function cellCentre(key: string): [latitude: number, longitude: number] {
  const [zoom, row, col] = key.split('/').map(Number) as [number, number, number];
  const size = 1 / cellsPerDegree(zoom);
  return [(row + 0.5) * size, (col + 0.5) * size];
}

/** The cells a box touches, on the finest grid not finer than `zoom` that keeps them within MAX_MAP_CELLS. */
export function cellRange(box: MapBox, zoom: number): CellRange {
  const south = Math.max(-90, Math.min(box.south, box.north));
  const north = Math.min(90, Math.max(box.south, box.north));
  const west = Math.max(-180, Math.min(box.west, box.east));
  const east = Math.min(180, Math.max(box.west, box.east));
  for (let z = clampZoom(zoom); ; z--) {
    const range = {
      zoom: z,
      rowMin: cellIndex(south, z),
      rowMax: cellIndex(north, z),
      colMin: cellIndex(west, z),
      colMax: cellIndex(east, z),
    };
    if (z === MIN_GRID_ZOOM || (range.rowMax - range.rowMin + 1) * (range.colMax - range.colMin + 1) <= MAX_MAP_CELLS)
      return range;
  }
}

/** Whether a point falls in one of the range's cells (the answer covers exactly these points). */
export function inCellRange(latitude: number, longitude: number, range: CellRange): boolean {
  const row = cellIndex(latitude, range.zoom);
  const col = cellIndex(longitude, range.zoom);
  return row >= range.rowMin && row <= range.rowMax && col >= range.colMin && col <= range.colMax;
}

/** The mean position of a cluster after adding (+1) or taking out (-1) one point. */
export function movedMean(mean: number, count: number, point: number, change: 1 | -1): number {
  const next = count + change;
  return next <= 0 ? mean : (mean * count + (change * milliDegrees(point)) / 1000) / next;
}

/** The box the range's cells cover, widened by the rounding (half a thousandth): every point of the range is inside. */
export function rangeBox(range: CellRange): MapBox {
  const size = 1 / cellsPerDegree(range.zoom);
  return {
    south: range.rowMin * size - 0.0005,
    north: (range.rowMax + 1) * size + 0.0005,
    west: range.colMin * size - 0.0005,
    east: (range.colMax + 1) * size + 0.0005,
  };
}
