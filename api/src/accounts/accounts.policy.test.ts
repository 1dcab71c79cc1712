import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { AccountAbilities } from './accounts.policy.js';

/** Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own). */
const expected: PolicyTable = {
  'account.viewOwn': {
    inA: ['volunteerA', 'dsA', 'dsB', 'dmcX', 'dmcY'],
    inY: ['volunteerA', 'dsA', 'dsB', 'dmcX', 'dmcY'],
  },
  'account.updateOwn': { inA: ['volunteerA'], inY: [] },
  'dsOffice.updateContact': { inA: ['dsA'], inY: [] },
};

describe('accounts policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(AccountAbilities)).toEqual(expected);
  });
});
