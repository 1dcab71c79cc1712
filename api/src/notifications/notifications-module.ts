import type { EntityManager } from '@mikro-orm/postgresql';
import type { SmsSettings } from '../sms/sms.settings.js';
import { anyGatewayOn } from '../sms/gateways/gateways.js';
import type { SmsRound } from '../sms/sms-worker.js';
import { enableAlertSms, expandNextJob } from './alert-sms-jobs.js';
import { batchDueNotifications } from './notify-batches.js';
import { enableNotifications } from './notify-events.js';
import { PushSender } from './notify-push.js';

/**
 * Alerts by SMS and the users' notifications for one API instance: the hooks that queue them (switched on with a
 * gateway, the notifications also with Web Push) and the SMS worker's rounds that expand and batch them.
 */
export function notificationsModule(options: { em: EntityManager; settings: SmsSettings; warn: (m: string) => void }): {
  rounds: SmsRound[];
  pushOn: boolean;
} {
  const { em, settings } = options;
  const gatewaysOn = anyGatewayOn(settings);
  const push = settings.webPush ? new PushSender(settings.webPush, options.warn) : null;
  enableAlertSms(gatewaysOn);
  enableNotifications(gatewaysOn || push !== null);
  const { maxAttempts, retryBaseMs, retryMaxMs } = settings;
  const alertFanOut: SmsRound = (providers) => expandNextJob(em, { providers, maxAttempts, retryBaseMs, retryMaxMs });
  // Users' notification events due for their SMS, through the first gateway switched on, and Web Push.
  const notificationBatches: SmsRound = async (providers) => {
    const provider = providers[0] ?? null;
    if (!provider && !push) return false;
    return batchDueNotifications(em, {
      provider,
      push,
      windowSeconds: settings.notifyWindowSeconds,
      maxParts: settings.replyMaxParts,
    });
  };
  return { rounds: [alertFanOut, notificationBatches], pushOn: push !== null };
}
