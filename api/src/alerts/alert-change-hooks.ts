import type { EntityManager } from '@mikro-orm/postgresql';
import { hookRegistry } from '../core/events/hook-registry.js';
import type { Alert } from './alert.entity.js';

/** What happened to an alert: its CAP message is an Alert when published, a Cancel when resolved. */
export type AlertChange = 'PUBLISHED' | 'RESOLVED';

/** Runs inside the transaction that makes the change: what it writes commits or rolls back with the change. */
export type AlertChangeHook = (tx: EntityManager, alert: Alert, change: AlertChange) => Promise<void>;

const hooks = hookRegistry<Parameters<AlertChangeHook>>();

/**
 * Lets a higher area (CAP webhooks) act on every published or resolved alert in the same transaction, without this
 * area importing it. Registering again under the same name replaces the hook.
 */
export function registerAlertChangeHook(name: string, hook: AlertChangeHook): void {
  hooks.register(name, hook);
}

export async function runAlertChangeHooks(tx: EntityManager, alert: Alert, change: AlertChange): Promise<void> {
  await hooks.run(tx, alert, change);
}
