import type { GatewayFactory } from './gateway.js';
import { lrSignedJson, postTo, stringOf } from './gateway.js';
import { LR_SIGNATURE_HEADER, LR_TIMESTAMP_HEADER, lrSignature } from './signatures.js';

/** A generic signed JSON webhook ({"id","from","text"}), signed like Ideamart's relay; sends are signed the same way. */
export const genericGateway: GatewayFactory = (settings, maxAgeSeconds) => ({
  provider: 'generic',
  readInbound(call, now) {
    const event = lrSignedJson(call, settings.secret, maxAgeSeconds, now);
    return [{ externalId: stringOf(event.id), sender: stringOf(event.from), text: stringOf(event.text ?? '') }];
  },
  /** {"id", "key", "status": "delivered" | "failed"}, signed the same way; any other status is no verdict. */
  readReceipts(call, now) {
    const event = lrSignedJson(call, settings.secret, maxAgeSeconds, now);
    const status = stringOf(event.status ?? '');
    if (status !== 'delivered' && status !== 'failed') return [];
    return [
      {
        externalId: event.id === undefined ? null : stringOf(event.id),
        key: event.key === undefined ? null : stringOf(event.key),
        delivered: status === 'delivered',
      },
    ];
  },
  answer: { status: 202, contentType: 'application/json', body: '{"accepted":true}' },
  async send(message, signal) {
    const body = JSON.stringify({ id: message.key, to: message.to, text: message.text });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answer = await postTo(`${settings.apiUrl}/messages`, {
      headers: {
        'content-type': 'application/json',
        [LR_TIMESTAMP_HEADER]: timestamp,
        [LR_SIGNATURE_HEADER]: lrSignature(settings.secret, timestamp, body),
      },
      body,
      signal,
    });
    return typeof answer?.id === 'string' ? answer.id : null;
  },
});
