import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { AlertSmsAbilities } from './alert-sms.policy.js';

const expected: PolicyTable = {
  'sms.viewAlertReach': { inA: ['dmcX'], inY: ['dmcY'] },
  'sms.viewAlertDeliveries': { inA: ['dmcX'], inY: ['dmcY'] },
};

describe('alert SMS policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(AlertSmsAbilities)).toEqual(expected);
  });
});
