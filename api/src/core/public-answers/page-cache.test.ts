import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.js';

describe('page cache', () => {
  it('renders once for visitors asking together, again once the page is older than its time to live', async () => {
    let now = 0;
    let renders = 0;
    const cache = new PageCache(2_000, () => now);
    const render = async () => `page ${++renders}`;
    expect(await Promise.all([cache.get('/', render), cache.get('/', render)])).toEqual(['page 1', 'page 1']);
    now = 1_999;
    expect(await cache.get('/', render)).toBe('page 1');
    now = 2_000;
    // Too old: still served to visitors asking now, while one render replaces it.
    expect(await Promise.all([cache.get('/', render), cache.get('/', render)])).toEqual(['page 1', 'page 1']);
    await new Promise((r) => setTimeout(r, 0));
    expect(renders).toBe(2);
    expect(await cache.get('/', render)).toBe('page 2');
  });

  it('never serves a page stale across a change: a clear during a background render drops that render', async () => {
    let now = 0;
    let renders = 0;
    const cache = new PageCache(2_000, () => now);
    let finish!: () => void;
    const slow = () => new Promise<string>((r) => (finish = () => r(`page ${++renders}`)));
    const first = cache.get('/', slow);
    finish();
    expect(await first).toBe('page 1');
    now = 5_000;
    expect(await cache.get('/', slow)).toBe('page 1');
    cache.clear();
    finish();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('/', async () => 'fresh')).toBe('fresh');
  });

  it('renders again after a change, and never keeps a failed render', async () => {
    let renders = 0;
    const cache = new PageCache(60_000, () => 0);
    const render = async () => `page ${++renders}`;
    await cache.get('/', render);
    cache.clear();
    expect(await cache.get('/', render)).toBe('page 2');
    cache.clear();
    await expect(cache.get('/', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('/', render)).toBe('page 3');
  });
});
