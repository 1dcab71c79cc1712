import { defineAbility, rules } from '../shared/policy.js';

export const AlertAbilities = {
  publish: defineAbility('alert.publish', rules.dmcOfficerOfDistrict()),
  viewDistrict: defineAbility('alert.viewDistrict', rules.dmcOfficerOfDistrict()),
  viewToResolve: defineAbility('alert.viewToResolve', rules.dsOfficerOfDivision()),
  resolve: defineAbility('alert.resolve', rules.officerOfDivisionOrDistrict()),
  viewReporterContact: defineAbility('alert.viewReporterContact', rules.officerOfDivisionOrDistrict()),
};
