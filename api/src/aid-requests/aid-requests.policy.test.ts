import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { AidRequestAbilities } from './aid-requests.policy.js';

/** Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own). */
const expected: PolicyTable = {
  'aidRequest.viewPending': { inA: ['dsA'], inY: [] },
  'aidRequest.decide': { inA: ['dsA'], inY: [] },
  'aidRequest.markDelivered': { inA: ['dsA', 'dmcX'], inY: ['dmcY'] },
  'aidRequest.viewDistrict': { inA: ['dmcX', 'keyX'], inY: ['dmcY'] },
  'aidRequest.viewForVolunteer': { inA: ['volunteerA'], inY: [] },
  'aidRequest.viewPrivate': { inA: ['dsA', 'dmcX'], inY: ['dmcY'] },
  'aidRequest.viewSmsOrigin': { inA: ['dsA', 'dmcX'], inY: ['dmcY'] },
  'aidRequest.viewContact': { inA: ['volunteerA', 'dsA', 'dmcX'], inY: ['dmcY'] },
};

describe('aid-requests policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(AidRequestAbilities)).toEqual(expected);
  });
});
