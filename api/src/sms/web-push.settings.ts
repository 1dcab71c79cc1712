import { readOutboundAddressRule } from '../core/config/config.js';
import { areaSettings, integer, list, optionalText, text } from '../core/config/variables.js';
import type { OutboundAddressRule } from '../core/outbound/outbound-address.js';

/** The browsers' push services (Chrome's FCM, Firefox's autopush, Safari's, Edge's WNS): endpoints go nowhere else. */
export const KNOWN_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/**
 * Web Push of the users' notifications: off while the VAPID keys are unset (npm run push:keys makes a pair). Read
 * with the SMS settings, which carry it to the SMS worker's notification rounds.
 */
export const webPushSettings = areaSettings({
  WEB_PUSH_VAPID_PUBLIC_KEY: optionalText(),
  WEB_PUSH_VAPID_PRIVATE_KEY: optionalText(),
  WEB_PUSH_SUBJECT: text('mailto:relief@example.org'),
  WEB_PUSH_TIMEOUT_MS: integer(10_000, 100, 300_000),
  WEB_PUSH_HOSTS: list(KNOWN_PUSH_SERVICES, (host) => /^(\*\.)?[a-z0-9.-]+$/iu.test(host), 'must list host names'),
});

export interface WebPushSettings {
  publicKey: string;
  privateKey: string;
  /** The VAPID contact (mailto: or https:) the push services may write to. */
  subject: string;
  timeoutMs: number;
  /** The push services' host names (WEB_PUSH_HOSTS; `*.push.apple.com` for any name under it). */
  hosts: readonly string[];
  addresses: OutboundAddressRule;
  /** A certificate authority trusted besides the system's: only the tests' local push service sets it. */
  ca?: string;
}

/** Web Push: on when both VAPID keys are set. */
export function readWebPushSettings(env: NodeJS.ProcessEnv = process.env): WebPushSettings | null {
  const e = webPushSettings.read(env);
  if (!e.WEB_PUSH_VAPID_PUBLIC_KEY || !e.WEB_PUSH_VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: e.WEB_PUSH_VAPID_PUBLIC_KEY,
    privateKey: e.WEB_PUSH_VAPID_PRIVATE_KEY,
    subject: e.WEB_PUSH_SUBJECT,
    timeoutMs: e.WEB_PUSH_TIMEOUT_MS,
    hosts: e.WEB_PUSH_HOSTS,
    addresses: readOutboundAddressRule(env),
  };
}
