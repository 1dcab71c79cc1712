import { defineAbility, rules } from '../core/policy/policy.js';

export const VolunteerAbilities = {
  listDivision: defineAbility('volunteer.listDivision', rules.dsOfficerOfDivision()),
  listDistrict: defineAbility('volunteer.listDistrict', rules.dmcOfficerOfDistrict()),
  /** The district's volunteers whose place is to confirm, and placing one in a DS division: any officer of the district. */
  place: defineAbility('volunteer.place', rules.officerOfDistrictWhileUnplaced()),
  setOwnAvailability: defineAbility('volunteer.setOwnAvailability', rules.volunteer()),
};
