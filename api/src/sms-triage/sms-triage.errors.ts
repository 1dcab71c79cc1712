import { AppError } from '../core/errors/errors.js';

export const SmsTriageErrors = {
  notFound: (id: string) => AppError.notFound(`No text message ${id}.`),
  notInTriage: () => new AppError('SMS_NOT_IN_TRIAGE', 'This text message is no longer waiting in the queue.'),
  replyInvalid: () => new AppError('SMS_REPLY_INVALID', 'A reply needs some text and must fit in two SMS parts.'),
  placeNeeded: () => new AppError('SMS_PLACE_NEEDED', 'Assign a DS division to this text message first.'),
};
