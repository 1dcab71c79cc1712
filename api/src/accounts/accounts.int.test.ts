import { describe, expect, it } from 'vitest';
import { LoginAttempt, Session } from './session.entity.js';
import { User } from './user.entity.js';
import { DsDivision } from '../geography/geography.entity.js';
import { makeDmcOfficer, makeDsOfficer, makeVolunteer, TEST_PASSWORD } from '../testing/factories.js';
import { useTestDatabase } from '../testing/test-database.js';
import { ok } from '../testing/scenario.js';
import { errorCode, useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);

const LOGIN = `mutation ($userId: Int!, $password: String!, $role: Role!) {
  login(userId: $userId, password: $password, role: $role) { token expiresAt user { userId role fullName district { code } dsDivision { code } } }
}`;
const ME = '{ me { userId role fullName } }';
const SIGNUP = `mutation ($input: SignupVolunteerInput!) { signupVolunteer(input: $input) { id userId role available district { name } dsDivision { name } } }`;

const signupInput = (overrides: Record<string, string> = {}) => ({
  fullName: 'සුනිල් ශාන්ත',
  email: `new-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`,
  password: 'long-enough-pw',
  confirmPassword: 'long-enough-pw',
  contactNumber: '0771234567',
  district: 'LK11',
  dsDivision: 'LK1106',
  ...overrides,
});

describe('volunteer sign-up', () => {
  it('creates a volunteer with a numeric user id, Sinhala names allowed', async () => {
    const result = await api.gql<{
      signupVolunteer: { id: string; userId: number; role: string; dsDivision: { name: string } };
    }>(SIGNUP, { input: signupInput() });
    expect(result.errors).toBeUndefined();
    expect(result.data?.signupVolunteer.userId).toBeGreaterThan(10000);
    expect(result.data?.signupVolunteer.id).toBe(String(result.data?.signupVolunteer.userId));
    expect(result.data?.signupVolunteer.role).toBe('VOLUNTEER');
    expect(result.data?.signupVolunteer.dsDivision.name).toBe('Kolonnawa');
  });

  it('takes places by P-code only, and finds the code of a name with placeByName', async () => {
    const named = await api.gql(SIGNUP, {
      input: signupInput({ district: 'kandy district', dsDivision: 'Gangawata Korale' }),
    });
    expect(errorCode(named)).toBe('BAD_USER_INPUT');
    expect(named.errors?.[0]?.extensions).toMatchObject({
      messageCode: 'PLACE_CODE_REQUIRED',
      fieldCodes: { district: 'PLACE_CODE_REQUIRED' },
    });
    const lookup = await ok<{
      district: { district: { code: string }; dsDivision: null };
      ds: { district: { code: string }; dsDivision: { code: string; name: string } };
      none: null;
    }>(
      api,
      '{ district: placeByName(name: "kandy district") { district { code } dsDivision { code } } ds: placeByName(name: "Gangawata Korale", district: "LK21") { district { code } dsDivision { code name } } none: placeByName(name: "Atlantis") { district { code } } }',
    );
    expect(lookup).toEqual({
      district: { district: { code: 'LK21' }, dsDivision: null },
      ds: {
        district: { code: 'LK21' },
        dsDivision: { code: expect.stringMatching(/^LK21\d\d$/), name: 'Gangawata Korale' },
      },
      none: null,
    });
    const coded = await ok<{ signupVolunteer: { district: { name: string } } }>(api, SIGNUP, {
      input: signupInput({ district: lookup.ds.district.code, dsDivision: lookup.ds.dsDivision.code }),
    });
    expect(coded.signupVolunteer.district.name).toBe('Kandy');
  });

  it('refuses bad input with BAD_USER_INPUT, the seed messages per field, and writes nothing', async () => {
    const before = await db.orm.em.fork().count(User, {});
    const result = await api.gql(SIGNUP, {
      input: signupInput({
        fullName: 'R2D2',
        email: 'no at sign',
        contactNumber: '12345',
        confirmPassword: 'different-pw',
        dsDivision: 'LK2130',
      }),
    });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields).toEqual({
      fullName: 'Name can only contain letters and spaces',
      email: 'Invalid email format',
      contactNumber: 'This phone number is too short: a Sri Lankan number has 10 digits, such as 0771234567',
      confirmPassword: 'Passwords do not match',
    });
    // The web translates by these codes: each field's rule code, the first one for the message.
    expect(result.errors?.[0]?.extensions?.fieldCodes).toEqual({
      fullName: 'NAME_LETTERS',
      email: 'EMAIL_FORMAT',
      contactNumber: 'PHONE_TOO_SHORT',
      confirmPassword: 'PASSWORDS_MISMATCH',
    });
    expect(result.errors?.[0]?.extensions?.messageCode).toBe('NAME_LETTERS');
    expect(await db.orm.em.fork().count(User, {})).toBe(before);
  });

  it('refuses a password shorter than 8 characters (D15)', async () => {
    const result = await api.gql(SIGNUP, { input: signupInput({ password: 'short', confirmPassword: 'short' }) });
    expect(result.errors?.[0]?.extensions?.fields?.password).toBe('Password must be at least 8 characters');
  });

  it('refuses a second account with the same email with CONFLICT code EMAIL_TAKEN', async () => {
    const input = signupInput();
    await api.gql(SIGNUP, { input });
    const again = await api.gql(SIGNUP, { input: { ...input, email: input.email.toUpperCase() } });
    expect(errorCode(again)).toBe('EMAIL_TAKEN');
  });
});

