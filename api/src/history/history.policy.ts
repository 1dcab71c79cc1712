import { defineAbility, rules } from '../core/policy/policy.js';

export const HistoryAbilities = {
  /** A record's history (who did what, when): the DS officer of its division and the DMC officer of its district. */
  view: defineAbility('history.view', rules.officerOfDivisionOrDistrict()),
};
