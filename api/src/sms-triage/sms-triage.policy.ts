import { defineAbility, rules } from '../core/policy/policy.js';

/**
 * The officers' SMS triage queue. A message placed in a DS division is its DS officer's and the district's
 * DMC officer's; one placed only in a district is the DMC officer's; one with no place known is national: every DMC
 * officer's (checked without a subject). Numbers and texts only to those whose item it is; never to an API key.
 */
export const SmsTriageAbilities = {
  triage: defineAbility('sms.triage', rules.officerOfDivisionOrDistrict()),
  triageNational: defineAbility('sms.triageNational', rules.dmcOfficerOfDistrict()),
};
