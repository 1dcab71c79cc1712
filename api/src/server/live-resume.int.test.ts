import { beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from './app.js';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import { connectLive, until, type LiveClient } from '../testing/live-client.js';
import { makeCast, ok, type Cast, type Person } from '../testing/scenario.js';
import { pause } from '../testing/subscriptions.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;

beforeAll(async () => {
  cast = await makeCast(db);
});

const COLOMBO_ALERTS = 'subscription { alertChanged(district: "LK11") { id district { code } } }';
const publish = async (who: Person, dsDivision: string) =>
  (
    await ok<{ createAlert: { id: number } }>(
      api,
      'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }',
      { input: { dsDivision, type: 'FLOOD' } },
      who,
    )
  ).createAlert.id;
const colombo = () => publish(cast.dmcX, 'LK1106');
const kandy = () => publish(cast.dmcY, 'LK2130');

const received = (client: LiveClient) =>
  client.nexts('a').map((m) => ({
    id: (m.payload?.data?.alertChanged as { id: number } | undefined)?.id,
    sequence: m.payload?.extensions?.sequence,
    gap: m.payload?.extensions?.resumeGap,
  }));

async function subscribed(
  url: string,
  members: () => number,
  params: Record<string, unknown> = {},
): Promise<LiveClient> {
  const expected = members() + 1;
  const client = await connectLive(url, params);
  client.subscribe('a', COLOMBO_ALERTS);
  await until(() => members() >= expected);
  return client;
}

describe('resuming live updates after a disconnect', () => {
  it('replays each missed event the subscriber may see once, in order, then goes on live', async () => {
    const members = () => api.server.liveSize().members;
    const first = await subscribed(api.url, members);
    const seen = await colombo();
    const [last] = await first.waitFor('a', 1);
    expect(received(first)).toEqual([{ id: seen, sequence: expect.any(Number), gap: undefined }]);
    first.close();
    await until(() => members() === 0);

    const missed = [await colombo(), await kandy(), await colombo(), await colombo()];
    const again = await subscribed(api.url, members, { resumeAfter: last!.payload!.extensions!.sequence });
    const live = await colombo();
    const messages = await again.waitFor('a', 4);
    await pause(500);
    expect(received(again).map((m) => m.id)).toEqual([missed[0], missed[2], missed[3], live]);
    const sequences = received(again).map((m) => m.sequence!);
    expect(sequences[0]).toBeGreaterThan(last!.payload!.extensions!.sequence!);
    expect([...sequences].sort((a, b) => a - b)).toEqual(sequences);
    expect(new Set(sequences).size).toBe(messages.length);
    again.close();
    await until(() => members() === 0);
  });

  it('says resumeGap at once, in a message with the error LIVE_UPDATES_MISSED instead of data, and replays nothing, when the missed rows were pruned', async () => {
    const members = () => api.server.liveSize().members;
    const first = await subscribed(api.url, members);
    await colombo();
    const [last] = await first.waitFor('a', 1);
    first.close();
    await until(() => members() === 0);
    await colombo();
    await colombo();
    await db.orm.em
      .fork()
      .execute('delete from event_outbox where sequence < (select max(sequence) from event_outbox)');
    const again = await subscribed(api.url, members, { resumeAfter: last!.payload!.extensions!.sequence });
    // Before any new event: the client refetches now, not whenever its district next changes.
    await again.waitFor('a', 1);
    const [gap] = again.nexts('a');
    expect(gap!.payload!.data).toBeUndefined();
    expect(gap!.payload!.errors?.map((e) => (e as { extensions?: { code?: string } }).extensions?.code)).toEqual([
      'LIVE_UPDATES_MISSED',
    ]);
    expect(received(again)).toEqual([{ id: undefined, sequence: undefined, gap: true }]);
    const next = await colombo();
    await again.waitFor('a', 2);
    await pause(300);
    expect(received(again)).toEqual([
      { id: undefined, sequence: undefined, gap: true },
      { id: next, sequence: expect.any(Number), gap: undefined },
    ]);
    again.close();
    await until(() => members() === 0);
  });

  it('loses nothing across an API restart: the reconnecting client resumes on the new instance', async () => {
    const start = async () => {
      const server = await createAppServer({
        orm: db.orm,
        log: () => undefined,
        rateLimits: relaxedLimits(),
        readyTimeoutMs: 10_000,
      });
      return { server, url: `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}` };
    };
    const instance = await start();
    const client = await subscribed(instance.url, () => instance.server.liveSize().members);
    await colombo();
    const [last] = await client.waitFor('a', 1);
    await instance.server.close();
    await new Promise((r) => instance.server.httpServer.close(r));
    expect((await client.closed).code).toBe(1012);

    // Made on the other instance while this one is down.
    const missed = [await colombo(), await colombo()];
    const restarted = await start();
    try {
      const again = await subscribed(restarted.url, () => restarted.server.liveSize().members, {
        resumeAfter: last!.payload!.extensions!.sequence,
      });
      const live = await colombo();
      await again.waitFor('a', 3);
      await pause(500);
      expect(received(again).map((m) => m.id)).toEqual([...missed, live]);
      again.close();
    } finally {
      await restarted.server.close();
      await new Promise((r) => restarted.server.httpServer.close(r));
    }
  });
});
