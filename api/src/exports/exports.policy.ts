import { defineAbility, rules } from '../core/policy/policy.js';

/**
 * Officers export their own area only: a DS officer the division, a DMC officer the district; an API key
 * with a district scope exports its district, without contact numbers or exact points.
 */
export const ExportAbilities = {
  exportArea: defineAbility('export.area', rules.anyOf(rules.dsOfficerOfDivision(), rules.dmcOfficerOfDistrict()), {
    keyRead: true,
  }),
  /** Contact numbers and exact points in an export: officers of the area only, never an API key. */
  exportContacts: defineAbility(
    'export.contacts',
    rules.anyOf(rules.dsOfficerOfDivision(), rules.dmcOfficerOfDistrict()),
  ),
};
