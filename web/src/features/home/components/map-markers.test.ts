import { describe, expect, it } from 'vitest';
import { jitter, JITTER_DEGREES, validPoint } from './map-markers';

describe('map markers', () => {
  it('offsets by at most the seed jitter, the same way every time for one item', () => {
    const [lat, lng] = jitter('alert-7', 7, 80);
    expect(Math.abs(lat - 7)).toBeLessThanOrEqual(JITTER_DEGREES);
    expect(Math.abs(lng - 80)).toBeLessThanOrEqual(JITTER_DEGREES);
    expect(jitter('alert-7', 7, 80)).toEqual([lat, lng]);
    expect(jitter('alert-8', 7, 80)).not.toEqual([lat, lng]);
  });

  it('skips items without valid coordinates', () => {
    expect(validPoint(7, 80)).toBe(true);
    expect(validPoint(null, 80)).toBe(false);
    expect(validPoint(Number.NaN, 80)).toBe(false);
    expect(validPoint(95, 80)).toBe(false);
  });
});
