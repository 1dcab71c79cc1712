import { describe, expect, it } from 'vitest';
import { actualTable, allowedActors, type PolicyTable } from '../testing/policy-table.js';
import { SmsTriageAbilities } from './sms-triage.policy.js';

/** Role x own/other scope x action, over the real abilities of the area. */
const expected: PolicyTable = {
  'sms.triage': { inA: ['dsA', 'dmcX'], inY: ['dmcY'] },
  'sms.triageNational': { inA: ['dmcX'], inY: ['dmcY'] },
};

describe('sms triage policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(SmsTriageAbilities)).toEqual(expected);
  });

  it('gives a message placed only in a district to its DMC officer, not to a DS officer', () => {
    expect(allowedActors(SmsTriageAbilities.triage, { districtCode: 'LK11', dsDivisionCode: null })).toEqual(['dmcX']);
  });
});
