import type { EntityManager } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { SmsSettings } from '../shared/config.js';
import type { RateLimiter } from '../shared/rate-limit.js';
import { enabledGateways } from './gateways/gateways.js';
import { smsRouter } from './sms.routes.js';
import { SmsWorker } from './sms-worker.js';
import { enableAlertSms } from './alert-sms-jobs.js';
import { enableNotifications } from './notify-events.js';
import { PushSender } from './notify-push.js';

/**
 * SMS in and out for one API instance: the webhooks of the gateways switched on, and the queue's worker (needed when
 * a gateway or Web Push is on: it also batches the notifications).
 */
export function smsModule(options: {
  em: EntityManager;
  settings: SmsSettings;
  limiter: RateLimiter;
  warn: (message: string) => void;
  failure: (error: unknown) => void;
}): { router: Router; worker: SmsWorker; gatewaysOn: number; workerNeeded: boolean } {
  const gateways = enabledGateways(options.settings);
  const push = options.settings.webPush ? new PushSender(options.settings.webPush, options.warn) : null;
  enableAlertSms(gateways.size > 0);
  enableNotifications(gateways.size > 0 || push !== null);
  const worker = new SmsWorker({
    em: options.em,
    settings: options.settings,
    gateways,
    push,
    limiter: options.limiter,
    log: options.warn,
  });
  const router = smsRouter({
    em: options.em,
    settings: options.settings,
    gateways,
    stored: () => worker.wake(),
    log: options.failure,
  });
  return { router, worker, gatewaysOn: gateways.size, workerNeeded: gateways.size > 0 || push !== null };
}
