import { registerPhotoHolders } from '../images/images.policy.js';
import { scopeOf } from '../core/policy/actor.js';
import { defineAbility, rules } from '../core/policy/policy.js';
import { Alert } from './alert.entity.js';

export const AlertAbilities = {
  publish: defineAbility('alert.publish', rules.dmcOfficerOfDistrict()),
  viewDistrict: defineAbility('alert.viewDistrict', rules.dmcOfficerOfDistrict(), { keyRead: true }),
  viewToResolve: defineAbility('alert.viewToResolve', rules.dsOfficerOfDivision()),
  resolve: defineAbility('alert.resolve', rules.officerOfDivisionOrDistrict()),
  viewReporterContact: defineAbility('alert.viewReporterContact', rules.officerOfDivisionOrDistrict()),
};

/** An alert's photos are seen by the officers who may see its reporter's contact. */
registerPhotoHolders(async (em, imageId) => {
  const alerts = await em.find(Alert, { images: imageId });
  return alerts.map((alert) => ({ scope: scopeOf(alert), ability: AlertAbilities.viewReporterContact }));
});
