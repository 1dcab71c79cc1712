import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { User } from '../accounts/user.entity.js';
import { openOrm, type Orm } from '../db/orm.js';
import { createAppServer, type AppServer } from './app.js';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import type { RateLimitSettings } from '../core/config/config.js';
import { makeVolunteer, tokenFor } from '../testing/factories.js';
import { firstCode, fromAddress, gqlFrom } from '../testing/from-address.js';
import { CREATE_AID, EMERGENCY } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';

const db = useTestDatabase();
const LIMITS: RateLimitSettings = {
  ...relaxedLimits(),
  submissionsPerAddress: { max: 3, windowSeconds: 600 },
  submissionsPerPhone: { max: 4, windowSeconds: 3600 },
  submissionsPerAccount: { max: 5, windowSeconds: 600 },
  signupsPerAddress: { max: 3, windowSeconds: 3600 },
};

/** Two API instances, each with its own ORM, on one database: the limits must be shared. */
const instances: { url: string; server: AppServer; orm: Orm }[] = [];
beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const orm = await openOrm(db.url, { poolMax: 3 });
    const server = await createAppServer({ orm, log: () => undefined, rateLimits: LIMITS });
    instances.push({ orm, server, url: `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}` });
  }
});
afterAll(async () => {
  for (const { server, orm } of instances) {
    await server.close();
    await new Promise((r) => server.httpServer.close(r));
    await orm.close(true);
  }
});

const urlOf = (i: number) => instances[i % 2]!.url;
const SIGNUP = 'mutation ($input: SignupVolunteerInput!) { signupVolunteer(input: $input) { id } }';
const signup = (n: number) => ({
  fullName: 'Flood Volunteer',
  email: `flood-${n}-${Date.now()}@example.org`,
  password: 'Kelani river 1957',
  confirmPassword: 'Kelani river 1957',
  contactNumber: '0771234567',
  district: 'LK11',
  dsDivision: 'LK1106',
});

describe('abuse limits shared by every API instance', () => {
  it('refuses the fourth submission from one address spread over two instances, with 429-style RATE_LIMITED and retryAfter', async () => {
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await gqlFrom(urlOf(i), '203.0.113.1', CREATE_AID, { input: EMERGENCY(`07700000${10 + i}`) }));
    expect(results.map(firstCode)).toEqual([undefined, undefined, undefined, 'RATE_LIMITED']);
    const retryAfter = results[3]!.body.errors![0]!.extensions!.retryAfter!;
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await db.orm.em.fork().count(AidRequest, { contactNo: { $like: '077000001%' } })).toBe(3);
  });

  it('answers REST with 429 and a Retry-After header from the other instance', async () => {
    const body = {
      request_type: 'Emergency',
      contact_no: '0770000099',
      district: 'Colombo',
      divisional_secretariat: 'Kolonnawa',
    };
    const codes = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await fromAddress(urlOf(i), '203.0.113.2', {
        path: '/AidRequest/create',
        body: { ...body, contact_no: `07700001${10 + i}` },
      });
      codes.push(last.status);
    }
    expect(codes.slice(0, 3).every((s) => s === 201)).toBe(true);
    expect(codes[3]).toBe(429);
    expect(Number(last?.retryAfter)).toBeGreaterThan(500);
  });

  it('limits one contact number across addresses', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        firstCode(await gqlFrom(urlOf(i), `198.51.100.${i + 1}`, CREATE_AID, { input: EMERGENCY('0775550001') })),
      );
    expect(codes).toEqual([undefined, undefined, undefined, undefined, 'RATE_LIMITED']);
  });

  it('still limits a signed-in volunteer from a throttled address', async () => {
    for (let i = 0; i < 3; i++)
      await gqlFrom(urlOf(i), '203.0.113.3', CREATE_AID, { input: EMERGENCY(`07700002${10 + i}`) });
    const token = await tokenFor(db.orm.em, await makeVolunteer(db.orm.em));
    const signedIn = await gqlFrom(urlOf(1), '203.0.113.3', CREATE_AID, { input: EMERGENCY('0770000299') }, token);
    expect(firstCode(signedIn)).toBe('RATE_LIMITED');
  });

  it('limits one account whatever the address', async () => {
    const token = await tokenFor(db.orm.em, await makeVolunteer(db.orm.em));
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        firstCode(
          await gqlFrom(urlOf(i), `192.0.2.${i + 10}`, CREATE_AID, { input: EMERGENCY(`07700003${10 + i}`) }, token),
        ),
      );
    expect(codes).toEqual([undefined, undefined, undefined, undefined, undefined, 'RATE_LIMITED']);
  });

  it('refuses a flood of sign-ups from one address after a few, over both instances', async () => {
    const before = await db.orm.em.fork().count(User, {});
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => gqlFrom(urlOf(i), '203.0.113.4', SIGNUP, { input: signup(i) })),
    );
    expect(results.filter((r) => !r.body.errors).length).toBe(3);
    expect(results.filter((r) => firstCode(r) === 'RATE_LIMITED').length).toBe(17);
    expect(await db.orm.em.fork().count(User, {})).toBe(before + 3);
  });
});
