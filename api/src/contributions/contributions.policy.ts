import { registerMergeHook } from '../aid-requests/duplicates/merge-hooks.js';
import { registerPhotoHolders } from '../images/images.policy.js';
import { scopeOf } from '../core/policy/actor.js';
import { defineAbility, rules } from '../core/policy/policy.js';
import { Contribution } from './contribution.entity.js';

export const ContributionAbilities = {
  add: defineAbility('contribution.add', rules.volunteerOfDistrict()),
  viewOwn: defineAbility('contribution.viewOwn', rules.volunteer()),
  review: defineAbility('contribution.review', rules.dsOfficerOfDivision()),
  /** Hearing of changes: the DS officer of the division and the volunteer who made it. */
  follow: defineAbility('contribution.follow', rules.anyOf(rules.dsOfficerOfDivision(), rules.owner())),
};

/** A contribution's photo is seen by those who follow it: the DS officer of the division and its volunteer. */
registerPhotoHolders(async (em, imageId) => {
  const contribution = await em.findOne(Contribution, { image: imageId });
  return contribution
    ? [{ scope: scopeOf(contribution, contribution.volunteer.id), ability: ContributionAbilities.follow }]
    : [];
});

/** A merged duplicate's contributions follow the surviving request; both are of one DS division. */
registerMergeHook('contributions', async (tx, duplicateId, intoId) => {
  await tx.nativeUpdate(Contribution, { aidRequest: duplicateId }, { aidRequest: intoId });
});
