import { describe, expect, it } from 'vitest';
import { metresBetween } from './distance.js';

describe('metresBetween', () => {
  it('measures metres between two points', () => {
    const m = metresBetween({ latitude: 6.9, longitude: 79.9 }, { latitude: 6.905, longitude: 79.9 });
    expect(m).toBeGreaterThan(500);
    expect(m).toBeLessThan(600);
  });

  it('measures east-west distance narrowed by latitude, and nothing between a point and itself', () => {
    const point = { latitude: 7, longitude: 80 };
    expect(metresBetween(point, point)).toBe(0);
    // 0.01° of longitude at 7° N is cos(7°) × 1,112 m ≈ 1,104 m.
    const m = metresBetween(point, { latitude: 7, longitude: 80.01 });
    expect(m).toBeGreaterThan(1_100);
    expect(m).toBeLessThan(1_108);
  });
});
