import { describe, expect, it } from 'vitest';
import { RELAY_APPLICATION_NAME } from '../core/events/notify.js';
import { makeVolunteer, TEST_PASSWORD } from '../testing/factories.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer, type TestServer } from '../testing/test-server.js';
import { hashToken, onSessionsEnded, revokeToken } from './sessions.js';

const db = useTestDatabase();
// Two API instances over one database, each keeping the sessions it read (the default SESSION_CACHE_SECONDS).
const first = useTestServer(db);
const second = useTestServer(db);

const LOGIN =
  'mutation ($userId: Int!, $password: String!) { login(userId: $userId, password: $password, role: VOLUNTEER) { token } }';

async function login(on: TestServer, userId: number, cookie?: string): Promise<string> {
  const answer = await on.gql<{ login: { token: string } }>(LOGIN, { userId, password: TEST_PASSWORD }, { cookie });
  return answer.data!.login.token;
}

/** A new volunteer signed in on `on`, whose session `reader` has read (and so keeps). */
async function signedIn(on: TestServer, reader: TestServer = on): Promise<{ id: number; token: string }> {
  const { id } = await makeVolunteer(db.orm.em);
  const token = await login(on, id);
  expect(await me(reader, token)).toBe(id);
  return { id, token };
}

const me = async (on: TestServer, token: string) =>
  (await on.gql<{ me: { userId: number } | null }>('{ me { userId } }', {}, { token })).data?.me?.userId ?? null;

/** Revokes behind the API's back: no event is announced, so only a database read can tell. */
const revokeUnannounced = (token: string) =>
  db.orm.em.fork().execute('update sessions set revoked_at = now() where token_hash = ?', [hashToken(token)]);

/** The user id `on` answers for the token once it refuses it, or still, after 3 s, the user's id. */
const refusedOn = (on: TestServer, token: string) =>
  eventually(
    () => me(on, token),
    (id) => id === null,
  );

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('sessions kept in memory by each instance', () => {
  it('serve a signed-in request without reading the session again', async () => {
    const { id, token } = await signedIn(first);
    await revokeUnannounced(token);
    // Still served: the instance did not read the sessions table.
    expect(await me(first, token)).toBe(id);
    // The other instance never read this session: it asks the database, which refuses it.
    expect(await me(second, token)).toBeNull();
  });

  it('end at once on the instance that revoked them, before its relay has heard the event', async () => {
    const { token } = await signedIn(first);
    await first.gql('mutation { logout }', {}, { token });
    expect(await me(first, token)).toBeNull();
  });

  it('are forgotten by this process when a revocation commits, before its relay may have heard it', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    const token = await login(first, volunteer.id);
    const told: Array<{ userId: number; revoked: Promise<unknown[]> }> = [];
    const stop = onSessionsEnded((userId) =>
      told.push({
        userId,
        // Read on another connection: the revocation is there to see.
        revoked: db.orm.em
          .fork()
          .execute('select 1 from sessions where token_hash = ? and revoked_at is not null', [hashToken(token)]),
      }),
    );
    try {
      await revokeToken(db.orm.em.fork(), token);
    } finally {
      stop();
    }
    expect(told.map((t) => t.userId)).toEqual([volunteer.id]);
    expect(await told[0]!.revoked).toHaveLength(1);
  });

  it('end everywhere at a logout or a password change on another instance', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    const loggedOut = await login(first, volunteer.id);
    const changed = await login(first, volunteer.id);
    const rotated = await login(first, volunteer.id);
    const kept = await login(first, volunteer.id);
    for (const token of [loggedOut, changed, rotated, kept]) expect(await me(second, token)).toBe(volunteer.id);

    await first.gql('mutation { logout }', {}, { token: loggedOut });
    expect(await refusedOn(second, loggedOut)).toBeNull();

    const change = await first.gql(
      'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
      { c: TEST_PASSWORD, n: 'A much longer new passphrase 2026' },
      { token: kept },
    );
    expect(change.errors).toBeUndefined();
    expect(await refusedOn(second, changed)).toBeNull();
    expect(await me(second, kept)).toBe(volunteer.id);
    expect(await me(second, rotated)).toBeNull();
  });

  it('end everywhere when a login on another instance rotates the token the browser came with', async () => {
    const volunteer = await signedIn(first, second);
    const before = volunteer.token;
    const after = await login(first, volunteer.id, `lr_session=${before}`);
    expect(await refusedOn(second, before)).toBeNull();
    expect(await me(second, after)).toBe(volunteer.id);
  });

  it('serve nothing kept from before the relay lost its connection: a revocation it could not hear is read', async () => {
    const { token } = await signedIn(first);
    await revokeUnannounced(token);
    await db.orm.em
      .fork()
      .execute(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = ? and datname = current_database()',
        [RELAY_APPLICATION_NAME],
      );
    const ready = async () => (await first.server.readiness.check()).ready;
    expect(await eventually(ready, (up) => !up)).toBe(false);
    // While it is down the kept session is not served: the database says revoked.
    expect(await me(first, token)).toBeNull();
    expect(await eventually(ready, (up) => up)).toBe(true);
    await first.eventsHeard();
    // Nor after it reconnected: what it missed meanwhile is unknown. Served until the entry's 60 s were up, it would
    // answer here.
    expect(await me(first, token)).toBeNull();
  });
});
