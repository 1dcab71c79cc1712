import { describe, expect, it } from 'vitest';
import { User } from './user.entity.js';
import { DEFAULT_RATE_LIMITS } from '../core/config/config.js';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import { makeVolunteer, tokenFor } from '../testing/factories.js';
import { firstCode, gqlFrom, type AddressedResult } from '../testing/from-address.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
// Sign-ups keep their real limit here: the email-probing test depends on it.
const api = useTestServer(db, {
  rateLimits: { ...relaxedLimits(), signupsPerAddress: DEFAULT_RATE_LIMITS.signupsPerAddress },
});

const SIGNUP = 'mutation ($input: SignupVolunteerInput!) { signupVolunteer(input: $input) { id } }';
const CHANGE = 'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
const TOO_COMMON = 'This password is too common or too easy to guess. Please choose another one.';
const input = (password: string, email = `p-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`) => ({
  fullName: 'Nimal Perera',
  email,
  password,
  confirmPassword: password,
  contactNumber: '0771234567',
  district: 'LK11',
  dsDivision: 'LK1106',
});
const fieldsOf = (result: AddressedResult) => result.body.errors?.[0]?.extensions?.fields;

describe('common and breached passwords are refused', () => {
  it.each(['12345678', 'password', 'aaaaaaaa', '        '])(
    'refuses %j at sign-up with the rule text, and makes no account',
    async (password) => {
      const before = await db.orm.em.fork().count(User, {});
      const result = await gqlFrom(api.url, `203.0.113.${Math.floor(Math.random() * 200) + 1}`, SIGNUP, {
        input: input(password),
      });
      expect(fieldsOf(result)?.password).toBe(TOO_COMMON);
      expect(await db.orm.em.fork().count(User, {})).toBe(before);
    },
  );

  it.each(['12345678', 'password', 'aaaaaaaa', '        '])(
    'refuses %j as a new password at change',
    async (password) => {
      const token = await tokenFor(db.orm.em, await makeVolunteer(db.orm.em));
      const result = await gqlFrom(api.url, '198.51.100.50', CHANGE, { c: 'test-password-1', n: password }, token);
      expect(fieldsOf(result)?.newPassword).toBe(TOO_COMMON);
    },
  );
});

describe('sign-up cannot be used to list registered emails', () => {
  it('counts every sign-up try of an address before the email is looked at, so probing stops after a few', async () => {
    const taken = input('Kelani river 1957');
    expect(firstCode(await gqlFrom(api.url, '192.0.2.77', SIGNUP, { input: taken }))).toBeUndefined();
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        firstCode(await gqlFrom(api.url, '192.0.2.77', SIGNUP, { input: input('Kelani river 1957', taken.email) })),
      );
    expect(codes).toEqual(['EMAIL_TAKEN', 'EMAIL_TAKEN', 'EMAIL_TAKEN', 'EMAIL_TAKEN', 'RATE_LIMITED', 'RATE_LIMITED']);
  });
});
