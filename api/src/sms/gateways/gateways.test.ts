import { describe, expect, it } from 'vitest';
import type { SmsGatewaySettings } from '../sms.settings.js';
import { androidGateway } from './android.js';
import type { RawCall } from './gateway.js';
import { genericGateway } from './generic.js';
import { ideamartGateway } from './ideamart.js';
import {
  androidSignature,
  LR_SIGNATURE_HEADER,
  LR_TIMESTAMP_HEADER,
  lrSignature,
  twilioSignature,
} from './signatures.js';
import { twilioGateway } from './twilio.js';
import { enabledGateways } from './gateways.js';
import { readSmsSettings } from '../sms.settings.js';

const settings = (secret: string): SmsGatewaySettings & { secret: string } => ({
  secret,
  apiUrl: 'http://127.0.0.1:9',
  account: null,
  password: null,
  from: null,
});
const now = new Date('2026-11-24T02:00:00Z');
const nowSeconds = String(now.getTime() / 1000);
const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('Twilio signature', () => {
  // The worked example of Twilio's webhook security documentation (auth token 12345).
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675310',
    Digits: '1234',
    From: '+14158675310',
    To: '+18005551212',
  };

  it('matches the documented vector', () => {
    expect(twilioSignature('12345', url, params)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
  });

  it('reads a signed inbound SMS and refuses a missing, tampered or foreign signature', () => {
    const gateway = twilioGateway(settings('12345'), 300);
    const form = new URLSearchParams({ MessageSid: 'SM1', From: '+94771234567', To: '+94112', Body: 'උදව් Kolonnawa' });
    const call = (signature: string | undefined, body = form): RawCall => ({
      url,
      headers: { 'x-twilio-signature': signature },
      body: Buffer.from(body.toString()),
    });
    const signature = twilioSignature('12345', url, form);
    expect(gateway.readInbound(call(signature), now)).toEqual([
      { externalId: 'SM1', sender: '+94771234567', text: 'උදව් Kolonnawa' },
    ]);
    expect(codeOf(() => gateway.readInbound(call(undefined), now))).toBe('SMS_SIGNATURE_MISSING');
    const tampered = new URLSearchParams(form);
    tampered.set('Body', 'HELP Colombo');
    expect(codeOf(() => gateway.readInbound(call(signature, tampered), now))).toBe('SMS_SIGNATURE_INVALID');
    expect(codeOf(() => gateway.readInbound(call(twilioSignature('other', url, form)), now))).toBe(
      'SMS_SIGNATURE_INVALID',
    );
  });
});

describe('SMS Gateway for Android', () => {
  const gateway = androidGateway(settings('s3cret'), 300);
  const event = (id: string, message: string) =>
    JSON.stringify({
      event: 'sms:received',
      id: 'evt',
      payload: { messageId: id, phoneNumber: '+94771234567', message },
    });
  const call = (body: string, timestamp = nowSeconds, secret = 's3cret'): RawCall => ({
    url: 'http://x/sms/android',
    headers: { 'x-timestamp': timestamp, 'x-signature': androidSignature(secret, timestamp, body) },
    body: Buffer.from(body),
  });

  it('keeps a reused id apart when the text differs, and the same when it does not', () => {
    const [a] = gateway.readInbound(call(event('7', 'HELP Kolonnawa')), now);
    const [b] = gateway.readInbound(call(event('7', 'STOP')), now);
    const [c] = gateway.readInbound(call(event('7', 'HELP Kolonnawa')), now);
    expect(a!.externalId).not.toBe(b!.externalId);
    expect(a!.externalId).toBe(c!.externalId);
  });

  it('refuses a wrong secret and an old timestamp, and ignores other events', () => {
    expect(codeOf(() => gateway.readInbound(call(event('1', 'x'), nowSeconds, 'wrong'), now))).toBe(
      'SMS_SIGNATURE_INVALID',
    );
    expect(codeOf(() => gateway.readInbound(call(event('1', 'x'), String(now.getTime() / 1000 - 3600)), now))).toBe(
      'SMS_SIGNATURE_INVALID',
    );
    expect(gateway.readInbound(call(JSON.stringify({ event: 'sms:sent', payload: {} })), now)).toEqual([]);
  });
});

describe('Ideamart-style and generic webhooks', () => {
  const signed = (secret: string, body: string): RawCall => ({
    url: 'http://x',
    headers: { [LR_TIMESTAMP_HEADER]: nowSeconds, [LR_SIGNATURE_HEADER]: lrSignature(secret, nowSeconds, body) },
    body: Buffer.from(body),
  });

  it('reads Ideamart fields and answers S1000', () => {
    const gateway = ideamartGateway(settings('k'), 300);
    const body = JSON.stringify({
      version: '1.0',
      applicationId: 'APP_1',
      sourceAddress: 'tel:94771234567',
      message: 'STATUS 4',
      requestId: 'r-1',
    });
    expect(gateway.readInbound(signed('k', body), now)).toEqual([
      { externalId: 'r-1', sender: 'tel:94771234567', text: 'STATUS 4' },
    ]);
    expect(JSON.parse(gateway.answer.body)).toMatchObject({ statusCode: 'S1000' });
    expect(codeOf(() => gateway.readInbound(signed('other', body), now))).toBe('SMS_SIGNATURE_INVALID');
  });

  it('reads the generic webhook and refuses an unsigned one', () => {
    const gateway = genericGateway(settings('g'), 300);
    const body = JSON.stringify({ id: 'g-1', from: '0771234567', text: 'LANG TA' });
    expect(gateway.readInbound(signed('g', body), now)).toEqual([
      { externalId: 'g-1', sender: '0771234567', text: 'LANG TA' },
    ]);
    expect(codeOf(() => gateway.readInbound({ url: 'http://x', headers: {}, body: Buffer.from(body) }, now))).toBe(
      'SMS_SIGNATURE_MISSING',
    );
    expect(codeOf(() => gateway.readInbound(signed('g', '[1]'), now))).toBe('BAD_USER_INPUT');
  });
});

describe('switching gateways on', () => {
  it('turns on exactly the gateways whose secret is set', () => {
    expect([...enabledGateways(readSmsSettings({})).keys()]).toEqual([]);
    const settings = readSmsSettings({
      SMS_TWILIO_AUTH_TOKEN: 'tok',
      SMS_GENERIC_SECRET: 'gen',
      SMS_GENERIC_API_URL: 'http://127.0.0.1:1',
    });
    expect([...enabledGateways(settings).keys()]).toEqual(['twilio', 'generic']);
  });
});
