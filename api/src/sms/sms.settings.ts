import { areaSettings, httpUrl, integer, optionalText, text } from '../core/config/variables.js';
import { readWebPushSettings, type WebPushSettings } from './web-push.settings.js';

/** SMS (README "SMS"): this area's part of the environment. A gateway is on only when its secret is set. */
export const smsSettings = areaSettings({
  SMS_PUBLIC_URL: httpUrl(),
  SMS_TWILIO_AUTH_TOKEN: optionalText(),
  SMS_TWILIO_ACCOUNT_SID: optionalText(),
  SMS_TWILIO_FROM: optionalText(),
  SMS_TWILIO_API_URL: text('https://api.twilio.com'),
  SMS_ANDROID_WEBHOOK_SECRET: optionalText(),
  SMS_ANDROID_API_URL: text('https://api.sms-gate.app'),
  SMS_ANDROID_API_USER: optionalText(),
  SMS_ANDROID_API_PASSWORD: optionalText(),
  SMS_IDEAMART_SECRET: optionalText(),
  SMS_IDEAMART_APP_ID: optionalText(),
  SMS_IDEAMART_PASSWORD: optionalText(),
  SMS_IDEAMART_API_URL: text('https://api.dialog.lk/sms'),
  SMS_GENERIC_SECRET: optionalText(),
  SMS_GENERIC_API_URL: optionalText(),
  SMS_DUPLICATE_WINDOW_SECONDS: integer(120, 0, 86_400),
  SMS_SIGNATURE_MAX_AGE_SECONDS: integer(300, 1, 86_400),
  SMS_MAX_ATTEMPTS: integer(5, 1, 100),
  SMS_RETRY_BASE_MS: integer(2_000, 10),
  SMS_RETRY_MAX_MS: integer(600_000, 10),
  SMS_POLL_MS: integer(500, 10),
  SMS_BATCH: integer(8, 1, 1_000),
  SMS_REPLY_MAX_PARTS: integer(2, 1, 10),
  SMS_SEND_TIMEOUT_MS: integer(10_000, 100, 300_000),
  SMS_PER_NUMBER_PER_HOUR: integer(20, 1, 100_000),
  // Alerts by SMS: each gateway's pace, shared by every instance through the sms_pace row
  SMS_TWILIO_PER_SECOND: integer(10, 1, 10_000),
  SMS_ANDROID_PER_SECOND: integer(1, 1, 10_000),
  SMS_IDEAMART_PER_SECOND: integer(30, 1, 10_000),
  SMS_GENERIC_PER_SECOND: integer(50, 1, 10_000),
  SMS_ALERT_BATCH: integer(50, 1, 10_000),
  // Notification preferences by SMS: a user's events of this many seconds go out as one SMS.
  SMS_NOTIFY_WINDOW_SECONDS: integer(60, 0, 86_400),
});

/** One gateway's settings; `secret` null means the gateway is switched off (its webhook answers 404). */
export interface SmsGatewaySettings {
  secret: string | null;
  /** Where outbound messages go (the provider's API base; the simulator's address in tests). */
  apiUrl: string | null;
  /** The provider's account: Twilio account SID and sending number, Android user and password, Ideamart app id and password. */
  account: string | null;
  password: string | null;
  from: string | null;
}

export type SmsProviderName = 'twilio' | 'android' | 'ideamart' | 'generic';

export interface SmsSettings {
  gateways: Record<SmsProviderName, SmsGatewaySettings>;
  /** This server's public address as the gateways call it (Twilio signs the full URL); else the request's own. */
  publicUrl: string | null;
  /** The same text right after itself from the same number within this many seconds is one message (a retry under a new id). */
  duplicateWindowSeconds: number;
  /** A signed call older than this (its timestamp header) is refused as a replay. */
  signatureMaxAgeSeconds: number;
  /** Processing attempts of one message before it goes to the triage queue. */
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  /** Messages one instance claims (and processes at once, each on a database connection) at a time. */
  batch: number;
  replyMaxParts: number;
  sendTimeoutMs: number;
  /** Messages one number may send in an hour; beyond it they go to triage unanswered (no reply costs). */
  perNumberPerHour: number;
  /** Messages per second each gateway takes, all instances together (slots reserved in sms_pace). */
  perSecond: Record<SmsProviderName, number>;
  /** Outbound messages one instance claims per gateway and round (at most one second's pace). */
  alertBatch: number;
  /** A user's notification events are gathered this many seconds (from the first) into one SMS. */
  notifyWindowSeconds: number;
  /** Web Push of the notifications beside their SMS; null while off. */
  webPush: WebPushSettings | null;
}

export function readSmsSettings(env: NodeJS.ProcessEnv = process.env): SmsSettings {
  const e = smsSettings.read(env);
  const gateway = (
    secret: string | undefined,
    apiUrl: string | undefined,
    account?: string,
    password?: string,
    from?: string,
  ): SmsGatewaySettings => ({
    secret: secret ?? null,
    apiUrl: apiUrl ?? null,
    account: account ?? null,
    password: password ?? null,
    from: from ?? null,
  });
  return {
    gateways: {
      twilio: gateway(
        e.SMS_TWILIO_AUTH_TOKEN,
        e.SMS_TWILIO_API_URL,
        e.SMS_TWILIO_ACCOUNT_SID,
        e.SMS_TWILIO_AUTH_TOKEN,
        e.SMS_TWILIO_FROM,
      ),
      android: gateway(
        e.SMS_ANDROID_WEBHOOK_SECRET,
        e.SMS_ANDROID_API_URL,
        e.SMS_ANDROID_API_USER,
        e.SMS_ANDROID_API_PASSWORD,
      ),
      ideamart: gateway(e.SMS_IDEAMART_SECRET, e.SMS_IDEAMART_API_URL, e.SMS_IDEAMART_APP_ID, e.SMS_IDEAMART_PASSWORD),
      generic: gateway(e.SMS_GENERIC_SECRET, e.SMS_GENERIC_API_URL),
    },
    publicUrl: e.SMS_PUBLIC_URL ?? null,
    duplicateWindowSeconds: e.SMS_DUPLICATE_WINDOW_SECONDS,
    signatureMaxAgeSeconds: e.SMS_SIGNATURE_MAX_AGE_SECONDS,
    maxAttempts: e.SMS_MAX_ATTEMPTS,
    retryBaseMs: e.SMS_RETRY_BASE_MS,
    retryMaxMs: e.SMS_RETRY_MAX_MS,
    pollMs: e.SMS_POLL_MS,
    batch: e.SMS_BATCH,
    replyMaxParts: e.SMS_REPLY_MAX_PARTS,
    sendTimeoutMs: e.SMS_SEND_TIMEOUT_MS,
    perNumberPerHour: e.SMS_PER_NUMBER_PER_HOUR,
    perSecond: {
      twilio: e.SMS_TWILIO_PER_SECOND,
      android: e.SMS_ANDROID_PER_SECOND,
      ideamart: e.SMS_IDEAMART_PER_SECOND,
      generic: e.SMS_GENERIC_PER_SECOND,
    },
    alertBatch: e.SMS_ALERT_BATCH,
    notifyWindowSeconds: e.SMS_NOTIFY_WINDOW_SECONDS,
    webPush: readWebPushSettings(env),
  };
}
