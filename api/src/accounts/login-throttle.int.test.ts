import { describe, expect, it } from 'vitest';
import { Session } from './session.entity.js';
import { DEFAULT_RATE_LIMITS } from '../core/config/config.js';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import { makeDmcOfficer, makeVolunteer, TEST_PASSWORD, tokenFor } from '../testing/factories.js';
import { firstCode, gqlFrom, type AddressedResult } from '../testing/from-address.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db, {
  rateLimits: { ...relaxedLimits(), loginFailuresPerAddress: DEFAULT_RATE_LIMITS.loginFailuresPerAddress },
});

const LOGIN =
  'mutation ($userId: Int!, $password: String!, $role: Role!) { login(userId: $userId, password: $password, role: $role) { token } }';
const CHANGE = 'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';

const retryAfterOf = (result: AddressedResult): number => result.body.errors?.[0]?.extensions?.retryAfter ?? 0;
/** Lets time pass for the throttle: every recorded attempt moves back by the given seconds. */
const wait = (seconds: number) =>
  db.orm.em
    .getConnection()
    .execute('update login_attempts set attempted_at = attempted_at - make_interval(secs => ?::float8)', [seconds]);

describe('login throttling never locks a user id out', () => {
  it('slows a user id tried from many addresses by 1, 2, 4… s capped at 60 s, and the right person from a new address gets in within a minute', async () => {
    const officer = await makeDmcOfficer(db.orm.em);
    const waits: number[] = [];
    let failures = 0;
    for (let i = 0; failures < 12; i++) {
      const result = await gqlFrom(api.url, `203.0.113.${i + 1}`, LOGIN, {
        userId: officer.id,
        password: `guess-${i}`,
        role: 'DMC_OFFICER',
      });
      if (firstCode(result) === 'RATE_LIMITED') {
        waits.push(retryAfterOf(result));
        await wait(retryAfterOf(result));
      } else {
        expect(firstCode(result)).toBe('LOGIN_FAILED');
        failures++;
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);

    const rightPerson = await gqlFrom(api.url, '192.0.2.200', LOGIN, {
      userId: officer.id,
      password: TEST_PASSWORD,
      role: 'DMC_OFFICER',
    });
    expect(firstCode(rightPerson)).toBe('RATE_LIMITED');
    expect(retryAfterOf(rightPerson)).toBeLessThanOrEqual(60);
    await wait(retryAfterOf(rightPerson));
    const later = await gqlFrom(api.url, '192.0.2.200', LOGIN, {
      userId: officer.id,
      password: TEST_PASSWORD,
      role: 'DMC_OFFICER',
    });
    expect(firstCode(later)).toBeUndefined();
    expect(await db.orm.em.fork().count(Session, { user: officer.id })).toBe(1);
  });

  it('refuses one address that keeps guessing one user id for the window, while the user signs in from elsewhere', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    for (let tries = 0; tries < 10;) {
      const result = await gqlFrom(api.url, '198.51.100.7', LOGIN, {
        userId: volunteer.id,
        password: `guess-${tries}`,
        role: 'VOLUNTEER',
      });
      if (firstCode(result) === 'RATE_LIMITED') await wait(retryAfterOf(result));
      else tries++;
    }
    await wait(60);
    const attacker = await gqlFrom(api.url, '198.51.100.7', LOGIN, {
      userId: volunteer.id,
      password: TEST_PASSWORD,
      role: 'VOLUNTEER',
    });
    expect(firstCode(attacker)).toBe('RATE_LIMITED');
    expect(retryAfterOf(attacker)).toBeGreaterThan(60);
    const owner = await gqlFrom(api.url, '198.51.100.8', LOGIN, {
      userId: volunteer.id,
      password: TEST_PASSWORD,
      role: 'VOLUNTEER',
    });
    expect(firstCode(owner)).toBeUndefined();
  });

  it('limits one address guessing many user ids', async () => {
    const codes = new Set<string | undefined>();
    for (let i = 0; i < 30; i++)
      codes.add(
        firstCode(
          await gqlFrom(api.url, '198.51.100.9', LOGIN, {
            userId: 50_000_000 + i,
            password: 'guess',
            role: 'VOLUNTEER',
          }),
        ),
      );
    expect(codes).toEqual(new Set(['LOGIN_FAILED']));
    const next = await gqlFrom(api.url, '198.51.100.9', LOGIN, {
      userId: 60_000_000,
      password: 'guess',
      role: 'VOLUNTEER',
    });
    expect(firstCode(next)).toBe('RATE_LIMITED');
    expect(retryAfterOf(next)).toBeGreaterThan(800);
  });

  it('throttles wrong current passwords at password change the same way', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    const token = await tokenFor(db.orm.em, volunteer);
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        firstCode(await gqlFrom(api.url, '198.51.100.10', CHANGE, { c: `guess-${i}`, n: 'Kelani river 1957' }, token)),
      );
    expect(codes).toEqual(['WRONG_PASSWORD', 'WRONG_PASSWORD', 'WRONG_PASSWORD', 'RATE_LIMITED', 'RATE_LIMITED']);
  });
});
