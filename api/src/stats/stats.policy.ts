import { defineAbility, rules } from '../shared/policy.js';

export const StatsAbilities = {
  districtOverview: defineAbility('stats.districtOverview', rules.dmcOfficerOfDistrict(), { keyRead: true }),
};
