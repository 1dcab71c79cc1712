import { AppError } from '../core/errors/errors.js';

/** The gateways' calls: inbound messages and delivery receipts. */
export const SmsErrors = {
  signatureMissing: () => new AppError('SMS_SIGNATURE_MISSING', 'This SMS gateway call is not signed.'),
  signatureInvalid: () => new AppError('SMS_SIGNATURE_INVALID', 'This SMS gateway call has a wrong signature.'),
  /** A gateway with no secret configured is switched off: its webhook does not exist. */
  gatewayOff: () => AppError.notFound('No such call.'),
  badPayload: () => AppError.badInput('The SMS gateway call could not be read.'),
};
