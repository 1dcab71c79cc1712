import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../../../shared/server-messages.js';
import { isRefusal, NIC_SPELLINGS, PHONE_SPELLINGS } from '../../../shared/written-numbers.examples.js';
import { rest } from '../testing/rest-client.js';
import { CREATE_AID, EMERGENCY, POST_DISASTER, REST_EMERGENCY, REST_POST_DISASTER } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { AidRequest } from './aid-request.entity.js';

const db = useTestDatabase();
const api = useTestServer(db);

const stored = (id: string | number) => db.orm.em.fork().findOneOrFail(AidRequest, { id: Number(id) });

/** A request sent over GraphQL: what was stored, or the field's rule code. */
async function overGraphQL(input: Record<string, unknown>, field: 'contactNo' | 'nicNumber') {
  const result = await api.gql<{ createAidRequest: { id: string } }>(CREATE_AID, { input });
  if (result.errors?.length) {
    expect(result.errors[0]!.extensions?.fields?.[field]).toBe(
      RULE_MESSAGES[result.errors[0]!.extensions!.fieldCodes![field] as never],
    );
    return result.errors[0]!.extensions?.fieldCodes?.[field];
  }
  return (await stored(result.data!.createAidRequest.id))[field];
}

/** The same over the old client's REST call: what was stored, or the rule code its English message stands for. */
async function overRest(body: Record<string, unknown>, field: 'contactNo' | 'nicNumber') {
  const answer = await rest(api.url, 'POST', '/AidRequest/create', { body });
  if (answer.status === 201 || answer.status === 200)
    return (await stored((answer.body as { aid_id: number }).aid_id))[field];
  expect(answer.status).toBe(400);
  const { message } = answer.body as { message: string };
  return Object.entries(RULE_MESSAGES).find(([, english]) => english === message)?.[0];
}

describe('phone numbers as people write them, on every server path', () => {
  it.each(PHONE_SPELLINGS)('GraphQL stores %j as %s', async (written, answer) => {
    expect(await overGraphQL(EMERGENCY(written), 'contactNo')).toBe(answer);
  });

  it.each(PHONE_SPELLINGS)("the old client's REST call stores %j as %s", async (written, answer) => {
    expect(await overRest(REST_EMERGENCY(written), 'contactNo')).toBe(answer);
  });
});

describe('NIC numbers as issued, on every server path', () => {
  it.each(NIC_SPELLINGS)('GraphQL stores %j as %s', async (written, answer) => {
    expect(await overGraphQL(POST_DISASTER({ nicNumber: written }), 'nicNumber')).toBe(answer);
  });

  it.each(NIC_SPELLINGS)("the old client's REST call stores %j as %s", async (written, answer) => {
    expect(await overRest(REST_POST_DISASTER({ nic_number: written }), 'nicNumber')).toBe(answer);
  });

  it('the table holds refusals as well as numbers', () => {
    expect(NIC_SPELLINGS.some(([, answer]) => isRefusal(answer))).toBe(true);
  });
});

describe('a text over its limit', () => {
  it('is refused on the field, in words that name no internal field (GraphQL and REST)', async () => {
    const long = 'a'.repeat(201);
    const gql = await api.gql(CREATE_AID, { input: POST_DISASTER({ fullName: long }) });
    const restAnswer = await rest(api.url, 'POST', '/AidRequest/create', {
      body: REST_POST_DISASTER({ full_name: long }),
    });
    const message = 'This text is too long (at most 200 characters).';
    expect(gql.errors![0]!.message).toBe(message);
    expect(gql.errors![0]!.extensions?.fields).toEqual({ fullName: message });
    expect([restAnswer.status, restAnswer.body]).toEqual([
      400,
      expect.objectContaining({ message, fields: { full_name: message } }),
    ]);
  });
});
