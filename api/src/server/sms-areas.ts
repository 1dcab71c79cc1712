import type { EntityManager } from '@mikro-orm/postgresql';
import { notificationsModule } from '../notifications/notifications-module.js';
import type { SmsSettings } from '../sms/sms.settings.js';
import type { RateLimiter } from '../core/limits/rate-limit.js';
import { announceTriaged } from '../sms-triage/sms-triage.service.js';
import { smsModule } from '../sms/sms-module.js';

/**
 * SMS in and out with the areas that add to its worker: the officers' triage lists hear of each message put in the
 * queue, and the notifications area expands alerts' fan-out jobs and batches the users' notifications.
 */
export function smsAreas(options: {
  em: EntityManager;
  settings: SmsSettings;
  limiter: RateLimiter;
  warn: (message: string) => void;
  failure: (error: unknown) => void;
}): ReturnType<typeof smsModule> {
  const notifications = notificationsModule({ em: options.em, settings: options.settings, warn: options.warn });
  return smsModule({
    ...options,
    rounds: notifications.rounds,
    roundsWithoutGateway: notifications.pushOn,
    triaged: announceTriaged,
  });
}
