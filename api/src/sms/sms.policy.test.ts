import { describe, expect, it } from 'vitest';
import { actualTable, allowedActors, type PolicyTable } from '../testing/policy-table.js';
import { SmsAbilities } from './sms.policy.js';

/** Role x own/other scope x action, over the real abilities of the area. */
const expected: PolicyTable = {
  'sms.triage': { inA: ['dsA', 'dmcX'], inY: ['dmcY'] },
  'sms.triageNational': { inA: ['dmcX'], inY: ['dmcY'] },
};

describe('sms policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(SmsAbilities)).toEqual(expected);
  });

  it('gives a message placed only in a district to its DMC officer, not to a DS officer', () => {
    expect(allowedActors(SmsAbilities.triage, { districtCode: 'LK11', dsDivisionCode: null })).toEqual(['dmcX']);
  });
});
