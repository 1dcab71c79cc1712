import type { SmsProviderName, SmsSettings } from '../sms.settings.js';
import { androidGateway } from './android.js';
import type { GatewayFactory, SmsGateway } from './gateway.js';
import { genericGateway } from './generic.js';
import { ideamartGateway } from './ideamart.js';
import { twilioGateway } from './twilio.js';

const FACTORIES: Record<SmsProviderName, GatewayFactory> = {
  twilio: twilioGateway,
  android: androidGateway,
  ideamart: ideamartGateway,
  generic: genericGateway,
};

export const SMS_PROVIDERS = Object.keys(FACTORIES) as SmsProviderName[];

/** Whether any gateway is switched on (has a secret configured). */
export const anyGatewayOn = (settings: SmsSettings): boolean =>
  SMS_PROVIDERS.some((provider) => Boolean(settings.gateways[provider].secret));

/** The gateways switched on: those with a secret configured. */
export function enabledGateways(settings: SmsSettings): Map<SmsProviderName, SmsGateway> {
  const gateways = new Map<SmsProviderName, SmsGateway>();
  for (const provider of SMS_PROVIDERS) {
    const config = settings.gateways[provider];
    const receiptsUrl = settings.publicUrl ? `${settings.publicUrl.replace(/\/$/, '')}/sms/${provider}/receipts` : null;
    if (config.secret)
      gateways.set(
        provider,
        FACTORIES[provider]({ ...config, secret: config.secret }, settings.signatureMaxAgeSeconds, receiptsUrl),
      );
  }
  return gateways;
}
