import { createHash } from 'node:crypto';
import type { SmsGatewaySettings, SmsProviderName } from '../sms.settings.js';
import { SmsErrors } from '../sms.errors.js';
import { LR_SIGNATURE_HEADER, LR_TIMESTAMP_HEADER, lrSignature, sameSignature } from './signatures.js';

/** A webhook call as it reached us: what every signature is computed over. */
export interface RawCall {
  /** The full URL the gateway called (Twilio signs it). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One inbound message read from a call; `sender` as the gateway wrote it (normalised by the inbox). */
export interface InboundSms {
  externalId: string;
  sender: string;
  text: string;
}

export interface GatewayAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** One outbound message: `key` is ours and unique (the gateway may use it to drop a repeat). */
export interface OutboundSms {
  key: string;
  to: string;
  text: string;
}

/** A gateway's word on a message we sent: delivered to the phone, or given up by the network. */
export interface DeliveryReceipt {
  /** The provider's id of the message (what its send answered). */
  externalId: string | null;
  /** Our key of it, when the provider carries it back. */
  key: string | null;
  delivered: boolean;
}

/** A provider's adapter: reads and verifies its webhook calls, answers them the way it expects, sends through it. */
export interface SmsGateway {
  readonly provider: SmsProviderName;
  /** Refuses a call without a valid signature (SMS_SIGNATURE_MISSING / _INVALID); [] for an event that is no SMS. */
  readInbound(call: RawCall, now: Date): InboundSms[];
  /** What the gateway must get back once the call is stored. */
  readonly answer: GatewayAnswer;
  /** Reads a signed delivery-receipt call (refused like readInbound when unsigned); [] for a status that is no verdict. */
  readReceipts(call: RawCall, now: Date): DeliveryReceipt[];
  /** Sends one message; answers the provider's id of it; throws when the provider refused it. */
  send(message: OutboundSms, signal: AbortSignal): Promise<string | null>;
}

export const headerOf = (call: RawCall, name: string): string | undefined => {
  const value = call.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** A signature header checked against what it must be; a call signed too long ago is refused as a replay. */
export function checkSigned(
  sent: string | undefined,
  expected: () => string,
  timestamp?: { value: string | undefined; maxAgeSeconds: number; now: Date },
): void {
  if (!sent || (timestamp && !timestamp.value)) throw SmsErrors.signatureMissing();
  if (!sameSignature(expected(), sent)) throw SmsErrors.signatureInvalid();
  if (timestamp) {
    const seconds = Number(timestamp.value);
    if (!Number.isFinite(seconds) || Math.abs(timestamp.now.getTime() / 1000 - seconds) > timestamp.maxAgeSeconds)
      throw SmsErrors.signatureInvalid();
  }
}

/** A JSON call signed with our scheme (Ideamart's relay and the generic webhook), read once verified. */
export function lrSignedJson(call: RawCall, secret: string, maxAgeSeconds: number, now: Date): Record<string, unknown> {
  const timestamp = headerOf(call, LR_TIMESTAMP_HEADER);
  checkSigned(headerOf(call, LR_SIGNATURE_HEADER), () => lrSignature(secret, timestamp ?? '', call.body), {
    value: timestamp,
    maxAgeSeconds,
    now,
  });
  return jsonOf(call.body);
}

export function jsonOf(body: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw SmsErrors.badPayload();
}

export const stringOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw SmsErrors.badPayload();
};

/** A short digest of who sent what, for ids a gateway reuses for different messages. */
export const contentDigest = (sender: string, text: string): string =>
  createHash('sha256').update(`${sender}\n${text}`).digest('hex').slice(0, 16);

/** One POST to a provider; throws with the status when it is not 2xx; answers the JSON body (or null). */
export async function postTo(
  url: string,
  init: { headers: Record<string, string>; body: string; signal: AbortSignal },
): Promise<Record<string, unknown> | null> {
  const response = await fetch(url, { method: 'POST', redirect: 'manual', ...init });
  const text = await response.text();
  if (response.status < 200 || response.status >= 300) throw new Error(`HTTP ${response.status}`);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export const basicAuth = (user: string | null, password: string | null): Record<string, string> =>
  user ? { authorization: `Basic ${Buffer.from(`${user}:${password ?? ''}`).toString('base64')}` } : {};

/** `receiptsUrl`: where the provider posts delivery receipts when it takes that per message (Twilio); null when unknown. */
export type GatewayFactory = (
  settings: SmsGatewaySettings & { secret: string },
  maxAgeSeconds: number,
  receiptsUrl?: string | null,
) => SmsGateway;
