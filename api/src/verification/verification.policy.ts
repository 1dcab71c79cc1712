import { defineAbility, rules } from '../shared/policy.js';

export const VerificationAbilities = {
  verify: defineAbility('image.verify', rules.dmcOfficerOfDistrict()),
};
