import { registerPhotoHolders } from '../images/images.policy.js';
import { scopeOf } from '../shared/actor.js';
import { defineAbility, rules } from '../shared/policy.js';
import { Report } from './report.entity.js';

export const ReportAbilities = {
  submitAsOfficer: defineAbility('report.submitAsOfficer', rules.dsOfficerOfDivision()),
  review: defineAbility('report.review', rules.dmcOfficerOfDistrict()),
  /** Photos and reporter details are for officers only. */
  viewDetails: defineAbility('report.viewDetails', rules.officerOfDivisionOrDistrict()),
};

/** A report's photo is seen by those who may see the report's details. */
registerPhotoHolders(async (em, imageId) => {
  const report = await em.findOne(Report, { image: imageId });
  return report ? [{ scope: scopeOf(report), ability: ReportAbilities.viewDetails }] : [];
});
