import type { GatewayFactory, RawCall } from './gateway.js';
import { basicAuth, checkSigned, contentDigest, headerOf, jsonOf, postTo, stringOf } from './gateway.js';
import { androidSignature } from './signatures.js';

export const ANDROID_SIGNATURE_HEADER = 'x-signature';
export const ANDROID_TIMESTAMP_HEADER = 'x-timestamp';

function signedEvent(call: RawCall, secret: string, maxAgeSeconds: number, now: Date): Record<string, unknown> {
  const timestamp = headerOf(call, ANDROID_TIMESTAMP_HEADER);
  checkSigned(headerOf(call, ANDROID_SIGNATURE_HEADER), () => androidSignature(secret, timestamp ?? '', call.body), {
    value: timestamp,
    maxAgeSeconds,
    now,
  });
  return jsonOf(call.body);
}

/**
 * SMS Gateway for Android (sms-gate.app): a JSON event, `sms:received` carrying payload.messageId, phoneNumber and
 * message; signed with X-Signature = HMAC-SHA256(body + X-Timestamp). Its message ids are not unique: the id we
 * keep is the gateway's id with a digest of sender and text, so a reused id never hides another message.
 */
/** The events that are a verdict on a message we sent (its messageId is the id we gave it). */
const ANDROID_VERDICTS: Record<string, boolean> = { 'sms:delivered': true, 'sms:failed': false };

export const androidGateway: GatewayFactory = (settings, maxAgeSeconds) => ({
  provider: 'android',
  readInbound(call, now) {
    const event = signedEvent(call, settings.secret, maxAgeSeconds, now);
    if (event.event !== 'sms:received') return [];
    const payload = (event.payload ?? {}) as Record<string, unknown>;
    const sender = stringOf(payload.phoneNumber);
    const text = stringOf(payload.message);
    return [{ externalId: `${stringOf(payload.messageId ?? event.id)}:${contentDigest(sender, text)}`, sender, text }];
  },
  readReceipts(call, now) {
    const event = signedEvent(call, settings.secret, maxAgeSeconds, now);
    const verdict = ANDROID_VERDICTS[String(event.event)];
    const payload = (event.payload ?? {}) as Record<string, unknown>;
    return verdict === undefined ? [] : [{ externalId: null, key: stringOf(payload.messageId), delivered: verdict }];
  },
  answer: { status: 200, contentType: 'application/json', body: '{}' },
  async send(message, signal) {
    const answer = await postTo(`${settings.apiUrl}/3rdparty/v1/message`, {
      headers: { 'content-type': 'application/json', ...basicAuth(settings.account, settings.password) },
      body: JSON.stringify({ id: message.key, textMessage: { text: message.text }, phoneNumbers: [message.to] }),
      signal,
    });
    return typeof answer?.id === 'string' ? answer.id : null;
  },
});
