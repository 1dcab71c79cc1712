import { defineAbility, rules } from '../shared/policy.js';

export const AuditAbilities = {
  viewActivity: defineAbility(
    'audit.viewActivity',
    rules.anyOf(rules.dsOfficerOfDivision(), rules.dmcOfficerOfDistrict()),
  ),
};
