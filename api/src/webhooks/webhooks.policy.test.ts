import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { WebhookAbilities } from './webhooks.policy.js';

const expected: PolicyTable = {
  'cap.viewWebhookDeliveries': { inA: ['dmcX'], inY: ['dmcY'] },
};

describe('webhooks policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(WebhookAbilities)).toEqual(expected);
  });
});
