import { beforeAll, describe, expect, it } from 'vitest';
import { rest } from '../testing/rest-client.js';
import { CREATE_AID, makeCast, ok, POST_DISASTER, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

type Pending = {
  contribution_id: number;
  volunteer_contact: string;
  volunteerTypeSupport: string;
  requester_nic: string | null;
  type_support: string;
};

describe('GET /Contribution/pending: what the DS officer needs to decide', () => {
  it("answers the volunteer's contact, the support given and the requester's NIC to the officer of the division", async () => {
    const created = await ok<{ createAidRequest: { id: number } }>(api, CREATE_AID, {
      input: POST_DISASTER({ nicNumber: '199012345678' }),
    });
    const aidId = created.createAidRequest.id;
    await ok(api, 'mutation ($id: ID!) { approveAidRequest(id: $id) { id } }', { id: aidId }, cast.dsA);
    const volunteer = cast.volunteerA;
    const added = await rest(api.url, 'POST', '/Contribution/add', {
      token: volunteer.token,
      body: {
        volunteer_id: volunteer.user.id,
        aid_id: aidId,
        district: 'Colombo',
        type_support: 'Evacuation',
        description: 'Took the family to the school',
      },
    });
    expect(added.status).toBe(201);
    const id = (added.body as { contribution_id: number }).contribution_id;

    const pending = await rest(api.url, 'GET', '/Contribution/pending?divisional_secretariat=Colombo', {
      token: cast.dsA.token,
    });
    expect(pending.status).toBe(200);
    const row = (pending.body as Pending[]).find((c) => c.contribution_id === id)!;
    expect(row).toMatchObject({
      volunteer_contact: volunteer.user.contactNo,
      volunteerTypeSupport: 'Evacuation',
      type_support: 'Evacuation',
      requester_nic: '199012345678',
    });

    expect((await rest(api.url, 'GET', '/Contribution/pending', { token: volunteer.token })).status).toBe(403);
    expect((await rest(api.url, 'GET', '/Contribution/pending')).status).toBe(401);
  });
});
