import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { StatsAbilities } from './stats.policy.js';

/** Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own). */
const expected: PolicyTable = {
  'stats.districtOverview': { inA: ['dmcX', 'keyX'], inY: ['dmcY'] },
};

describe('stats policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(StatsAbilities)).toEqual(expected);
  });
});
