import { describe, expect, it } from 'vitest';
import { rest } from '../testing/rest-client.js';
import { CREATE_AID, ok, POST_DISASTER, REST_POST_DISASTER } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { AidRequest } from './aid-request.entity.js';

const db = useTestDatabase();
const api = useTestServer(db);

const FULL = REST_POST_DISASTER({ type_support: undefined });
const QUICK = {
  full_name: 'Kamala Perera',
  contact_no: '0712223334',
  district: 'Colombo',
  divisional_secretariat: 'Colombo',
  family_size: 4,
  description: 'House flooded',
  request_type: 'postDisaster',
};
const QUICK_VALUES = ['Food', 'Shelter', 'Medical', 'Clothing'];
const FULL_VALUES = ['First aid', 'Supply distribution'];

async function storedType(id: number) {
  return (await db.orm.em.fork().findOneOrFail(AidRequest, { id })).typeSupport;
}

describe('D5: every value of either support list, and any Other text, from either form', () => {
  it("REST: the full form takes the quick variant's values and the quick variant the full form's, stored as given", async () => {
    for (const [body, values] of [
      [FULL, QUICK_VALUES],
      [QUICK, FULL_VALUES],
    ] as const) {
      for (const value of [...values, 'Boats for the family']) {
        const r = await rest(api.url, 'POST', '/AidRequest/create', { body: { ...body, type_support: value } });
        expect(r.status, value).toBe(201);
        expect(await storedType((r.body as { aid_id: number }).aid_id)).toBe(value);
      }
    }
  });

  it('GraphQL: Other with a text equal to a listed value, and a value of the other list, on both forms', async () => {
    for (const form of ['POST_DISASTER', 'POST_DISASTER_QUICK']) {
      for (const value of [...QUICK_VALUES, ...FULL_VALUES]) {
        const asOther = await ok<{ createAidRequest: { typeSupport: string } }>(api, CREATE_AID, {
          input: POST_DISASTER({ form, typeSupport: 'Other', otherSupport: value }),
        });
        expect(asOther.createAidRequest.typeSupport).toBe(value);
        const asChoice = await ok<{ createAidRequest: { typeSupport: string } }>(api, CREATE_AID, {
          input: POST_DISASTER({ form, typeSupport: value }),
        });
        expect(asChoice.createAidRequest.typeSupport).toBe(value);
      }
    }
  });

  it('still refuses a choice on neither list and an empty Other', async () => {
    const unknown = await api.gql(CREATE_AID, { input: POST_DISASTER({ typeSupport: 'Evacuation' }) });
    expect(unknown.errors?.[0]?.message).toBe('Choose a type of support from the list');
    const empty = await api.gql(CREATE_AID, { input: POST_DISASTER({ typeSupport: 'Other', otherSupport: ' ' }) });
    expect(empty.errors?.[0]?.message).toBe('Please specify the type of support.');
  });
});
