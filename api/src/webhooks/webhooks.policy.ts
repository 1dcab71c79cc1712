import { defineAbility, rules } from '../core/policy/policy.js';

export const WebhookAbilities = {
  /** What the webhooks sent for an alert, attempt by attempt: the DMC officers of the alert's district. */
  viewDeliveries: defineAbility('cap.viewWebhookDeliveries', rules.dmcOfficerOfDistrict()),
};
