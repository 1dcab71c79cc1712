import type { GatewayFactory } from './gateway.js';
import { checkSigned, headerOf, jsonOf, postTo, stringOf } from './gateway.js';
import { LR_SIGNATURE_HEADER, LR_TIMESTAMP_HEADER, lrSignature } from './signatures.js';

/** A generic signed JSON webhook ({"id","from","text"}), signed like Ideamart's relay; sends are signed the same way. */
export const genericGateway: GatewayFactory = (settings, maxAgeSeconds) => ({
  provider: 'generic',
  readInbound(call, now) {
    const timestamp = headerOf(call, LR_TIMESTAMP_HEADER);
    checkSigned(headerOf(call, LR_SIGNATURE_HEADER), () => lrSignature(settings.secret, timestamp ?? '', call.body), { value: timestamp, maxAgeSeconds, now });
    const event = jsonOf(call.body);
    return [{ externalId: stringOf(event.id), sender: stringOf(event.from), text: stringOf(event.text ?? '') }];
  },
  answer: { status: 202, contentType: 'application/json', body: '{"accepted":true}' },
  async send(message, signal) {
    const body = JSON.stringify({ id: message.key, to: message.to, text: message.text });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answer = await postTo(`${settings.apiUrl}/messages`, {
      headers: { 'content-type': 'application/json', [LR_TIMESTAMP_HEADER]: timestamp, [LR_SIGNATURE_HEADER]: lrSignature(settings.secret, timestamp, body) },
      body,
      signal,
    });
    return typeof answer?.id === 'string' ? answer.id : null;
  },
});
