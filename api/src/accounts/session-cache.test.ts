import { describe, expect, it } from 'vitest';
import { Role } from '../core/policy/actor.js';
import { SessionCache, type CachedSession } from './session-cache.js';

const session = (userId: number, expiresAt = 10_000_000): CachedSession => ({
  actor: { userId, role: Role.VOLUNTEER, districtCode: 'LK11', dsDivisionCode: 'LK1103', sessionId: `s${userId}` },
  expiresAt,
  lastSeenAt: 0,
});

function cacheHearing(maxAgeMs = 60_000, maxEntries = 100) {
  const relay = { heard: 1 as number | null };
  return { relay, cache: new SessionCache(() => relay.heard, maxAgeMs, maxEntries) };
}

describe('SessionCache', () => {
  it('serves what it kept until its age, the session’s end or a revocation of the user', () => {
    const { cache } = cacheHearing();
    cache.keep('a', session(1), 1_000, cache.mark());
    cache.keep('b', session(2, 5_000), 1_000, cache.mark());
    cache.keep('c', session(3), 1_000, cache.mark());
    expect(cache.get('a', 61_000)?.actor.userId).toBe(1);
    expect(cache.get('a', 61_001)).toBeUndefined();
    expect(cache.get('b', 4_999)?.actor.userId).toBe(2);
    expect(cache.get('b', 5_000)).toBeUndefined();
    cache.forgetUser(3);
    expect(cache.get('c', 2_000)).toBeUndefined();
  });

  it('does not keep a read that a revocation overtook', () => {
    const { cache } = cacheHearing();
    const mark = cache.mark();
    cache.forgetUser(9);
    cache.keep('a', session(1), 1_000, mark);
    expect(cache.get('a', 1_000)).toBeUndefined();
  });

  it('serves and keeps nothing while no event is heard, nor after, what it kept before', () => {
    const { cache, relay } = cacheHearing();
    cache.keep('a', session(1), 1_000, cache.mark());
    relay.heard = null;
    expect(cache.get('a', 1_000)).toBeUndefined();
    cache.keep('b', session(2), 1_000, cache.mark());
    relay.heard = 2;
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.get('b', 1_000)).toBeUndefined();
    cache.keep('b', session(2), 1_000, cache.mark());
    expect(cache.get('b', 1_000)?.actor.userId).toBe(2);
  });

  it('keeps nothing when its age is 0, and at most its bound of entries, the oldest going first', () => {
    const off = cacheHearing(0).cache;
    off.keep('a', session(1), 1_000, off.mark());
    expect(off.size).toBe(0);
    const { cache } = cacheHearing(60_000, 2);
    for (const key of ['a', 'b', 'c']) cache.keep(key, session(1), 1_000, cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.get('c', 1_000)).toBeDefined();
  });
});
