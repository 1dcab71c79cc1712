import { describe, expect, it } from 'vitest';
import { keyActor, Role } from './actor.js';
import type { Actor, Scope } from './actor.js';
import { audienceKey, authorize, authorizeCall, can, defineAbility, rules } from './policy.js';

const actor = (role: Role, districtCode: string, dsDivisionCode: string | null, userId = 1): Actor => ({
  userId,
  role,
  districtCode,
  dsDivisionCode,
  sessionId: 's',
});

const volunteerA = actor(Role.VOLUNTEER, 'LK11', 'LK1103', 10);
const dsA = actor(Role.DS_OFFICER, 'LK11', 'LK1103', 11);
const dsB = actor(Role.DS_OFFICER, 'LK11', 'LK1106', 12);
const dmcX = actor(Role.DMC_OFFICER, 'LK11', null, 13);
const dmcY = actor(Role.DMC_OFFICER, 'LK21', null, 14);

const inDivisionA: Scope = { districtCode: 'LK11', dsDivisionCode: 'LK1103' };
const inDistrictY: Scope = { districtCode: 'LK21', dsDivisionCode: 'LK2130' };

const approve = defineAbility('test.approveInDivision', rules.dsOfficerOfDivision());
const publish = defineAbility('test.publishInDistrict', rules.dmcOfficerOfDistrict());
const resolve = defineAbility('test.resolve', rules.officerOfDivisionOrDistrict());
const ownProfile = defineAbility('test.ownProfile', rules.owner());

describe('policy', () => {
  it.each([
    ['volunteer of A', volunteerA, approve, inDivisionA, false],
    ['DS officer of A', dsA, approve, inDivisionA, true],
    ['DS officer of B', dsB, approve, inDivisionA, false],
    ['DMC officer of X', dmcX, approve, inDivisionA, false],
    ['DMC officer of X', dmcX, publish, inDivisionA, true],
    ['DMC officer of Y', dmcY, publish, inDivisionA, false],
    ['DMC officer of Y', dmcY, publish, inDistrictY, true],
    ['DS officer of A', dsA, publish, inDivisionA, false],
    ['DS officer of A', dsA, resolve, inDivisionA, true],
    ['DS officer of B', dsB, resolve, inDivisionA, false],
    ['DMC officer of X', dmcX, resolve, inDivisionA, true],
    ['DMC officer of Y', dmcY, resolve, inDivisionA, false],
    ['owner', volunteerA, ownProfile, { districtCode: 'LK11', ownerId: 10 }, true],
    ['someone else', dsA, ownProfile, { districtCode: 'LK11', ownerId: 10 }, false],
  ])('%s: %s -> %s', (_who, who, ability, scope, allowed) => {
    expect(can(who, ability, scope)).toBe(allowed);
  });

  it('decides by role alone when no subject is given (the coarse check on each endpoint)', () => {
    expect(can(dsB, approve)).toBe(true);
    expect(can(volunteerA, approve)).toBe(false);
  });

  it('answers UNAUTHENTICATED without a session and FORBIDDEN when refused', () => {
    expect(() => authorize(null, approve, inDivisionA)).toThrowError(
      expect.objectContaining({ code: 'UNAUTHENTICATED', status: 401 }) as Error,
    );
    expect(() => authorize(dsB, approve, inDivisionA)).toThrowError(
      expect.objectContaining({ code: 'FORBIDDEN', status: 403 }) as Error,
    );
    expect(() => authorize(dsA, approve, inDivisionA)).not.toThrow();
  });

  it('refuses an unknown ability loudly', () => {
    expect(() => can(dsA, 'no.such.ability')).toThrowError(/Unknown ability/);
  });
});

