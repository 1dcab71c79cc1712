import type { GatewayFactory } from './gateway.js';
import { checkSigned, headerOf, jsonOf, postTo, stringOf } from './gateway.js';
import { LR_SIGNATURE_HEADER, LR_TIMESTAMP_HEADER, lrSignature } from './signatures.js';

/**
 * Dialog Ideamart-style JSON: sourceAddress ("tel:94..."), message, requestId; answered {"statusCode":"S1000"}.
 * Ideamart itself signs nothing, so the relay in front of it signs with our scheme (README "SMS"): X-LR-Timestamp
 * and X-LR-Signature = "sha256=" + hex HMAC-SHA256(secret, timestamp + "." + body).
 */
export const ideamartGateway: GatewayFactory = (settings, maxAgeSeconds) => ({
  provider: 'ideamart',
  readInbound(call, now) {
    const timestamp = headerOf(call, LR_TIMESTAMP_HEADER);
    checkSigned(headerOf(call, LR_SIGNATURE_HEADER), () => lrSignature(settings.secret, timestamp ?? '', call.body), { value: timestamp, maxAgeSeconds, now });
    const event = jsonOf(call.body);
    return [{ externalId: stringOf(event.requestId), sender: stringOf(event.sourceAddress), text: stringOf(event.message ?? '') }];
  },
  answer: { status: 200, contentType: 'application/json', body: JSON.stringify({ statusCode: 'S1000', statusDetail: 'Success' }) },
  async send(message, signal) {
    const answer = await postTo(`${settings.apiUrl}/send`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationId: settings.account, password: settings.password, message: message.text, destinationAddresses: [`tel:${message.to.replace(/^\+/, '')}`] }),
      signal,
    });
    if (answer?.statusCode !== 'S1000') throw new Error(`Ideamart ${typeof answer?.statusCode === 'string' ? answer.statusCode : 'no status'}`);
    return typeof answer.requestId === 'string' ? answer.requestId : null;
  },
});
