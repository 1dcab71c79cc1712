import type { RuleCode } from './rule-codes.js';

/**
 * One table per form: the fields it requires, each with the code answered when it is left empty. Where a field has
 * a rule of its own (a name, a phone number, symptoms), that rule answers first; this table says whether it applies.
 */
export const REQUIRED_FIELDS = {
  /** Aid request forms (D7): the quick emergency form, the full post-disaster form and its quick variant. */
  EMERGENCY: { contactNo: 'PHONE_LENGTH', district: 'DISTRICT_REQUIRED', dsDivision: 'DS_REQUIRED' },
  POST_DISASTER: {
    fullName: 'FULL_NAME_REQUIRED',
    nicNumber: 'NIC_REQUIRED',
    contactNo: 'PHONE_LENGTH',
    district: 'DISTRICT_REQUIRED',
    dsDivision: 'DS_REQUIRED',
    dateTime: 'DATE_TIME_REQUIRED',
    typeSupport: 'SUPPORT_TYPE_REQUIRED',
    description: 'DESCRIPTION_REQUIRED',
  },
  POST_DISASTER_QUICK: {
    fullName: 'FULL_NAME_REQUIRED',
    contactNo: 'PHONE_LENGTH',
    district: 'DISTRICT_REQUIRED',
    dsDivision: 'DS_REQUIRED',
    typeSupport: 'SUPPORT_TYPE_REQUIRED',
  },
  report: {
    reporterName: 'FULL_NAME_REQUIRED',
    nicNumber: 'NIC_REQUIRED',
    contactNo: 'PHONE_LENGTH',
    district: 'DISTRICT_REQUIRED',
    dsDivision: 'DS_REQUIRED',
    dateTime: 'DATE_TIME_REQUIRED',
    description: 'SYMPTOMS_REQUIRED',
  },
  officerReport: { dateTime: 'DATE_TIME_REQUIRED', description: 'SYMPTOMS_REQUIRED' },
  signup: {
    fullName: 'FULL_NAME_REQUIRED',
    contactNumber: 'PHONE_LENGTH',
    email: 'EMAIL_FORMAT',
    password: 'PASSWORD_TOO_SHORT',
    district: 'DISTRICT_REQUIRED',
    dsDivision: 'DS_REQUIRED',
  },
  contribution: { typeSupport: 'SUPPORT_TYPE_REQUIRED', description: 'DESCRIPTION_REQUIRED' },
  alert: { dsDivision: 'DS_REQUIRED' },
} as const satisfies Record<string, Record<string, RuleCode>>;

export type FormName = keyof typeof REQUIRED_FIELDS;

export function isRequired(form: FormName, field: string): boolean {
  return field in REQUIRED_FIELDS[form];
}

/** The code for an empty required field of a form; null when the field is optional there or has a value. */
export function requiredError(form: FormName, field: string, value: string | null | undefined): RuleCode | null {
  const code = (REQUIRED_FIELDS[form] as Record<string, RuleCode>)[field];
  return code && !(value ?? '').trim() ? code : null;
}
