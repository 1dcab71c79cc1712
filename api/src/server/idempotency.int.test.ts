import { describe, expect, it } from 'vitest';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { Contribution } from '../contributions/contribution.entity.js';
import { makeVolunteer, tokenFor } from '../testing/factories.js';
import { firstCode, fromAddress, gqlFrom } from '../testing/from-address.js';
import { CREATE_AID, EMERGENCY, POST_DISASTER } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);

type Created = { createAidRequest: { id: number; fullName: string | null; description: string; contactNo: string } };
const created = (result: { body: { data?: Record<string, unknown> | null } }) =>
  (result.body.data as Created | undefined)?.createAidRequest;
const key = () => `key-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('idempotency keys are scoped to their submitter and bound to the payload', () => {
  it("never answers another visitor's request for its key: a second address gets its own new request", async () => {
    const shared = key();
    const victim = await gqlFrom(api.url, '203.0.113.20', CREATE_AID, {
      input: {
        ...POST_DISASTER({ fullName: 'Victim Person', description: 'Private story of the family' }),
        idempotencyKey: shared,
      },
    });
    const other = await gqlFrom(api.url, '203.0.113.21', CREATE_AID, {
      input: { ...EMERGENCY('0775559991'), idempotencyKey: shared },
    });
    expect(firstCode(other)).toBeUndefined();
    expect(created(other)!.id).not.toBe(created(victim)!.id);
    expect(JSON.stringify(other.body)).not.toContain('Victim Person');
    expect(JSON.stringify(other.body)).not.toContain('Private story');
  });

  it("never answers another volunteer's request (and its full contact number) for its key", async () => {
    const shared = key();
    const first = await tokenFor(db.orm.em, await makeVolunteer(db.orm.em, 'LK11', 'LK1103'));
    const second = await tokenFor(db.orm.em, await makeVolunteer(db.orm.em, 'LK21', 'LK2130'));
    const mine = await gqlFrom(
      api.url,
      '203.0.113.22',
      CREATE_AID,
      { input: { ...EMERGENCY('0775559992'), idempotencyKey: shared } },
      first,
    );
    const theirs = await gqlFrom(
      api.url,
      '203.0.113.22',
      CREATE_AID,
      { input: { ...EMERGENCY('0775559993'), idempotencyKey: shared } },
      second,
    );
    expect(created(theirs)!.id).not.toBe(created(mine)!.id);
    expect(JSON.stringify(theirs.body)).not.toContain('0775559992');
  });

  it('answers a true retry (same submitter, key and payload) with the first request, and makes one row', async () => {
    const input = { ...POST_DISASTER({ contactNo: '0775559994' }), idempotencyKey: key() };
    const first = await gqlFrom(api.url, '203.0.113.23', CREATE_AID, { input });
    const again = await gqlFrom(api.url, '203.0.113.23', CREATE_AID, { input: { ...input } });
    expect(created(again)!.id).toBe(created(first)!.id);
    expect(await db.orm.em.fork().count(AidRequest, { contactNo: '0775559994' })).toBe(1);
  });

  it('refuses the same key with another payload with 409 IDEMPOTENCY_KEY_REUSED, over GraphQL and REST', async () => {
    const reused = key();
    await gqlFrom(api.url, '203.0.113.24', CREATE_AID, {
      input: { ...EMERGENCY('0775559995'), idempotencyKey: reused },
    });
    const changed = await gqlFrom(api.url, '203.0.113.24', CREATE_AID, {
      input: { ...EMERGENCY('0775559996'), idempotencyKey: reused },
    });
    expect(firstCode(changed)).toBe('IDEMPOTENCY_KEY_REUSED');

    const restKey = key();
    const body = {
      request_type: 'Emergency',
      contact_no: '0775559997',
      district: 'Colombo',
      divisional_secretariat: 'Kolonnawa',
      idempotency_key: restKey,
    };
    expect((await fromAddress(api.url, '203.0.113.25', { path: '/AidRequest/create', body })).status).toBe(201);
    const restChanged = await fromAddress(api.url, '203.0.113.25', {
      path: '/AidRequest/create',
      body: { ...body, contact_no: '0775559998' },
    });
    expect(restChanged.status).toBe(409);
    expect(restChanged.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await db.orm.em.fork().count(AidRequest, { contactNo: '0775559998' })).toBe(0);
  });

  it("over REST, a key already used by another volunteer never answers 201 with the other's contribution", async () => {
    const request = created(await gqlFrom(api.url, '203.0.113.26', CREATE_AID, { input: EMERGENCY('0775559999') }))!;
    const [a, b] = [await makeVolunteer(db.orm.em), await makeVolunteer(db.orm.em)];
    const shared = key();
    const add = async (volunteer: typeof a) =>
      fromAddress(api.url, '203.0.113.27', {
        path: '/Contribution/add',
        token: await tokenFor(db.orm.em, volunteer),
        body: {
          volunteer_id: volunteer.id,
          aid_id: request.id,
          type_support: 'First Aid',
          description: 'Bandages',
          idempotency_key: shared,
        },
      });
    const first = await add(a);
    const second = await add(b);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.contribution_id).not.toBe(first.body.contribution_id);
    expect(await db.orm.em.fork().count(Contribution, { volunteer: b.id })).toBe(1);
  });
});
