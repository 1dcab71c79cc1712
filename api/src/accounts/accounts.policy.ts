import { defineAbility, rules } from '../core/policy/policy.js';

export const AccountAbilities = {
  viewOwnAccount: defineAbility('account.viewOwn', rules.anySignedIn()),
  updateOwnAccount: defineAbility('account.updateOwn', rules.owner()),
  updateOfficeContact: defineAbility('dsOffice.updateContact', rules.dsOfficerOfDivision()),
};
