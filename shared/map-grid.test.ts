import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellCentre,
  cellIndex,
  cellOf,
  cellRange,
  cellsPerDegree,
  inCellRange,
  MAX_MAP_CELLS,
  milliDegrees,
  movedMean,
  rangeBox,
} from './map-grid.js';

const lat = fc.double({ min: 5.5, max: 10, noNaN: true });
const lng = fc.double({ min: 79.4, max: 82, noNaN: true });
const zoom = fc.integer({ min: 0, max: 20 });
const round3 = (v: number) => Math.round(v * 1000) / 1000;

describe('map grid', () => {
  it('cells are 2^(7 - zoom) degrees: half a degree at the home map zoom 8', () => {
    expect(cellsPerDegree(8)).toBe(2);
    expect(cellOf(6.9271, 79.8612, 8)).toBe('8/13/159');
    expect(cellCentre('8/13/159')).toEqual([6.75, 79.75]);
  });

  it('a point and its public rounding (D13) fall in the same cell', () => {
    fc.assert(
      fc.property(lat, lng, zoom, (a, b, z) => cellOf(a, b, z) === cellOf(round3(a), round3(b), z)),
      { seed: 13 },
    );
  });

  it('a cell holds its points: the cell centre is within half a cell of each', () => {
    fc.assert(
      fc.property(lat, lng, zoom, (a, b, z) => {
        const [ca, cb] = cellCentre(cellOf(a, b, z));
        const half = 0.5 / cellsPerDegree(z) + 0.0005;
        return Math.abs(ca - a) <= half && Math.abs(cb - b) <= half;
      }),
      { seed: 13 },
    );
  });

  it('a cell of a zoom is split into whole cells of the next zoom', () => {
    fc.assert(
      fc.property(lat, zoom, (a, z) => Math.floor(cellIndex(a, z + 1) / 2) === cellIndex(a, z)),
      { seed: 13 },
    );
  });

  it('rounds to thousandths like Math.round', () => {
    expect(milliDegrees(7.0005)).toBe(Math.round(7.0005 * 1000));
    expect(milliDegrees(7.1234)).toBe(7123);
  });

  it('a box is answered on a grid of at most MAX_MAP_CELLS cells, coarser when needed, and covers its points', () => {
    fc.assert(
      fc.property(lat, lng, lat, lng, zoom, (s, w, n, e, z) => {
        const range = cellRange({ south: s, west: w, north: n, east: e }, z);
        const cells = (range.rowMax - range.rowMin + 1) * (range.colMax - range.colMin + 1);
        const box = rangeBox(range);
        const inside =
          inCellRange(Math.min(s, n), Math.min(w, e), range) && inCellRange(Math.max(s, n), Math.max(w, e), range);
        return (
          range.zoom <= z &&
          cells <= MAX_MAP_CELLS &&
          inside &&
          box.south <= Math.min(s, n) &&
          box.north >= Math.max(s, n)
        );
      }),
      { seed: 13 },
    );
    expect(cellRange({ south: -90, west: -180, north: 90, east: 180 }, 18).zoom).toBeLessThan(4);
  });

  it('moves a mean by one point in and out', () => {
    const mean = movedMean(7, 2, 8, 1);
    expect(mean).toBeCloseTo(22 / 3, 9);
    expect(movedMean(mean, 3, 8, -1)).toBeCloseTo(7, 9);
  });
});
