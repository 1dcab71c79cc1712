import { defineAbility, rules } from '../shared/policy.js';

export const ReportAbilities = {
  submitAsOfficer: defineAbility('report.submitAsOfficer', rules.dsOfficerOfDivision()),
  review: defineAbility('report.review', rules.dmcOfficerOfDistrict()),
  /** Photos and reporter details are for officers only. */
  viewDetails: defineAbility('report.viewDetails', rules.officerOfDivisionOrDistrict()),
};
