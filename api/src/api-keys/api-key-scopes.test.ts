import { describe, expect, it } from 'vitest';
import { grantOf, scopesProblem } from './api-key-scopes.js';

const known = (code: string) => ['LK11', 'LK21'].includes(code);

describe('API key scopes', () => {
  it('accepts public:read and one district read of a known district', () => {
    expect(scopesProblem(['public:read'], known)).toBeNull();
    expect(scopesProblem(['public:read', 'district:LK11:read'], known)).toBeNull();
    expect(scopesProblem(['district:LK21:read'], known)).toBeNull();
  });

  it.each([
    [[], /at least one/],
    [['alerts:publish'], /Unknown scope alerts:publish/],
    [['public:write'], /Unknown scope/],
    [['district:LK99:read'], /Unknown district LK99/],
    [['district:Colombo:read'], /Unknown scope/],
    [['district:LK11:read', 'district:LK21:read'], /One district scope per key/],
  ])('refuses %j', (scopes, problem) => {
    expect(scopesProblem(scopes, known)).toMatch(problem);
  });

  it('grants what the scopes say', () => {
    expect(grantOf({ id: 4, prefix: 'abcd0123', scopes: ['public:read', 'district:LK11:read'] })).toEqual({
      id: 4,
      prefix: 'abcd0123',
      publicRead: true,
      districtCode: 'LK11',
    });
    expect(grantOf({ id: 5, prefix: 'abcd0124', scopes: ['district:LK21:read'] })).toEqual({
      id: 5,
      prefix: 'abcd0124',
      publicRead: false,
      districtCode: 'LK21',
    });
    expect(grantOf({ id: 6, prefix: 'abcd0125', scopes: ['public:read'] })).toEqual({
      id: 6,
      prefix: 'abcd0125',
      publicRead: true,
      districtCode: null,
    });
  });
});
