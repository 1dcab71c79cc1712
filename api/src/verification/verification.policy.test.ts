import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { VerificationAbilities } from './verification.policy.js';

/** Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own). */
const expected: PolicyTable = {
  'image.verify': { inA: ['dmcX'], inY: ['dmcY'] },
};

describe('verification policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(VerificationAbilities)).toEqual(expected);
  });
});
