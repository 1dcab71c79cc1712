import type { GatewayFactory, RawCall } from './gateway.js';
import { basicAuth, checkSigned, headerOf, postTo } from './gateway.js';
import { twilioSignature } from './signatures.js';
import { SmsErrors } from '../sms.errors.js';

export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

/** Twilio Programmable Messaging: a form POST (MessageSid, From, Body) signed with X-Twilio-Signature. */
/** Twilio's message statuses that are a verdict: delivered, or given up. */
const TWILIO_VERDICTS: Record<string, boolean> = { delivered: true, undelivered: false, failed: false };

const signedForm = (call: RawCall, secret: string): URLSearchParams => {
  const params = new URLSearchParams(call.body.toString('utf8'));
  checkSigned(headerOf(call, TWILIO_SIGNATURE_HEADER), () => twilioSignature(secret, call.url, params));
  return params;
};

export const twilioGateway: GatewayFactory = (settings, _maxAgeSeconds, receiptsUrl) => ({
  provider: 'twilio',
  readInbound(call) {
    const params = signedForm(call, settings.secret);
    const id = params.get('MessageSid') ?? params.get('SmsSid');
    const from = params.get('From');
    if (!id || !from) throw SmsErrors.badPayload();
    return [{ externalId: id, sender: from, text: params.get('Body') ?? '' }];
  },
  /** The status callback: a form POST (MessageSid, MessageStatus) signed like the inbound webhook. */
  readReceipts(call) {
    const params = signedForm(call, settings.secret);
    const verdict = TWILIO_VERDICTS[params.get('MessageStatus') ?? ''];
    const id = params.get('MessageSid');
    if (!id) throw SmsErrors.badPayload();
    return verdict === undefined ? [] : [{ externalId: id, key: null, delivered: verdict }];
  },
  // An empty TwiML answer: the reply goes through the API, recorded first, never as TwiML.
  answer: { status: 200, contentType: 'text/xml', body: '<?xml version="1.0" encoding="UTF-8"?><Response></Response>' },
  async send(message, signal) {
    const account = settings.account ?? '';
    const body = new URLSearchParams({
      To: message.to,
      From: settings.from ?? '',
      Body: message.text,
      ...(receiptsUrl ? { StatusCallback: receiptsUrl } : {}),
    }).toString();
    const answer = await postTo(`${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(account)}/Messages.json`, {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'i-twilio-idempotency-token': message.key,
        ...basicAuth(account, settings.password),
      },
      body,
      signal,
    });
    return typeof answer?.sid === 'string' ? answer.sid : null;
  },
});
