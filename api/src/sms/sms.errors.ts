import { AppError } from '../shared/errors.js';

export const SmsErrors = {
  signatureMissing: () => new AppError('SMS_SIGNATURE_MISSING', 'This SMS gateway call is not signed.'),
  signatureInvalid: () => new AppError('SMS_SIGNATURE_INVALID', 'This SMS gateway call has a wrong signature.'),
  /** A gateway with no secret configured is switched off: its webhook does not exist. */
  gatewayOff: () => AppError.notFound('No such call.'),
  badPayload: () => AppError.badInput('The SMS gateway call could not be read.'),
  pushOff: () => AppError.badInput('Web Push is not switched on.'),
  pushSubscriptionInvalid: () => AppError.badInput('This push subscription could not be read.'),
  pushServiceRefused: () => AppError.badInput('This push service is not one the server sends to.'),
  pushSubscriptionTaken: () =>
    new AppError('CONFLICT', 'This browser already receives the notifications of another account.'),
  alertNotFound: (id: number) => AppError.coded('NOT_FOUND', 'ALERT_NOT_FOUND', { id: String(id) }),
  notFound: (id: string) => AppError.notFound(`No text message ${id}.`),
  notInTriage: () => new AppError('SMS_NOT_IN_TRIAGE', 'This text message is no longer waiting in the queue.'),
  replyInvalid: () => new AppError('SMS_REPLY_INVALID', 'A reply needs some text and must fit in two SMS parts.'),
  placeNeeded: () => new AppError('SMS_PLACE_NEEDED', 'Assign a DS division to this text message first.'),
};
