import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import { AlertsService } from '../alerts/alerts.service.js';
import { createAppServer, type AppServer } from '../server/app.js';
import { TEST_PASSWORD } from '../testing/factories.js';
import { dataUrl, makePhoto } from '../testing/photos.js';
import { DIVISION_A, makeCast, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { createLogger } from './logger.js';

const db = useTestDatabase();
let server: AppServer;
let url: string;
let cast: Cast;
const lines: string[] = [];
const logged = () => lines.join('');
const entries = () =>
  lines
    .flatMap((l) => l.split('\n'))
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  const logger = createLogger({ level: 'info', pretty: false }, { write: (line: string) => void lines.push(line) });
  server = await createAppServer({ orm: db.orm, logger, rateLimits: relaxedLimits() });
  url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  cast = await makeCast(db);
});

afterAll(async () => {
  await server?.close();
  await new Promise((r) => server?.httpServer.close(r));
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    res,
    body: (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : { text }) as Record<string, unknown>,
  };
}

const SUBMIT = 'mutation ($input: SubmitReportInput!) { submitReport(input: $input) { id status } }';
const LOGIN =
  'mutation ($userId: Int!, $password: String!, $role: Role!) { login(userId: $userId, password: $password, role: $role) { token } }';

describe('structured logs', () => {
  it('writes one JSON access line per request with its id, and never the personal data or secrets it carried', async () => {
    const photo = dataUrl(await makePhoto(7));
    const phone = '0761239876';
    const nic = '199012345678';
    const submitted = await post(
      '/graphql?contact=0779991234',
      {
        query: SUBMIT,
        variables: {
          input: {
            reporterName: 'Chaminda Perera',
            nicNumber: nic,
            contactNo: phone,
            ...DIVISION_A,
            dateTime: '2026-11-21T06:15',
            description: 'River water rising fast near the bridge.',
            image: photo,
          },
        },
      },
      {
        'x-request-id': 'client-req-42',
        authorization: `Bearer ${cast.volunteerA.token}`,
        cookie: `lr_session=${cast.dsA.token}`,
      },
    );
    expect(submitted.res.status).toBe(200);
    expect(submitted.res.headers.get('x-request-id')).toBe('client-req-42');
    const secret = 'Sup3r-secret-passw0rd';
    await post('/graphql', {
      query: LOGIN,
      variables: { userId: cast.volunteerA.user.id, password: secret, role: 'VOLUNTEER' },
    });
    const good = await post('/graphql', {
      query: LOGIN,
      variables: { userId: cast.volunteerA.user.id, password: TEST_PASSWORD, role: 'VOLUNTEER' },
    });
    expect(good.body.errors).toBeUndefined();
    const issued = (good.body.data as { login: { token: string } }).login.token;
    await post('/User/login', { userId: String(cast.volunteerY.user.id), password: secret, role: 'volunteer' });

    const text = logged();
    for (const leak of [
      phone,
      '0779991234',
      nic,
      secret,
      TEST_PASSWORD,
      cast.volunteerA.token,
      cast.dsA.token,
      issued,
      photo.slice(30, 90),
      'lr_session',
    ])
      expect(text).not.toContain(leak);
    const access = entries().filter((e) => (e.req as { url?: string } | undefined)?.url?.startsWith('/graphql'));
    expect(access.length).toBeGreaterThanOrEqual(3);
    expect(access[0]).toMatchObject({
      reqId: 'client-req-42',
      level: 30,
      req: { method: 'POST', url: '/graphql?contact=…' },
      res: { statusCode: 200 },
    });
    expect(typeof access[0]!.responseTime).toBe('number');
    // The message says the request in one line (the development console shows only it).
    expect(access[0]!.msg).toMatch(/^POST \/graphql\?contact=… 200 \d+ ms$/);
  });

  it('answers a failure with the request id, keeps the stack in one log line of that request, and scrubs its text', async () => {
    lines.length = 0;
    const spy = vi
      .spyOn(AlertsService.prototype, 'list')
      .mockRejectedValueOnce(new Error('duplicate key (contact_no)=(0771234567) for NIC 881234567V'));
    const { res, body } = await post(
      '/graphql',
      { query: '{ alerts { items { id } } }' },
      { 'x-request-id': 'bad id\twith spaces' },
    );
    spy.mockRestore();
    const requestId = res.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [error] = body.errors as { message: string; extensions: Record<string, unknown> }[];
    expect(error).toEqual({
      message: 'Internal server error',
      path: ['alerts'],
      extensions: { code: 'INTERNAL', messageCode: 'INTERNAL', requestId },
    });
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);

    const mine = entries().filter((e) => e.reqId === requestId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 50, res: { statusCode: 200 } });
    const err = mine[0]!.err as { message: string; stack: string };
    expect(err.stack).toContain('logging.int.test.ts');
    expect(err.message).toBe('duplicate key (contact_no)=([phone]) for NIC [nic]');
  });

  it('puts the request id in REST error bodies', async () => {
    const res = await fetch(`${url}/AidRequest/no-such-call`);
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(404);
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    expect(entries().some((e) => e.reqId === body.requestId && e.level === 40)).toBe(true);
  });

  it('puts the request id in the answer to a body that is not JSON', async () => {
    const res = await fetch(`${url}/AidRequest/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'broken-body-1' },
      body: '{"contactNo": "0771234567",',
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(400);
    expect(body.requestId).toBe('broken-body-1');
    expect(logged()).not.toContain('0771234567');
  });
});
