import type { GatewayFactory } from './gateway.js';
import { lrSignedJson, postTo, stringOf } from './gateway.js';

/**
 * Dialog Ideamart-style JSON: sourceAddress ("tel:94..."), message, requestId; answered {"statusCode":"S1000"}.
 * Ideamart itself signs nothing, so the relay in front of it signs with our scheme (README "SMS"): X-LR-Timestamp
 * and X-LR-Signature = "sha256=" + hex HMAC-SHA256(secret, timestamp + "." + body).
 */
export const ideamartGateway: GatewayFactory = (settings, maxAgeSeconds) => ({
  provider: 'ideamart',
  readInbound(call, now) {
    const event = lrSignedJson(call, settings.secret, maxAgeSeconds, now);
    return [
      {
        externalId: stringOf(event.requestId),
        sender: stringOf(event.sourceAddress),
        text: stringOf(event.message ?? ''),
      },
    ];
  },
  /** A delivery report ({requestId, deliveryStatus}), relayed and signed like the inbound calls; only DELIVERED is delivered. */
  readReceipts(call, now) {
    const event = lrSignedJson(call, settings.secret, maxAgeSeconds, now);
    const status = stringOf(event.deliveryStatus ?? '');
    return status ? [{ externalId: stringOf(event.requestId), key: null, delivered: status === 'DELIVERED' }] : [];
  },
  answer: {
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ statusCode: 'S1000', statusDetail: 'Success' }),
  },
  async send(message, signal) {
    const answer = await postTo(`${settings.apiUrl}/send`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        applicationId: settings.account,
        password: settings.password,
        message: message.text,
        destinationAddresses: [`tel:${message.to.replace(/^\+/, '')}`],
      }),
      signal,
    });
    if (answer?.statusCode !== 'S1000')
      throw new Error(`Ideamart ${typeof answer?.statusCode === 'string' ? answer.statusCode : 'no status'}`);
    return typeof answer.requestId === 'string' ? answer.requestId : null;
  },
});
