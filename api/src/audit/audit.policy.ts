import { defineAbility, rules } from '../core/policy/policy.js';

export const AuditAbilities = {
  viewActivity: defineAbility(
    'audit.viewActivity',
    rules.anyOf(rules.dsOfficerOfDivision(), rules.dmcOfficerOfDistrict()),
  ),
};