describe('audienceKey (live updates are executed once per audience)', () => {
  it('groups visitors together, officers by their division or district, and each volunteer alone', () => {
    expect(audienceKey(null)).toBe('public');
    expect(audienceKey(dsA)).toBe(audienceKey({ ...dsA, userId: 99, sessionId: 'other' }));
    expect(audienceKey(dmcX)).toBe(audienceKey({ ...dmcX, userId: 98 }));
    const keys = [null, volunteerA, { ...volunteerA, userId: 97 }, dsA, dsB, dmcX, dmcY].map(audienceKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('API keys: a key is an actor with scopes', () => {
  const districtKey = keyActor({ id: 1, prefix: 'aaaa0001', publicRead: true, districtCode: 'LK11' });
  const districtOnlyKey = keyActor({ id: 2, prefix: 'aaaa0002', publicRead: false, districtCode: 'LK11' });
  const publicKey = keyActor({ id: 3, prefix: 'aaaa0003', publicRead: true, districtCode: null });
  const readDistrict = defineAbility('test.readDistrict', rules.dmcOfficerOfDistrict(), { keyRead: true });
  const readDivision = defineAbility('test.readDivision', rules.dsOfficerOfDivision(), { keyRead: true });
  const readOwn = defineAbility('test.readOwn', rules.anyOf(rules.dmcOfficerOfDistrict(), rules.owner()), {
    keyRead: true,
  });

  it('passes a district key for the marked reads of its own district only', () => {
    expect(can(districtKey, readDistrict, inDivisionA)).toBe(true);
    expect(can(districtKey, readDistrict)).toBe(true);
    expect(can(districtKey, readDistrict, inDistrictY)).toBe(false);
  });

  it("refuses every ability not marked as a key read, writes among them, even in the key's district", () => {
    for (const ability of [publish, resolve, approve, ownProfile]) {
      expect(can(districtKey, ability, inDivisionA)).toBe(false);
      expect(() => authorize(districtKey, ability, inDivisionA)).toThrowError(
        expect.objectContaining({ code: 'FORBIDDEN' }) as Error,
      );
    }
  });

  it("gives a district key a DMC officer's reads, never a DS officer's or an owner's", () => {
    expect(can(districtKey, readDivision, inDivisionA)).toBe(false);
    expect(can(districtKey, readOwn, { districtCode: 'LK21', ownerId: 0 })).toBe(false);
  });

  it('refuses a public:read key every ability (officer queries answer FORBIDDEN, not UNAUTHENTICATED)', () => {
    for (const ability of [readDistrict, readDivision, readOwn, publish]) expect(can(publicKey, ability)).toBe(false);
    expect(() => authorize(publicKey, readDistrict)).toThrowError(
      expect.objectContaining({ code: 'FORBIDDEN', status: 403 }) as Error,
    );
  });

  it('refuses any change to a key, public forms included, and public reads without public:read', () => {
    expect(() => authorizeCall(districtKey, null, 'change')).toThrowError(
      expect.objectContaining({ code: 'FORBIDDEN', messageCode: 'API_KEY_READ_ONLY' }) as Error,
    );
    expect(() => authorizeCall(districtKey, readDistrict, 'change')).toThrowError(
      expect.objectContaining({ code: 'FORBIDDEN' }) as Error,
    );
    expect(() => authorizeCall(districtOnlyKey, null, 'read')).toThrowError(
      expect.objectContaining({ code: 'FORBIDDEN' }) as Error,
    );
    expect(() => authorizeCall(publicKey, null, 'read')).not.toThrow();
    expect(() => authorizeCall(districtOnlyKey, readDistrict, 'read')).not.toThrow();
    expect(() => authorizeCall(null, null, 'change')).not.toThrow();
    expect(() => authorizeCall(dsA, approve, 'change')).not.toThrow();
  });

  it("never puts a key in an officer's or a visitor's audience; keys of the same scopes share one", () => {
    const keys = [null, dmcX, districtKey, districtOnlyKey, publicKey].map(audienceKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(audienceKey(districtKey)).toBe(
      audienceKey(keyActor({ id: 9, prefix: 'aaaa0009', publicRead: true, districtCode: 'LK11' })),
    );
  });
});
