import { describe, expect, it } from 'vitest';
import { receiverRule, subscriptionProblem } from './webhook-subscriptions.js';

const SECRET = 'receiver-secret-0123456789';
const SHIPPED = { privateAllowed: [] };

describe('npm run webhook:add: where a receiver may be', () => {
  it('refuses loopback, link-local and private receivers, by number or by name, and URLs with credentials', async () => {
    const rule = receiverRule(SHIPPED, false);
    for (const url of [
      'http://127.0.0.1:8080/cap',
      'http://localhost:8080/cap',
      'http://169.254.169.254/latest/meta-data/',
      'http://192.168.1.20/cap',
      'http://[fe80::1]/cap',
    ])
      expect(await subscriptionProblem(url, SECRET, rule), url).toMatch(/--allow-private/u);
    expect(await subscriptionProblem('https://user:pass@8.8.8.8/cap', SECRET, rule)).toMatch(/user name or password/u);
    expect(await subscriptionProblem('ftp://8.8.8.8/cap', SECRET, rule)).toMatch(/http/u);
  });

  it('takes a public receiver, and a private one only with --allow-private', async () => {
    expect(await subscriptionProblem('https://8.8.8.8/cap', SECRET, receiverRule(SHIPPED, false))).toBeNull();
    expect(await subscriptionProblem('http://localhost:8080/cap', SECRET, receiverRule(SHIPPED, true))).toBeNull();
    expect(await subscriptionProblem('http://10.0.0.7/cap', SECRET, receiverRule(SHIPPED, true))).toBeNull();
    expect(await subscriptionProblem('https://8.8.8.8/cap', 'short', receiverRule(SHIPPED, false))).toMatch(/secret/u);
  });
});
