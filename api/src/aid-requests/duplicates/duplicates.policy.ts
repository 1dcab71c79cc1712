import { defineAbility, rules } from '../../core/policy/policy.js';

export const DuplicateAbilities = {
  /** The flagged pairs, with both requests: DS officers of the division; the DMC officers of the district may see them. */
  view: defineAbility('aidRequestDuplicate.view', rules.officerOfDivisionOrDistrict()),
  /** Merge a duplicate, or mark a pair "not a duplicate": the DS officer of the division, who approves its requests. */
  decide: defineAbility('aidRequestDuplicate.decide', rules.dsOfficerOfDivision()),
};
