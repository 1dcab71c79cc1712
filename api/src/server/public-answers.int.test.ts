import { beforeAll, describe, expect, it } from 'vitest';
import { announce } from '../core/events/notify.js';
import { Topics } from '../core/events/events.js';
import {
  CREATE_AID,
  EMERGENCY,
  makeCast,
  ok,
  POST_DISASTER,
  REST_EMERGENCY,
  type Cast,
  type Person,
} from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
// Long enough that only a dropped answer, never its age, can explain a fresh one.
const api = useTestServer(db, { publicAnswerSeconds: 60 });
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const ONGOING_TOTAL = '{ ongoingAidRequests(first: 1) { totalCount } }';
const graphqlTotal = async (who?: Person) =>
  (await ok<{ ongoingAidRequests: { totalCount: number } }>(api, ONGOING_TOTAL, {}, who)).ongoingAidRequests.totalCount;

const restOngoing = (headers: Record<string, string> = {}) =>
  fetch(`${api.url}/AidRequest/ongoing?limit=1000`, { headers });
const restCount = async (headers: Record<string, string> = {}) =>
  ((await (await restOngoing(headers)).json()) as unknown[]).length;

/** A pending request, approved behind the services' back: no event announces it, so only a kept answer hides it. */
async function pendingRequest(): Promise<number> {
  const created = await ok<{ createAidRequest: { id: string } }>(api, CREATE_AID, { input: POST_DISASTER() });
  // Its own event, heard later through NOTIFY, would drop the answer the test is about to keep.
  await api.eventsHeard();
  return Number(created.createAidRequest.id);
}
const approveSilently = (id: number) =>
  db.orm.em.getConnection().execute(`update aid_requests set status = 'APPROVED' where id = ?`, [id]);

async function eventually(read: () => Promise<number>, expected: number): Promise<number> {
  const until = Date.now() + 10_000;
  let seen = await read();
  while (seen !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await read();
  }
  return seen;
}

describe('shared public answers', () => {
  it('answers visitors from one shared GraphQL answer, officers from their own, until a change is announced', async () => {
    const id = await pendingRequest();
    const before = await graphqlTotal();
    await approveSilently(id);
    expect(await graphqlTotal()).toBe(before);
    expect(await graphqlTotal(cast.dsA)).toBe(before + 1);
    // As another instance's write is heard: through the outbox and LISTEN/NOTIFY.
    await db.orm.em.fork().transactional((tx) => announce(tx, Topics.countersChanged, { change: 'ELSEWHERE' }));
    expect(await eventually(() => graphqlTotal(), before + 1)).toBe(before + 1);
  });

  it('drops them before this instance answers its own write, so a visitor reads what was just sent', async () => {
    const id = await pendingRequest();
    const before = await graphqlTotal();
    await approveSilently(id);
    await ok(api, CREATE_AID, { input: EMERGENCY('0771230001') });
    expect(await graphqlTotal()).toBe(before + 2);
  });

  it('shares REST reads too: `public, no-cache` with an ETag, dropped by a REST write', async () => {
    const id = await pendingRequest();
    const first = await restOngoing();
    const before = ((await first.json()) as unknown[]).length;
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary') ?? '').toMatch(/cookie.*authorization.*x-api-key/i);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await restOngoing({ 'if-none-match': etag!, 'cache-control': 'max-age=0' })).status).toBe(304);

    await approveSilently(id);
    expect(await restCount()).toBe(before);
    const officer = await restOngoing({ authorization: `Bearer ${cast.dsA.token}` });
    expect(((await officer.json()) as unknown[]).length).toBe(before + 1);
    expect(officer.headers.get('cache-control')).toBe('no-store');

    const sent = await fetch(`${api.url}/AidRequest/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(REST_EMERGENCY('0771230002')),
    });
    expect(sent.status).toBe(201);
    expect(await restCount()).toBe(before + 2);
  });
});
