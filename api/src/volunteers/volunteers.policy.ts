import { defineAbility, rules } from '../shared/policy.js';

export const VolunteerAbilities = {
  listDivision: defineAbility('volunteer.listDivision', rules.dsOfficerOfDivision()),
  listDistrict: defineAbility('volunteer.listDistrict', rules.dmcOfficerOfDistrict()),
  setOwnAvailability: defineAbility('volunteer.setOwnAvailability', rules.volunteer()),
};
