import type { GatewayFactory } from './gateway.js';
import { basicAuth, checkSigned, headerOf, postTo } from './gateway.js';
import { twilioSignature } from './signatures.js';
import { SmsErrors } from '../sms.errors.js';

export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

/** Twilio Programmable Messaging: a form POST (MessageSid, From, Body) signed with X-Twilio-Signature. */
export const twilioGateway: GatewayFactory = (settings) => ({
  provider: 'twilio',
  readInbound(call) {
    const params = new URLSearchParams(call.body.toString('utf8'));
    checkSigned(headerOf(call, TWILIO_SIGNATURE_HEADER), () => twilioSignature(settings.secret, call.url, params));
    const id = params.get('MessageSid') ?? params.get('SmsSid');
    const from = params.get('From');
    if (!id || !from) throw SmsErrors.badPayload();
    return [{ externalId: id, sender: from, text: params.get('Body') ?? '' }];
  },
  // An empty TwiML answer: the reply goes through the API, recorded first, never as TwiML.
  answer: { status: 200, contentType: 'text/xml', body: '<?xml version="1.0" encoding="UTF-8"?><Response></Response>' },
  async send(message, signal) {
    const account = settings.account ?? '';
    const body = new URLSearchParams({ To: message.to, From: settings.from ?? '', Body: message.text }).toString();
    const answer = await postTo(`${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(account)}/Messages.json`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'i-twilio-idempotency-token': message.key, ...basicAuth(account, settings.password) },
      body,
      signal,
    });
    return typeof answer?.sid === 'string' ? answer.sid : null;
  },
});
