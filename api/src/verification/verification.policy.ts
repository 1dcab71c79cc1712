import { defineAbility, rules } from '../core/policy/policy.js';

export const VerificationAbilities = {
  verify: defineAbility('image.verify', rules.dmcOfficerOfDistrict()),
};
