import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { ExportAbilities } from './exports.policy.js';

/** Officers export their own area; a district key its district, but never with contact numbers or exact points. */
const expected: PolicyTable = {
  'export.area': { inA: ['dsA', 'dmcX', 'keyX'], inY: ['dmcY'] },
  'export.contacts': { inA: ['dsA', 'dmcX'], inY: ['dmcY'] },
};

describe('exports policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(ExportAbilities)).toEqual(expected);
  });
});
