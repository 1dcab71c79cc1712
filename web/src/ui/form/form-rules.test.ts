import { REQUIRED_FIELDS, type FormName } from '@shared/forms';
import { describe, expect, it } from 'vitest';
import { messageIdFor } from '../rule-messages';
import { nameCheck } from './checks';
import { formRules, otherTextCheck, placeFields, type SharedField, type SharedFields } from './form-rules';

type Values = Record<string, string>;

/** Every field of the shared table for `form`, each read from the values by its own name, with no rule of its own. */
function tableFields<N extends FormName>(form: N): SharedFields<N, Values, string> {
  const field = (name: string): SharedField<Values, string> => ({ value: (v) => v[name]! });
  return Object.fromEntries(Object.keys(REQUIRED_FIELDS[form]).map((name) => [name, field(name)])) as SharedFields<
    N,
    Values,
    string
  >;
}

describe('formRules', () => {
  it.each(Object.keys(REQUIRED_FIELDS) as FormName[])(
    "checks every field the shared table requires of the %s form, with the table's code, and nothing else",
    (form) => {
      const fields = { ...tableFields(form), note: { value: (v: Values) => v.note! } };
      const { checks } = formRules(form, fields);
      const empty: Values = { note: '' };
      const answers = Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, check!(empty)]));
      const expected = Object.entries(REQUIRED_FIELDS[form]).map(([field, code]) => [field, messageIdFor(code)]);
      expect(answers).toEqual(Object.fromEntries(expected));
      const filled: Values = Object.fromEntries(Object.keys(fields).map((field) => [field, 'x']));
      expect(Object.values(checks).map((check) => check!(filled))).toEqual(expected.map(() => null));
    },
  );

  it("lets a field's own rule answer first, told whether the form requires the field", () => {
    const rule = { value: (v: Values) => v.fullName!, rule: nameCheck };
    const quick = formRules('POST_DISASTER_QUICK', { ...tableFields('POST_DISASTER_QUICK'), fullName: rule });
    const emergency = formRules('EMERGENCY', { ...tableFields('EMERGENCY'), fullName: rule });
    expect(quick.checks.fullName!({ fullName: '' })).toBe('validation.fullNameRequired');
    expect(emergency.checks.fullName!({ fullName: '' })).toBeNull();
    expect(emergency.checks.fullName!({ fullName: 'N1mal' })).toBe('validation.nameLetters');
  });

  it("shows a field under the form's own name, and says which server name it stands for (errors, limits)", () => {
    const place = { place: { districtCode: 'LK11', dsCode: '' } };
    const { checks, serverNames } = formRules('alert', placeFields<typeof place>());
    expect(serverNames).toEqual({ dsDivision: 'ds' });
    expect(Object.keys(checks)).toEqual(['ds']);
    expect(checks.ds!(place)).toBe('validation.required');
  });

  it('refuses, when compiled, a form that leaves out a field the shared table requires', () => {
    // @ts-expect-error: the officer's report requires its date and time
    const rules = formRules('officerReport', { description: { value: (v: Values) => v.description! } });
    expect(Object.keys(rules.checks)).toEqual(['description']);
  });
});

describe('otherTextCheck', () => {
  it('asks for the text of Other, in one message, and for nothing when Other is not chosen', () => {
    expect(otherTextCheck(true, '  ')).toBe('validation.specifySupport');
    expect(otherTextCheck(true, 'Boats')).toBeNull();
    expect(otherTextCheck(false, '')).toBeNull();
  });
});
