import { describe, expect, it } from 'vitest';
import { loadOncePerEvent } from './event-loads.js';

describe('loadOncePerEvent', () => {
  it('loads once for every subscriber of the same event, and again for another event', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const results = await Promise.all(Array.from({ length: 50 }, () => loadOncePerEvent('event-1', load)));
    expect(new Set(results)).toEqual(new Set([1]));
    expect(await loadOncePerEvent('event-2', load)).toBe(2);
  });

  it('forgets a failed load so that the next subscriber tries again', async () => {
    await expect(loadOncePerEvent('event-3', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await new Promise((r) => setTimeout(r, 0));
    expect(await loadOncePerEvent('event-3', async () => 'ok')).toBe('ok');
  });
});
