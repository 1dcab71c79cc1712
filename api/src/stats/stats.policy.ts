import { defineAbility, rules } from '../core/policy/policy.js';

export const StatsAbilities = {
  districtOverview: defineAbility('stats.districtOverview', rules.dmcOfficerOfDistrict(), { keyRead: true }),
};
