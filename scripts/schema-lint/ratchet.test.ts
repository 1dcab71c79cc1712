import { describe, expect, it } from 'vitest';
import type { Finding } from './lint.js';
import { applyRatchet, baselineSize, lowerBaseline } from './ratchet.js';

const rule = '@graphql-eslint/require-description';
const finding = (message: string, line = 1): Finding => ({ rule, message, line });
const alertId = 'Description is required for field "id" in type "Alert"';
const alertTitle = 'Description is required for field "title" in type "Alert"';
const reportId = 'Description is required for field "id" in type "Report"';

describe('schema lint ratchet', () => {
  it('passes findings the baseline accepts, wherever their line moved', () => {
    expect(applyRatchet([finding(alertId, 40), finding(alertTitle, 41)], { [rule]: [alertId, alertTitle] })).toEqual({
      fresh: [],
      fixed: 0,
    });
  });

  it('fails each finding the baseline does not accept, even when the total count stayed the same', () => {
    const result = applyRatchet([finding(alertId), finding(reportId, 90)], { [rule]: [alertId, alertTitle] });
    expect(result.fresh).toEqual([finding(reportId, 90)]);
    expect(result.fixed).toBe(1);
  });

  it('counts repeated findings: a baseline entry accepts one occurrence', () => {
    expect(applyRatchet([finding(alertId), finding(alertId)], { [rule]: [alertId] }).fresh).toHaveLength(1);
  });

  it('lowers the baseline to the findings still present, never adding one', () => {
    const lowered = lowerBaseline([finding(alertTitle), finding(reportId)], { [rule]: [alertId, alertTitle] });
    expect(lowered).toEqual({ [rule]: [alertTitle] });
    expect(baselineSize(lowered)).toBe(1);
  });

  it('demands zero findings once the baseline is empty', () => {
    expect(applyRatchet([finding(alertId)], {}).fresh).toHaveLength(1);
    expect(applyRatchet([], {})).toEqual({ fresh: [], fixed: 0 });
  });
});
