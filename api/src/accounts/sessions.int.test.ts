import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Session } from './session.entity.js';
import { makeVolunteer, TEST_PASSWORD } from '../testing/factories.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';
import { SESSION_ENDED_CLOSE_CODE } from './socket-sessions.js';

const db = useTestDatabase();
// No sessions kept in memory: these tests travel in time by writing the sessions table, which a kept session does not
// see (the cache has its own tests, session-cache.int.test.ts).
const api = useTestServer(db, {
  sessions: { absoluteHours: 12, idleMinutes: 30, socketCheckSeconds: 0.2, cacheSeconds: 0 },
});

const LOGIN =
  'mutation ($userId: Int!, $password: String!) { login(userId: $userId, password: $password, role: VOLUNTEER) { token expiresAt } }';
const ME = '{ me { userId } }';
type Login = { login: { token: string; expiresAt: string } };

async function login(userId: number, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: LOGIN, variables: { userId, password: TEST_PASSWORD } }),
  });
  const body = (await res.json()) as { data: Login };
  return {
    token: body.data.login.token,
    expiresAt: new Date(body.data.login.expiresAt),
    setCookie: res.headers.get('set-cookie') ?? '',
  };
}
const me = async (token: string) =>
  (await api.gql<{ me: { userId: number } | null }>(ME, {}, { token })).data?.me ?? null;

/** A graphql-ws connection with a token; resolves once acknowledged, with a promise of its close code. */
async function openSocket(token: string): Promise<{ closed: Promise<number>; socket: WebSocket }> {
  const socket = new WebSocket(`${api.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authToken: token } })));
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') resolve();
    });
    socket.on('error', reject);
  });
  return { closed, socket };
}

describe('sessions', () => {
  it('end at the configured absolute lifetime', async () => {
    const { expiresAt } = await login((await makeVolunteer(db.orm.em)).id);
    expect(Math.abs(expiresAt.getTime() - (Date.now() + 12 * 3600_000))).toBeLessThan(60_000);
  });

  it('end after the idle time without a request', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    const { token } = await login(volunteer.id);
    expect((await me(token))?.userId).toBe(volunteer.id);
    await db.orm.em
      .fork()
      .nativeUpdate(Session, { user: volunteer.id }, { lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect(await me(token)).toBeNull();
  });

  it('rotate on login: the token the browser came with stops working and a new one is issued', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    const first = await login(volunteer.id);
    const second = await login(volunteer.id, { cookie: `lr_session=${first.token}` });
    expect(second.token).not.toBe(first.token);
    expect(await me(first.token)).toBeNull();
    expect((await me(second.token))?.userId).toBe(volunteer.id);
  });

  it('set the cookie Secure when served over HTTPS (behind the trusted proxy), not over plain HTTP', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    expect((await login(volunteer.id, { 'x-forwarded-proto': 'https' })).setCookie).toMatch(/;\s*Secure/i);
    expect((await login(volunteer.id)).setCookie).not.toMatch(/;\s*Secure/i);
  });

  it('close a WebSocket when its session is revoked (logout)', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    const { token } = await login(volunteer.id);
    const { closed } = await openSocket(token);
    expect(errorCode(await api.gql('mutation { logout }', {}, { token }))).toBeUndefined();
    expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r('still open'), 3000))])).toBe(
      SESSION_ENDED_CLOSE_CODE,
    );
  });

  it('close a WebSocket when its session goes idle past the limit', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    const { token } = await login(volunteer.id);
    const { closed, socket } = await openSocket(token);
    await new Promise((r) => setTimeout(r, 500));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    await db.orm.em
      .fork()
      .nativeUpdate(Session, { user: volunteer.id }, { lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r('still open'), 3000))])).toBe(
      SESSION_ENDED_CLOSE_CODE,
    );
  });
});
