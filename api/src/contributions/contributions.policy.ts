import { defineAbility, rules } from '../shared/policy.js';

export const ContributionAbilities = {
  add: defineAbility('contribution.add', rules.volunteerOfDistrict()),
  viewOwn: defineAbility('contribution.viewOwn', rules.volunteer()),
  review: defineAbility('contribution.review', rules.dsOfficerOfDivision()),
  /** Hearing of changes: the DS officer of the division and the volunteer who made it. */
  follow: defineAbility('contribution.follow', rules.anyOf(rules.dsOfficerOfDivision(), rules.owner())),
};
