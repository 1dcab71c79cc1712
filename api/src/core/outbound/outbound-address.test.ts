import { describe, expect, it } from 'vitest';
import { KNOWN_PUSH_SERVICES } from '../../sms/web-push.settings.js';
import {
  addressAllowed,
  endpointProblem,
  resolveAllowed,
  type EndpointProblem,
  type EndpointRule,
} from './outbound-address.js';

const PUBLIC_ONLY = { privateAllowed: [] };
/** Web Push with the shipped defaults. */
const PUSH: EndpointRule = { schemes: ['https:'], hosts: KNOWN_PUSH_SERVICES, addresses: PUBLIC_ONLY };
/** Webhook receivers: any host, http or https, public addresses only. */
const WEBHOOK: EndpointRule = { schemes: ['http:', 'https:'], hosts: null, addresses: PUBLIC_ONLY };

const cases: Array<[rule: 'push' | 'webhook', endpoint: string, problem: EndpointProblem | null]> = [
  ['push', 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b', null],
  ['push', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl', null],
  ['push', 'https://web.push.apple.com/QGkcD8Rm', null],
  ['push', 'https://api.push.apple.com/3/device/abc', null],
  ['push', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB', null],
  ['push', 'https://FCM.googleapis.com./fcm/send/x', null],
  ['push', 'https://push.apple.com/x', 'HOST_NOT_LISTED'],
  ['push', 'https://notfcm.googleapis.com/x', 'HOST_NOT_LISTED'],
  ['push', 'https://fcm.googleapis.com.attacker.test/x', 'HOST_NOT_LISTED'],
  ['push', 'https://web.push.apple.com.attacker.test/x', 'HOST_NOT_LISTED'],
  ['push', 'https://push.example.org/x', 'HOST_NOT_LISTED'],
  ['push', 'https://localhost/x', 'HOST_NOT_LISTED'],
  ['push', 'https://127.0.0.1:8443/x', 'HOST_NOT_LISTED'],
  ['push', 'https://[::1]/x', 'HOST_NOT_LISTED'],
  ['push', 'https://8.8.8.8/x', 'HOST_NOT_LISTED'],
  ['push', 'http://fcm.googleapis.com/fcm/send/x', 'SCHEME'],
  ['push', 'https://user:pass@fcm.googleapis.com/fcm/send/x', 'CREDENTIALS'],
  ['push', 'https://user@fcm.googleapis.com/fcm/send/x', 'CREDENTIALS'],
  ['push', 'not a url', 'NOT_A_URL'],
  ['webhook', 'https://receiver.example.org/cap', null],
  ['webhook', 'http://receiver.example.org:8080/cap', null],
  ['webhook', 'https://8.8.8.8/cap', null],
  ['webhook', 'https://[2606:4700:4700::1111]/cap', null],
  ['webhook', 'http://2130706433/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://0x7f.1/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://0x7f000001/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://0177.0.0.1/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://127.1/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://127.0.0.1:5432/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://[::1]/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://[::]/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://[::ffff:127.0.0.1]/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://[::ffff:7f00:1]/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://[::ffff:169.254.169.254]/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://[64:ff9b::7f00:1]/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://[2002:7f00:1::]/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://[fc00::1]/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://[fd12:3456:789a::1]/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://[fe80::1]/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://[ff02::1]/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://10.0.0.5/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://172.16.0.1/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://192.168.1.1/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://100.64.0.1/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://169.254.169.254/latest/meta-data/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://0.0.0.0/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://0/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://224.0.0.1/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://255.255.255.255/', 'ADDRESS_NOT_PUBLIC'],
  ['webhook', 'http://user:pass@receiver.example.org/cap', 'CREDENTIALS'],
  ['webhook', 'ftp://receiver.example.org/cap', 'SCHEME'],
  ['webhook', 'file:///etc/passwd', 'SCHEME'],
  ['webhook', 'gopher://127.0.0.1:6379/_INFO', 'SCHEME'],
];

describe('the outbound address rule of Web Push and webhooks', () => {
  it.each(cases)('%s %s: %s', (rule, endpoint, problem) => {
    expect(endpointProblem(endpoint, rule === 'push' ? PUSH : WEBHOOK)).toBe(problem);
  });

  it('allows a non-public address only when listed (the tests and the bench), or for a receiver allowed any', () => {
    const local = { privateAllowed: ['127.0.0.1', '10.1.0.0/16'] };
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.1.2.3'].map((a) => addressAllowed(a, local))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['127.0.0.2', '::1', '10.2.0.1', '169.254.169.254'].map((a) => addressAllowed(a, local))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(addressAllowed('169.254.169.254', { privateAllowed: [], anyAddress: true })).toBe(true);
    expect(addressAllowed('not an address', { privateAllowed: [], anyAddress: true })).toBe(false);
  });

  it('resolves a name and refuses it when an address it has is not allowed', async () => {
    await expect(resolveAllowed('localhost', PUBLIC_ONLY)).rejects.toMatchObject({ code: 'ADDRESS_NOT_ALLOWED' });
    const allowed = await resolveAllowed('localhost', { privateAllowed: ['127.0.0.1', '::1'] });
    expect(allowed.map((a) => a.address)).toContain('127.0.0.1');
  });
});
