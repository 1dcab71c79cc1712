import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { VolunteerAbilities } from './volunteers.policy.js';

/** Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own). */
const expected: PolicyTable = {
  'volunteer.listDivision': { inA: ['dsA'], inY: [] },
  'volunteer.listDistrict': { inA: ['dmcX'], inY: ['dmcY'] },
  'volunteer.setOwnAvailability': { inA: ['volunteerA'], inY: ['volunteerA'] },
};

describe('volunteers policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(VolunteerAbilities)).toEqual(expected);
  });
});
