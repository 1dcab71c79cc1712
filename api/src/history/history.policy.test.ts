import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { HistoryAbilities } from './history.policy.js';

/** Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own). */
const expected: PolicyTable = {
  'history.view': { inA: ['dsA', 'dmcX'], inY: ['dmcY'] },
};

describe('history policy', () => {
  it("answers the table for every ability of the area: officers of the subject's area only", () => {
    expect(actualTable(HistoryAbilities)).toEqual(expected);
  });
});
