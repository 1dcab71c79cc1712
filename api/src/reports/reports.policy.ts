import { registerPhotoHolders } from '../images/images.policy.js';
import { scopeOf } from '../core/policy/actor.js';
import { defineAbility, rules } from '../core/policy/policy.js';
import { Report } from './report.entity.js';

export const ReportAbilities = {
  submitAsOfficer: defineAbility('report.submitAsOfficer', rules.dsOfficerOfDivision()),
  review: defineAbility('report.review', rules.dmcOfficerOfDistrict()),
  /** Closing reports with a published alert (its source and the others of its group): the DMC officer of the reports' district. */
  closeWithAlert: defineAbility('report.closeWithAlert', rules.dmcOfficerOfDistrict()),
  /** The pending reports of a district, as the DMC officer reviews them (a district API key reads them too). */
  viewPending: defineAbility('report.viewPending', rules.dmcOfficerOfDistrict(), { keyRead: true }),
  /** Photos and reporter details are for officers only (a district key reads a report without NIC or phone number). */
  viewDetails: defineAbility('report.viewDetails', rules.officerOfArea(), { keyRead: true }),
  /** What identifies or finds the reporter (NIC, contact number, own GPS point, photo): officers of the area, never an API key. */
  viewReporter: defineAbility('report.viewReporter', rules.officerOfArea()),
  /** Whether it came by SMS, and the text sent: officers of the area, never an API key. */
  viewSmsOrigin: defineAbility('report.viewSmsOrigin', rules.officerOfArea()),
  /** The district's reports whose place is to confirm, and placing one in a DS division: any officer of the district. */
  place: defineAbility('report.place', rules.officerOfDistrictWhileUnplaced()),
};

/** A report's photo is seen by those who may see the report's details. */
registerPhotoHolders(async (em, imageId) => {
  const report = await em.findOne(Report, { image: imageId });
  return report ? [{ scope: scopeOf(report), ability: ReportAbilities.viewDetails }] : [];
});
