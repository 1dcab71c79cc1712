import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { ReportAbilities } from './reports.policy.js';

/**
 * Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own; the
 * one to confirm is a report of district X kept without a DS division).
 */
const expected: PolicyTable = {
  'report.submitAsOfficer': { inA: ['dsA'], inY: [], toConfirmInX: [] },
  'report.review': { inA: ['dmcX'], inY: ['dmcY'], toConfirmInX: ['dmcX'] },
  'report.closeWithAlert': { inA: ['dmcX'], inY: ['dmcY'], toConfirmInX: ['dmcX'] },
  'report.viewPending': { inA: ['dmcX', 'keyX'], inY: ['dmcY'], toConfirmInX: ['dmcX', 'keyX'] },
  'report.viewDetails': { inA: ['dsA', 'dmcX', 'keyX'], inY: ['dmcY'], toConfirmInX: ['dsA', 'dsB', 'dmcX', 'keyX'] },
  'report.viewReporter': { inA: ['dsA', 'dmcX'], inY: ['dmcY'], toConfirmInX: ['dsA', 'dsB', 'dmcX'] },
  'report.viewSmsOrigin': { inA: ['dsA', 'dmcX'], inY: ['dmcY'], toConfirmInX: ['dsA', 'dsB', 'dmcX'] },
  'report.place': { inA: [], inY: [], toConfirmInX: ['dsA', 'dsB', 'dmcX'] },
};

describe('reports policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(ReportAbilities, { toConfirm: true })).toEqual(expected);
  });
});
