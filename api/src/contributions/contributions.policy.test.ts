import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { ContributionAbilities } from './contributions.policy.js';

/** Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own). */
const expected: PolicyTable = {
  'contribution.add': { inA: ['volunteerA'], inY: [] },
  'contribution.viewOwn': { inA: ['volunteerA'], inY: ['volunteerA'] },
  'contribution.review': { inA: ['dsA'], inY: [] },
  'contribution.follow': { inA: ['volunteerA', 'dsA'], inY: [] },
};

describe('contributions policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(ContributionAbilities)).toEqual(expected);
  });
});
