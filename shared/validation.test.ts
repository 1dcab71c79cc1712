import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELDS, requiredError } from './forms.js';
import {
  clientDateTime,
  familySizeError,
  otherText,
  resolveAidSupportType,
  resolveSupportType,
  supportFromSentText,
  CONTRIBUTION_TYPES,
  QUICK_AID_SUPPORT_TYPES,
} from './validation.js';

describe('kernel rules answer codes', () => {
  it('wants a whole family size of at least one', () => {
    expect(familySizeError(1.5)).toBe('FAMILY_SIZE_WHOLE_NUMBER');
    expect(familySizeError(0)).toBe('FAMILY_SIZE_WHOLE_NUMBER');
    expect(familySizeError(4)).toBeNull();
  });

  it('asks for the specifying text of Other, in one rule', () => {
    expect(otherText(true, '  ')).toEqual({ missing: true });
    expect(otherText(true, ' Boats ')).toEqual({ text: 'Boats' });
    expect(otherText(false, 'ignored')).toEqual({ text: null });
    expect(resolveSupportType('other', '', QUICK_AID_SUPPORT_TYPES)).toEqual({ error: 'SUPPORT_OTHER_TEXT_REQUIRED' });
    expect(resolveSupportType('food', null, QUICK_AID_SUPPORT_TYPES)).toEqual({ value: 'Food' });
    expect(resolveSupportType('Boats', null, QUICK_AID_SUPPORT_TYPES)).toEqual({ error: 'SUPPORT_TYPE_UNKNOWN' });
  });

  it('takes every value of either aid list, and any Other text, from either form (D5)', () => {
    for (const value of ['Food', 'Shelter', 'Medical', 'Clothing', 'First aid', 'Supply distribution']) {
      expect(resolveAidSupportType(value, null)).toEqual({ value });
      expect(resolveAidSupportType('Other', value)).toEqual({ value });
    }
    expect(resolveAidSupportType('Other', '  Boats for the family ')).toEqual({ value: 'Boats for the family' });
    expect(resolveAidSupportType('Other', ' ')).toEqual({ error: 'SUPPORT_OTHER_TEXT_REQUIRED' });
    expect(resolveAidSupportType('Evacuation', null)).toEqual({ error: 'SUPPORT_TYPE_UNKNOWN' });
  });

  it('reads an old client text off the list as Other with that text', () => {
    expect(supportFromSentText('Boats', CONTRIBUTION_TYPES)).toEqual({ choice: 'Other', otherText: 'Boats' });
    expect(supportFromSentText('first aid', CONTRIBUTION_TYPES)).toEqual({ choice: 'first aid' });
  });

  it('tells from the form table which empty field is missing', () => {
    expect(requiredError('POST_DISASTER', 'nicNumber', ' ')).toBe('NIC_REQUIRED');
    expect(requiredError('POST_DISASTER_QUICK', 'nicNumber', '')).toBeNull();
    expect(Object.keys(REQUIRED_FIELDS.EMERGENCY)).not.toContain('fullName');
  });

  it('reads a required date-time or answers why not', () => {
    expect(clientDateTime('', true)).toEqual({ error: 'DATE_TIME_REQUIRED' });
    expect(clientDateTime('nonsense', false)).toEqual({ error: 'DATE_TIME_INVALID' });
    const now = new Date('2026-01-01T00:00:00Z');
    expect(clientDateTime(undefined, false, now)).toEqual({ value: now });
  });
});
