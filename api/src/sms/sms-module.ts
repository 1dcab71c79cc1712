import type { EntityManager } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { SmsSettings } from './sms.settings.js';
import type { RateLimiter } from '../core/limits/rate-limit.js';
import { enabledGateways } from './gateways/gateways.js';
import { smsRouter } from './sms.routes.js';
import { SmsWorker, type SmsWorkerOptions } from './sms-worker.js';

/**
 * SMS in and out for one API instance: the webhooks of the gateways switched on, and the queue's worker (needed when
 * a gateway is on, or when a higher area's work runs without one: Web Push of the notifications).
 */
export function smsModule(
  options: {
    em: EntityManager;
    settings: SmsSettings;
    limiter: RateLimiter;
    warn: (message: string) => void;
    failure: (error: unknown) => void;
    /** Whether the higher areas' rounds have work with no gateway on. */
    roundsWithoutGateway?: boolean;
  } & Pick<SmsWorkerOptions, 'rounds' | 'triaged'>,
): { router: Router; worker: SmsWorker; gatewaysOn: number; workerNeeded: boolean } {
  const gateways = enabledGateways(options.settings);
  const worker = new SmsWorker({
    em: options.em,
    settings: options.settings,
    gateways,
    limiter: options.limiter,
    log: options.warn,
    rounds: options.rounds,
    triaged: options.triaged,
  });
  const router = smsRouter({
    em: options.em,
    settings: options.settings,
    gateways,
    stored: () => worker.wake(),
    log: options.failure,
  });
  return {
    router,
    worker,
    gatewaysOn: gateways.size,
    workerNeeded: gateways.size > 0 || options.roundsWithoutGateway === true,
  };
}
