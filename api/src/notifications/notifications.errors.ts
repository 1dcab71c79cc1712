import { AppError } from '../core/errors/errors.js';

/** Web Push subscriptions and alerts by SMS. */
export const NotificationErrors = {
  pushOff: () => AppError.badInput('Web Push is not switched on.'),
  pushSubscriptionInvalid: () => AppError.badInput('This push subscription could not be read.'),
  pushServiceRefused: () => AppError.badInput('This push service is not one the server sends to.'),
  pushSubscriptionTaken: () =>
    new AppError('CONFLICT', 'This browser already receives the notifications of another account.'),
  alertNotFound: (id: number) => AppError.coded('NOT_FOUND', 'ALERT_NOT_FOUND', { id: String(id) }),
};
