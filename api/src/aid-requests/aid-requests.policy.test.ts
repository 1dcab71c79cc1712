import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { AidRequestAbilities } from './aid-requests.policy.js';

/**
 * Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own; the
 * one to confirm is a request of district X kept without a DS division).
 */
const expected: PolicyTable = {
  'aidRequest.viewPending': { inA: ['dsA'], inY: [], toConfirmInX: [] },
  'aidRequest.decide': { inA: ['dsA'], inY: [], toConfirmInX: [] },
  'aidRequest.markDelivered': { inA: ['dsA', 'dmcX'], inY: ['dmcY'], toConfirmInX: ['dmcX'] },
  'aidRequest.viewDistrict': { inA: ['dmcX', 'keyX'], inY: ['dmcY'], toConfirmInX: ['dmcX', 'keyX'] },
  'aidRequest.viewForVolunteer': { inA: ['volunteerA'], inY: [], toConfirmInX: ['volunteerA'] },
  'aidRequest.viewPrivate': { inA: ['dsA', 'dmcX'], inY: ['dmcY'], toConfirmInX: ['dsA', 'dsB', 'dmcX'] },
  'aidRequest.viewSmsOrigin': { inA: ['dsA', 'dmcX'], inY: ['dmcY'], toConfirmInX: ['dsA', 'dsB', 'dmcX'] },
  'aidRequest.viewContact': {
    inA: ['volunteerA', 'dsA', 'dmcX'],
    inY: ['dmcY'],
    toConfirmInX: ['volunteerA', 'dsA', 'dsB', 'dmcX'],
  },
  'aidRequest.place': { inA: [], inY: [], toConfirmInX: ['dsA', 'dsB', 'dmcX'] },
};

describe('aid-requests policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(AidRequestAbilities, { toConfirm: true })).toEqual(expected);
  });
});
