import { describe, expect, it } from 'vitest';
import { isPoint, pointOrCentroid } from './coordinates.js';

describe('coordinates', () => {
  it('accepts finite numbers within the globe only', () => {
    expect(isPoint(6.9, 79.86)).toBe(true);
    expect(isPoint(91, 79)).toBe(false);
    expect(isPoint(6.9, Number.NaN)).toBe(false);
    expect(isPoint('6.9', 79)).toBe(false);
  });

  it('falls back to the DS centroid, then the district centroid (D10), with only the two coordinates', () => {
    const ds = { latitude: 6.9, longitude: 79.9, name: 'Colombo' };
    const district = { latitude: 7, longitude: 80 };
    expect(pointOrCentroid(6.1, 80.1, ds, district)).toEqual({ latitude: 6.1, longitude: 80.1 });
    expect(pointOrCentroid(null, null, ds, district)).toEqual({ latitude: 6.9, longitude: 79.9 });
    expect(pointOrCentroid(null, null, undefined, district)).toEqual(district);
    expect(pointOrCentroid(null, null, undefined, null)).toBeNull();
  });
});
