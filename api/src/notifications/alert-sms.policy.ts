import { defineAbility, rules } from '../core/policy/policy.js';

export const AlertSmsAbilities = {
  /** How many people and SMS parts an alert of a DS would reach, before publishing: the DMC officers of its district. */
  viewReach: defineAbility('sms.viewAlertReach', rules.dmcOfficerOfDistrict()),
  /** How an alert's SMS went (queued, sent, delivered, failed): the DMC officers of the alert's district. */
  viewDeliveries: defineAbility('sms.viewAlertDeliveries', rules.dmcOfficerOfDistrict()),
};
