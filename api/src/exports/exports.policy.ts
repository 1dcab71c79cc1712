import { defineAbility, rules } from '../shared/policy.js';

/** Officers export their own area only: a DS officer the division, a DMC officer the district (issue 20). */
export const ExportAbilities = {
  exportArea: defineAbility('export.area', rules.anyOf(rules.dsOfficerOfDivision(), rules.dmcOfficerOfDistrict())),
};