describe('login, me and logout', () => {
  it('logs in, sets an httpOnly SameSite cookie, and the cookie and the bearer token both identify the user', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    const login = await api.gql<{ login: { token: string; user: { id: number; role: string } } }>(LOGIN, {
      userId: volunteer.id,
      password: TEST_PASSWORD,
      role: 'VOLUNTEER',
    });
    expect(login.data?.login.user).toMatchObject({ userId: volunteer.id, role: 'VOLUNTEER' });
    expect(login.setCookie).toMatch(/lr_session=[^;]+;.*HttpOnly/i);
    expect(login.setCookie).toMatch(/SameSite=Lax/i);
    const cookie = login.setCookie!.split(';')[0]!;

    const byCookie = await api.gql<{ me: { userId: number } }>(ME, {}, { cookie });
    expect(byCookie.data?.me.userId).toBe(volunteer.id);
    const byToken = await api.gql<{ me: { userId: number } }>(ME, {}, { token: login.data!.login.token });
    expect(byToken.data?.me.userId).toBe(volunteer.id);
  });

  it('answers me = null for a visitor', async () => {
    const result = await api.gql<{ me: null }>(ME);
    expect(result.data?.me).toBeNull();
  });

  it('revokes the session on the server at logout', async () => {
    const officer = await makeDsOfficer(db.orm.em);
    const login = await api.gql<{ login: { token: string } }>(LOGIN, {
      userId: officer.id,
      password: TEST_PASSWORD,
      role: 'DS_OFFICER',
    });
    const token = login.data!.login.token;
    const out = await api.gql<{ logout: boolean }>('mutation { logout }', {}, { token });
    expect(out.data?.logout).toBe(true);
    expect((await api.gql<{ me: null }>(ME, {}, { token })).data?.me).toBeNull();
  });

  it('says Role mismatch for the right password with the wrong role, and creates no session', async () => {
    const officer = await makeDmcOfficer(db.orm.em);
    const sessionsBefore = await db.orm.em.fork().count(Session, { user: officer.id });
    const result = await api.gql(LOGIN, { userId: officer.id, password: TEST_PASSWORD, role: 'VOLUNTEER' });
    expect(errorCode(result)).toBe('ROLE_MISMATCH');
    expect(result.errors?.[0]?.message).toBe('Role mismatch. Please select the correct role for this user.');
    expect(result.setCookie).toBeNull();
    expect(await db.orm.em.fork().count(Session, { user: officer.id })).toBe(sessionsBefore);
  });

  it('checks the password before the role: a wrong password with a wrong role reveals nothing', async () => {
    const officer = await makeDmcOfficer(db.orm.em);
    const result = await api.gql(LOGIN, { userId: officer.id, password: 'wrong-password', role: 'VOLUNTEER' });
    expect(errorCode(result)).toBe('LOGIN_FAILED');
    const unknown = await api.gql(LOGIN, { userId: 99_999_999, password: 'wrong-password', role: 'VOLUNTEER' });
    expect(errorCode(unknown)).toBe('LOGIN_FAILED');
    expect(unknown.errors?.[0]?.message).toBe(result.errors?.[0]?.message);
  });

  it('slows a user id down after a few failed tries, even with the right password right then', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    for (let i = 0; i < 3; i++)
      expect(errorCode(await api.gql(LOGIN, { userId: volunteer.id, password: `wrong-${i}`, role: 'VOLUNTEER' }))).toBe(
        'LOGIN_FAILED',
      );
    const blocked = await api.gql(LOGIN, { userId: volunteer.id, password: TEST_PASSWORD, role: 'VOLUNTEER' });
    expect(errorCode(blocked)).toBe('RATE_LIMITED');
    expect(await db.orm.em.fork().count(Session, { user: volunteer.id })).toBe(0);
    expect(await db.orm.em.fork().count(LoginAttempt, { key: `user:${volunteer.id}`, succeeded: false })).toBe(3);
  });

  it('refuses a non-numeric user id with a GraphQL validation error, never a 500', async () => {
    const result = await api.gql(LOGIN, { userId: 'abc', password: 'x', role: 'VOLUNTEER' });
    expect(result.status).toBeLessThan(500);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('officer creation (operator command)', () => {
  it('gives the division its office contact from its first DS officer only (D16)', async () => {
    const first = await makeDsOfficer(db.orm.em, 'LK21', 'LK2103');
    await makeDsOfficer(db.orm.em, 'LK21', 'LK2103');
    const division = await db.orm.em.fork().findOneOrFail(DsDivision, { code: 'LK2103' });
    expect(division.officeContact).toBe(first.contactNo);
  });

  it('refuses a DS officer whose division is not in the district', async () => {
    await expect(makeDsOfficer(db.orm.em, 'LK21', 'LK1103')).rejects.toMatchObject({ code: 'DS_NOT_IN_DISTRICT' });
  });
});

describe('settings (D15, D16, D21)', () => {
  it('changes the password only with the current one, and ends the other sessions but not this one', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    const login = async (password: string) =>
      api.gql<{ login: { token: string } }>(LOGIN, { userId: volunteer.id, password, role: 'VOLUNTEER' });
    const here = (await login(TEST_PASSWORD)).data!.login.token;
    const elsewhere = (await login(TEST_PASSWORD)).data!.login.token;
    const CHANGE = 'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
    expect(errorCode(await api.gql(CHANGE, { c: 'not-it-at-all', n: 'a-new-password' }, { token: here }))).toBe(
      'WRONG_PASSWORD',
    );
    expect(
      (await api.gql<{ changePassword: boolean }>(CHANGE, { c: TEST_PASSWORD, n: 'a-new-password' }, { token: here }))
        .data?.changePassword,
    ).toBe(true);
    expect((await api.gql<{ me: { userId: number } | null }>(ME, {}, { token: here })).data?.me?.userId).toBe(
      volunteer.id,
    );
    expect((await api.gql<{ me: null }>(ME, {}, { token: elsewhere })).data?.me).toBeNull();
    expect(errorCode(await login(TEST_PASSWORD))).toBe('LOGIN_FAILED');
    expect((await login('a-new-password')).data?.login.token).toBeTruthy();
  });

  it('updates the own contact number and notification preference', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    const token = (
      await api.gql<{ login: { token: string } }>(LOGIN, {
        userId: volunteer.id,
        password: TEST_PASSWORD,
        role: 'VOLUNTEER',
      })
    ).data!.login.token;
    const result = await api.gql<{ updateMySettings: { contactNo: string; notificationPreference: string } }>(
      'mutation { updateMySettings(contactNo: "0719876543", notificationPreference: REPORTS) { contactNo notificationPreference } }',
      {},
      { token },
    );
    expect(result.data?.updateMySettings).toEqual({ contactNo: '0719876543', notificationPreference: 'REPORTS' });
    expect(errorCode(await api.gql('mutation { updateMySettings(contactNo: "123") { id } }', {}, { token }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('lets a DS officer set the office contact, shown to the public; refuses others', async () => {
    const officer = await makeDsOfficer(db.orm.em, 'LK12', 'LK1206');
    const token = (
      await api.gql<{ login: { token: string } }>(LOGIN, {
        userId: officer.id,
        password: TEST_PASSWORD,
        role: 'DS_OFFICER',
      })
    ).data!.login.token;
    await api.gql('mutation { updateOfficeContact(contactNo: "0332223334") }', {}, { token });
    const contacts = await api.gql<{ dsOfficeContacts: { dsDivision: { code: string }; contactNo: string }[] }>(
      '{ dsOfficeContacts { dsDivision { code } contactNo } }',
    );
    expect(contacts.data?.dsOfficeContacts).toContainEqual({ dsDivision: { code: 'LK1206' }, contactNo: '0332223334' });
    const volunteer = await makeVolunteer(db.orm.em);
    const vToken = (
      await api.gql<{ login: { token: string } }>(LOGIN, {
        userId: volunteer.id,
        password: TEST_PASSWORD,
        role: 'VOLUNTEER',
      })
    ).data!.login.token;
    expect(
      errorCode(await api.gql('mutation { updateOfficeContact(contactNo: "0332223334") }', {}, { token: vToken })),
    ).toBe('FORBIDDEN');
  });
});
