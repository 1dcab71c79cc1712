import { describe, expect, it } from 'vitest';
import { firstTooLong, inputMaxLength } from '../../../shared/input-limits.js';
import { parseTrustProxy, readSecuritySettings } from './config.js';

describe('TRUST_PROXY', () => {
  it('is loopback when unset, a hop count, a boolean or a list of addresses and subnets', () => {
    expect(parseTrustProxy(undefined)).toEqual(['loopback']);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5')).toEqual(['10.0.0.0/8', '192.168.1.5']);
  });
});

describe('perimeter settings', () => {
  it('turn introspection off in production unless GRAPHQL_INTROSPECTION=on, and keep the documented defaults', () => {
    expect(readSecuritySettings({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(readSecuritySettings({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'on' }).introspection).toBe(true);
    expect(readSecuritySettings({}).introspection).toBe(true);
    const { maxDepth, maxAliases, maxCost, wsMaxPayload } = readSecuritySettings({ GRAPHQL_MAX_DEPTH: 'x' });
    expect({ maxDepth, maxAliases, maxCost, wsMaxPayload }).toEqual({ maxDepth: 8, maxAliases: 15, maxCost: 5000, wsMaxPayload: 16384 });
  });
});

describe('input maximums', () => {
  it('name every spelling of a field alike and leave photos to the upload limit', () => {
    expect([inputMaxLength('fullName'), inputMaxLength('full_name'), inputMaxLength('nic_number'), inputMaxLength('image')]).toEqual([200, 200, 20, null]);
    expect(firstTooLong({ input: { fullName: 'a'.repeat(201) } })).toEqual({ field: 'fullName', max: 200 });
    expect(firstTooLong({ images: ['x'.repeat(100_000)], district: 'Colombo' })).toBeNull();
  });
});
