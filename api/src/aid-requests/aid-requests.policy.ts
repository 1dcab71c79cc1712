import { defineAbility, rules } from '../core/policy/policy.js';

export const AidRequestAbilities = {
  viewPending: defineAbility('aidRequest.viewPending', rules.dsOfficerOfDivision()),
  decide: defineAbility('aidRequest.decide', rules.dsOfficerOfDivision()),
  markDelivered: defineAbility('aidRequest.markDelivered', rules.officerOfDivisionOrDistrict()),
  viewDistrict: defineAbility('aidRequest.viewDistrict', rules.dmcOfficerOfDistrict(), { keyRead: true }),
  viewForVolunteer: defineAbility('aidRequest.viewForVolunteer', rules.volunteerOfDistrict()),
  /** NIC numbers and exact positions (D13). */
  viewPrivate: defineAbility('aidRequest.viewPrivate', rules.officerOfArea()),
  /** Whether it came by SMS, and the text sent: officers of the area only; the public sees it like any other. */
  viewSmsOrigin: defineAbility('aidRequest.viewSmsOrigin', rules.officerOfArea()),
  /** The full contact number (D13): officers of the area and volunteers of the district. */
  viewContact: defineAbility('aidRequest.viewContact', rules.anyOf(rules.officerOfArea(), rules.volunteerOfDistrict())),
  /** The district's requests whose place is to confirm, and placing one in a DS division: any officer of the district. */
  place: defineAbility('aidRequest.place', rules.officerOfDistrictWhileUnplaced()),
};
