import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../api-keys/api-keys.service.js';
import { DEFAULT_SESSIONS } from '../core/config/config.js';
import { makeDmcOfficer, makeDsOfficer, tokenFor } from '../testing/factories.js';
import { connectLive, type LiveClient } from '../testing/live-client.js';
import { pause } from '../testing/subscriptions.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
// The periodic check is an hour away: only the announced revocation can close a socket within this test.
const api = useTestServer(db, { sessions: { ...DEFAULT_SESSIONS, socketCheckSeconds: 3_600 } });
let dmcToken: string;
beforeAll(async () => {
  dmcToken = await tokenFor(db.orm.em, await makeDmcOfficer(db.orm.em, 'LK11'));
});
const sockets: LiveClient[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

const ALERTS = 'subscription { alertChanged { id } }';
const CREATE_ALERT = 'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }';
const publishAlert = () =>
  api.gql(CREATE_ALERT, { input: { dsDivision: 'LK1103', type: 'FLOOD' } }, { token: dmcToken });

/** A socket with one live subscription, registered on the server. */
async function subscribed(params: Record<string, unknown>): Promise<LiveClient> {
  const members = api.server.liveSize().members;
  const live = await connectLive(api.url, params);
  sockets.push(live);
  live.subscribe('alerts', ALERTS);
  for (let i = 0; i < 50 && api.server.liveSize().members === members; i++) await pause(50);
  return live;
}

const closedWithin = (live: LiveClient, ms: number) =>
  Promise.race([live.closed, pause(ms).then(() => 'still open' as const)]);

describe('a revoked session or API key loses its live updates at once', () => {
  it('closes a signed-in socket with 4401 on logout, before the next event is sent to it', async () => {
    const token = await tokenFor(db.orm.em, await makeDsOfficer(db.orm.em, 'LK11', 'LK1103'));
    const live = await subscribed({ authToken: token });
    expect((await api.gql('mutation { logout }', {}, { token })).data).toEqual({ logout: true });
    expect((await publishAlert()).errors).toBeUndefined();
    expect(await closedWithin(live, 3_000)).toEqual({ code: 4401, reason: 'Session ended' });
    expect(live.nexts('alerts')).toEqual([]);
  });

  it('keeps the sockets of the user’s other sessions open', async () => {
    const officer = await makeDsOfficer(db.orm.em, 'LK11', 'LK1103');
    const [leaving, staying] = [await tokenFor(db.orm.em, officer), await tokenFor(db.orm.em, officer)];
    const kept = await subscribed({ authToken: staying });
    await subscribed({ authToken: leaving });
    await api.gql('mutation { logout }', {}, { token: leaving });
    await publishAlert();
    await kept.waitFor('alerts', 1);
    expect(await closedWithin(kept, 300)).toBe('still open');
  });

  it('closes a key’s socket with 4401 when the key is revoked elsewhere (the CLI), heard through the outbox', async () => {
    const { key } = await createApiKey(db.orm.em.fork(), {
      organisation: 'Relief partner',
      scopes: ['public:read'],
      ratePerMinute: 600,
    });
    const live = await subscribed({ apiKey: key });
    expect(await revokeApiKey(db.orm.em.fork(), key.split('_')[1]!)).toBe(true);
    await publishAlert();
    expect(await closedWithin(live, 3_000)).toEqual({ code: 4401, reason: 'API key revoked' });
    expect(live.nexts('alerts')).toEqual([]);
  });
});
