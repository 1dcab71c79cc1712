import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { VolunteerAbilities } from './volunteers.policy.js';

/**
 * Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own; the
 * subject to confirm in X has a district and no DS division).
 */
const expected: PolicyTable = {
  'volunteer.listDivision': { inA: ['dsA'], inY: [], toConfirmInX: [] },
  'volunteer.listDistrict': { inA: ['dmcX'], inY: ['dmcY'], toConfirmInX: ['dmcX'] },
  // A volunteer whose place is to confirm: any officer of the district places them, no one once placed.
  'volunteer.place': { inA: [], inY: [], toConfirmInX: ['dsA', 'dsB', 'dmcX'] },
  'volunteer.setOwnAvailability': { inA: ['volunteerA'], inY: ['volunteerA'], toConfirmInX: ['volunteerA'] },
};

describe('volunteers policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(VolunteerAbilities, { toConfirm: true })).toEqual(expected);
  });
});
