import { describe, expect, it } from 'vitest';
import { projectToPixels, TILE_SIZE } from '../../../shared/web-mercator.js';
import { GeographyService, OUTLINE_ZOOMS } from './geography.service.js';
import { outlinePath } from './map-outline.js';

describe('Web Mercator pixels', () => {
  it('puts (0, 0) at the centre of the world tile and doubles with each zoom', () => {
    expect(projectToPixels(0, 0, 0)).toEqual([TILE_SIZE / 2, TILE_SIZE / 2]);
    expect(projectToPixels(0, 0, 8)).toEqual([TILE_SIZE * 128, TILE_SIZE * 128]);
    // Leaflet 1.9's L.CRS.EPSG3857.latLngToPoint for the home map's centre and for Colombo Fort, at zoom 8.
    expect(projectToPixels(7.87, 80.77, 8)[0]).toBeCloseTo(47471.7298, 3);
    expect(projectToPixels(7.87, 80.77, 8)[1]).toBeCloseTo(31330.7837, 3);
    expect(projectToPixels(6.9344, 79.8428, 8)[0]).toBeCloseTo(47302.9382, 3);
    expect(projectToPixels(6.9344, 79.8428, 8)[1]).toBeCloseTo(31502.5378, 3);
  });
});

describe('outline path', () => {
  it('writes each ring in whole pixels with relative moves and drops points that add nothing', () => {
    // A square of about 0.1 degree with a point in the middle of one side (collinear, dropped).
    const square = [
      [
        [
          [80, 7],
          [80.05, 7],
          [80.1, 7],
          [80.1, 7.1],
          [80, 7.1],
          [80, 7],
        ],
      ],
    ];
    const path = outlinePath([square], 8);
    const [startX, startY] = projectToPixels(7, 80, 8).map(Math.round);
    expect(path.startsWith(`M${startX} ${startY}l`)).toBe(true);
    expect(path.endsWith('z')).toBe(true);
    const moves = path
      .slice(path.indexOf('l') + 1, -1)
      .split(' ')
      .map(Number);
    // The three other corners; the point mid-side and the repeated start are gone ('z' closes the ring).
    expect(moves).toHaveLength(6);
    expect(moves[0]).toBeGreaterThan(0);
    expect(moves[1]).toBe(0);
  });

  it('skips rings too small to see at the zoom', () => {
    const speck = [
      [
        [
          [80, 7],
          [80.0001, 7],
          [80.0001, 7.0001],
          [80, 7],
        ],
      ],
    ];
    expect(outlinePath([speck], 8)).toBe('');
  });

  it('draws all 25 districts at the home map zoom in a few tens of kilobytes, and only at country zooms', () => {
    const geography = GeographyService.instance();
    const path = geography.outlinePath(8);
    expect(path.match(/M/g)!.length).toBeGreaterThanOrEqual(25);
    expect(path.length).toBeLessThan(40_000);
    expect(() => geography.outlinePath(OUTLINE_ZOOMS.max + 1)).toThrow(/Zoom must be/);
    expect(() => geography.outlinePath(7.5)).toThrow(/Zoom must be/);
  });
});
