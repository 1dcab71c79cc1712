import { describe, expect, it } from 'vitest';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { makeVolunteer, tokenFor } from '../testing/factories.js';
import { CREATE_AID, EMERGENCY } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db, { submissionsPerWindow: 3 });

describe('anonymous submissions are rate-limited per client', () => {
  it('refuses the fourth anonymous request within the window with RATE_LIMITED, and stores only three', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) codes.push(errorCode(await api.gql(CREATE_AID, { input: EMERGENCY(`077000000${i}`) })));
    expect(codes).toEqual([undefined, undefined, undefined, 'RATE_LIMITED']);
    expect(await db.orm.em.fork().count(AidRequest, {})).toBe(3);
  });

  it('does not limit a signed-in volunteer filing for families', async () => {
    const volunteer = await makeVolunteer(db.orm.em);
    const token = await tokenFor(db.orm.em, volunteer);
    const result = await api.gql(CREATE_AID, { input: EMERGENCY('0770000009') }, { token });
    expect(result.errors).toBeUndefined();
  });
});
