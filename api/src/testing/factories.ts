import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsService } from '../accounts/accounts.service.js';
import { createSession } from '../accounts/sessions.js';
import { Role, type User } from '../accounts/user.entity.js';
import { systemContext } from '../core/context/service-context.js';

export const TEST_PASSWORD = 'test-password-1';

const phone = () => `07${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}${randomInt(1000)}`;

/** A volunteer of the given DS division (P-codes). */
export async function makeVolunteer(em: EntityManager, district = 'LK11', dsDivision = 'LK1103'): Promise<User> {
  return new AccountsService(systemContext(em.fork())).signupVolunteer({
    fullName: 'Test Volunteer',
    email: `volunteer-${unique()}@example.org`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    contactNumber: phone(),
    district,
    dsDivision,
  });
}

export async function makeDsOfficer(em: EntityManager, district = 'LK11', dsDivision = 'LK1103'): Promise<User> {
  return new AccountsService(systemContext(em.fork())).createOfficer({
    role: Role.DS_OFFICER,
    district,
    dsDivision,
    fullName: 'Test DS Officer',
    contactNo: phone(),
    password: TEST_PASSWORD,
  });
}

export async function makeDmcOfficer(em: EntityManager, district = 'LK11'): Promise<User> {
  return new AccountsService(systemContext(em.fork())).createOfficer({
    role: Role.DMC_OFFICER,
    district,
    fullName: 'Test DMC Officer',
    contactNo: phone(),
    password: TEST_PASSWORD,
  });
}

/** A bearer token for a user, made directly (tests of other areas need not go through login). */
export async function tokenFor(em: EntityManager, user: User): Promise<string> {
  return (await createSession(em.fork(), user)).token;
}

/** A 1x1 PNG as a data URL: a real image by its bytes. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Text that claims to be a PNG. */
export const FAKE_PNG = `data:image/png;base64,${Buffer.from('this is not an image at all').toString('base64')}`;
