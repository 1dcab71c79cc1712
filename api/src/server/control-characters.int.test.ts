import { beforeAll, describe, expect, it } from 'vitest';
import { CREATE_AID, EMERGENCY, makeCast, REST_EMERGENCY, type Cast } from '../testing/scenario.js';
import { rest } from '../testing/rest-client.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const CREATE_ALERT = 'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }';
const count = async (table: string) => {
  const [row] = await db.orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from ${table}`);
  return Number(row!.n);
};

describe('a control character in a text is the client’s error, never an outage', () => {
  it('refuses NUL in an aid request’s description over GraphQL with 400 BAD_USER_INPUT on the field', async () => {
    const before = await count('aid_requests');
    const answer = await api.gql(CREATE_AID, {
      input: { ...EMERGENCY('0771230001'), description: 'Water rising\u0000 fast' },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldCodes: { description: 'TEXT_CONTROL_CHARACTERS' },
    });
    expect(answer.errors?.[0]?.extensions?.fields?.description).toBe(
      'This text contains control characters: remove them and send again.',
    );
    expect(await count('aid_requests')).toBe(before);
  });

  it('takes tabs and line breaks as they are', async () => {
    const answer = await api.gql(CREATE_AID, {
      input: { ...EMERGENCY('0771230002'), description: 'Line one\r\n\tLine two' },
    });
    expect(answer.errors).toBeUndefined();
  });

  it('refuses NUL in the REST emergency request with 400', async () => {
    const before = await count('aid_requests');
    const answer = await rest(api.url, 'POST', '/AidRequest/create', {
      body: { ...REST_EMERGENCY('0771230003'), description: 'Help\u0000' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await count('aid_requests')).toBe(before);
  });

  it('refuses a control character in an alert’s headline with BAD_USER_INPUT, not INTERNAL', async () => {
    const answer = await api.gql(
      CREATE_ALERT,
      { input: { dsDivision: 'LK1103', type: 'FLOOD', texts: { en: { headline: 'Flood\u0007 warning' } } } },
      { token: cast.dmcX.token },
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldCodes: { headline: 'TEXT_CONTROL_CHARACTERS' },
    });
  });
});
