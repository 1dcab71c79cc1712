import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { CapAbilities } from './cap.policy.js';

const expected: PolicyTable = {
  'cap.viewWebhookDeliveries': { inA: ['dmcX'], inY: ['dmcY'] },
};

describe('cap policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(CapAbilities)).toEqual(expected);
  });
});
