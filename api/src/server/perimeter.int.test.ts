import { beforeAll, describe, expect, it } from 'vitest';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { rest } from '../testing/rest-client.js';
import { CREATE_AID, EMERGENCY, makeCast, POST_DISASTER, REST_POST_DISASTER, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';
import { createAppServer, type AppServer } from './app.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const post = (path: string, headers: Record<string, string>, body?: string) =>
  fetch(`${api.url}${path}`, { method: 'POST', headers, body });
const aidCount = () => db.orm.em.fork().count(AidRequest);
const wsUrl = (url: string) => `${url.replace(/^http/, 'ws')}/graphql`;

/** Opens a raw graphql-ws socket; resolves on open or with the refusal's HTTP status. */
function openSocket(url: string, headers: Record<string, string> = {}): Promise<{ ws?: WebSocket; status?: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(url), 'graphql-transport-ws', { headers });
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode }));
    ws.once('error', reject);
  });
}
const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

/** One operation over graphql-ws, answered with its result or its errors. */
async function overSocket(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<{ data?: unknown; errors?: { extensions?: { code?: string; fields?: Record<string, string> } }[] }> {
  const client = createClient({ url: wsUrl(url), webSocketImpl: WebSocket, lazy: true, retryAttempts: 0 });
  try {
    return await new Promise((resolve) => {
      client.subscribe(
        { query, variables },
        {
          next: (r) => resolve(r as never),
          error: (e) => resolve({ errors: Array.isArray(e) ? e : [{ extensions: { code: String(e) } }] }),
          complete: () => undefined,
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

/** A second server over the same database with other perimeter settings. */
async function otherServer(
  security: Parameters<typeof createAppServer>[0]['security'],
): Promise<{ server: AppServer; url: string }> {
  const server = await createAppServer({ orm: db.orm, log: () => undefined, rateLimits: relaxedLimits(), security });
  return { server, url: `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}` };
}
const stop = async (s: { server: AppServer }) => {
  await s.server.close();
  await new Promise((r) => s.server.httpServer.close(r));
};

describe('security headers', () => {
  it('every answer carries a strict CSP (no inline script), no framing, nosniff, the referrer policy and COOP; no HSTS over plain HTTP', async () => {
    const answers = [
      await fetch(`${api.url}/healthz`),
      await fetch(`${api.url}/AidRequest/ongoing`),
      await api.gql('{ counters { alertsSent } }').then(() =>
        fetch(`${api.url}/graphql?query=%7Bcounters%7BalertsSent%7D%7D`, {
          headers: { 'apollo-require-preflight': '1' },
        }),
      ),
    ];
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('HSTS is sent when the request came over HTTPS (through a trusted proxy)', async () => {
    const res = await fetch(`${api.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});

describe('GraphQL limits', () => {
  it('2,000 aliased counters are refused with QUERY_TOO_COMPLEX, cheaply', async () => {
    const query = `{ ${Array.from({ length: 2000 }, (_, i) => `c${i}: counters { alertsSent }`).join(' ')} }`;
    const started = performance.now();
    const r = await api.gql(query);
    const ms = performance.now() - started;
    console.info(`2,000 aliased counters refused in ${ms.toFixed(1)} ms (2.4 s, accepted, before the limit)`);
    expect([r.status, errorCode(r), r.data ?? null]).toEqual([400, 'QUERY_TOO_COMPLEX', null]);
    expect(ms).toBeLessThan(500);
  });

  it('refuses more than 15 aliases, depth over 8, too many directives and a page too costly; accepts 15 aliases and a full page', async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: counters { alertsSent }`).join(' ')} }`;
    expect(errorCode(await api.gql(aliases(16)))).toBe('QUERY_TOO_COMPLEX');
    expect((await api.gql(aliases(15))).errors).toBeUndefined();
    const deep =
      '{ alerts { items { dsDivision { district { dsDivisions { district { dsDivisions { district { dsDivisions { name } } } } } } } } } }';
    expect(errorCode(await api.gql(deep))).toBe('QUERY_TOO_COMPLEX');
    const directives = `{ counters { alertsSent ${'@include(if: true) '.repeat(60)} } }`;
    expect(errorCode(await api.gql(directives))).toBe('QUERY_TOO_COMPLEX');
    // Cost: a full page of a record's usual fields passes; the same page with each alert's whole district does not.
    const usual =
      'id type typeLabel severity status latitude longitude issuedAt district { code name } dsDivision { code name }';
    expect((await api.gql(`{ alerts(first: 1000) { items { ${usual} } } }`)).errors).toBeUndefined();
    const costly = `{ alerts(first: 1000) { items { ${usual} dsDivision { district { dsDivisions { code name } } } } } }`;
    expect(errorCode(await api.gql(costly))).toBe('QUERY_TOO_COMPLEX');
  });

  it('one submission per request: two aliased createAidRequest create nothing and say why', async () => {
    const before = await aidCount();
    const r = await api.gql(
      'mutation ($a: CreateAidRequestInput!) { one: createAidRequest(input: $a) { id } two: createAidRequest(input: $a) { id } }',
      { a: EMERGENCY() },
    );
    expect(errorCode(r)).toBe('QUERY_TOO_COMPLEX');
    expect(await aidCount()).toBe(before);
  });

  it('the same limits apply to operations over graphql-ws', async () => {
    const r = await overSocket(
      api.url,
      `subscription { alertChanged { ${Array.from({ length: 20 }, (_, i) => `a${i}: id`).join(' ')} } }`,
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('introspection is off when configured off (production default), on otherwise', async () => {
    expect((await api.gql('{ __schema { queryType { name } } }')).errors).toBeUndefined();
    const prod = await otherServer({ introspection: false });
    try {
      const res = await fetch(`${prod.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
      });
      const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
      expect([res.status, body.errors[0]!.extensions.code]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED']);
    } finally {
      await stop(prod);
    }
  });
});

describe('CSRF on REST writes and the WebSocket Origin rule', () => {
  const newRequestId = async () => {
    const r = await rest(api.url, 'POST', '/AidRequest/create', {
      body: {
        full_name: '',
        contact_no: '0771112223',
        district: 'Colombo',
        divisional_secretariat: 'Colombo',
        request_type: 'Emergency',
        date_time: '2026-11-21T10:00:00',
        type_support: 'Emergency Aid',
        family_size: 1,
      },
    });
    expect(r.status).toBe(201);
    return (r.body as { aid_id: number }).aid_id;
  };
  const status = async (id: number) => (await db.orm.em.fork().findOneOrFail(AidRequest, { id })).status;

  it('a cookie-authenticated write from another Origin or Sec-Fetch-Site cross-site is refused 403 and changes nothing', async () => {
    const id = await newRequestId();
    const cookie = `lr_session=${cast.dsA.token}`;
    const evil = await post(
      `/AidRequest/resolve/${id}`,
      { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      '{}',
    );
    const fetchSite = await post(
      `/AidRequest/resolve/${id}`,
      { cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      '{}',
    );
    expect([evil.status, ((await evil.json()) as { code: string }).code]).toEqual([403, 'CROSS_SITE_REQUEST']);
    expect(fetchSite.status).toBe(403);
    expect(await status(id)).toBe('APPROVED');
    const own = await post(
      `/AidRequest/resolve/${id}`,
      { cookie, origin: api.url, 'content-type': 'application/json' },
      '{}',
    );
    expect(own.status).toBe(200);
  });

  it('form and text bodies are refused 415 (a cross-site form cannot send JSON)', async () => {
    const id = await newRequestId();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post(
        `/AidRequest/resolve/${id}`,
        { cookie: `lr_session=${cast.dsA.token}`, 'content-type': type },
        'a=1',
      );
      expect([type, res.status, ((await res.json()) as { code: string }).code]).toEqual([
        type,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ]);
    }
    expect(await status(id)).toBe('APPROVED');
  });

  it('bearer-token integrators are not browsers: no Origin rule for them', async () => {
    const id = await newRequestId();
    const res = await post(`/AidRequest/resolve/${id}`, {
      authorization: `Bearer ${cast.dsA.token}`,
      origin: 'https://partner.example',
    });
    expect(res.status).toBe(200);
  });

  it('the WebSocket upgrade from a foreign Origin is refused; own origin and no Origin connect', async () => {
    expect((await openSocket(api.url, { origin: 'https://evil.example' })).status).toBe(403);
    for (const headers of [{ origin: api.url }, {}] as Record<string, string>[]) {
      const { ws } = await openSocket(api.url, headers);
      expect(ws?.readyState).toBe(WebSocket.OPEN);
      ws!.close();
    }
  });
});

describe('WebSocket limits', () => {
  it('a 1 MB message closes the socket (1009) before it is buffered, and memory does not balloon', async () => {
    const big = 'x'.repeat(1024 * 1024);
    const rssBefore = process.memoryUsage().rss;
    for (let i = 0; i < 20; i++) {
      const { ws } = await openSocket(api.url);
      const code = closed(ws!);
      ws!.send(big);
      expect(await code).toBe(1009);
    }
    const grownMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    console.info(
      `20 × 1 MB WebSocket messages refused; RSS grew ${grownMb.toFixed(1)} MB (client and server in one process)`,
    );
    expect(grownMb).toBeLessThan(150);
  });

  it('limits open sockets per address and closes sockets that never send connection_init', async () => {
    const limited = await otherServer({ wsConnectionsPerAddress: 2, wsInitTimeoutMs: 300 });
    try {
      const first = await openSocket(limited.url);
      const firstClosed = closed(first.ws!);
      const second = await openSocket(limited.url);
      const secondClosed = closed(second.ws!);
      expect((await openSocket(limited.url)).status).toBe(429);
      expect(await firstClosed).toBe(4408);
      await secondClosed;
      const again = await openSocket(limited.url);
      expect(again.ws?.readyState).toBe(WebSocket.OPEN);
      again.ws!.close();
    } finally {
      await stop(limited);
    }
  });
});

describe('internals never in answers; declared input maximums', () => {
  it('GET /%ZZ answers the project error shape (400), never Express page or a stack trace', async () => {
    for (const path of ['/%ZZ', '/AidRequest/%E0%A4%A', '/assets/%ZZ.js', '/images/%ZZ']) {
      const res = await fetch(`${api.url}${path}`);
      const text = await res.text();
      expect([path, res.status]).toEqual([path, 400]);
      expect(JSON.parse(text)).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(text).not.toMatch(/at .*\.(js|ts):\d+|<pre>|URIError/);
    }
  });

  it('a 300-character fullName answers 400 BAD_USER_INPUT with the field over HTTP and over the WebSocket', async () => {
    const input = POST_DISASTER({ fullName: 'A'.repeat(300) });
    const http = await api.gql(CREATE_AID, { input });
    expect([errorCode(http), Object.keys(http.errors![0]!.extensions!.fields!)]).toEqual([
      'BAD_USER_INPUT',
      ['fullName'],
    ]);
    const ws = await overSocket(api.url, CREATE_AID, { input });
    expect([ws.errors?.[0]?.extensions?.code, Object.keys(ws.errors?.[0]?.extensions?.fields ?? {})]).toEqual([
      'BAD_USER_INPUT',
      ['fullName'],
    ]);
    expect(JSON.stringify(ws)).not.toMatch(/character varying|value too long/);
  });

  it('a 200-character idempotency key and a 50-character NIC answer 400 with the field (GraphQL and REST), not 500', async () => {
    const before = await aidCount();
    const key = await api.gql(CREATE_AID, { input: { ...EMERGENCY(), idempotencyKey: 'k'.repeat(200) } });
    const nic = await api.gql(CREATE_AID, { input: POST_DISASTER({ nicNumber: '1'.repeat(50) }) });
    expect([errorCode(key), key.errors![0]!.extensions!.fields]).toEqual([
      'BAD_USER_INPUT',
      { idempotencyKey: expect.any(String) },
    ]);
    expect([errorCode(nic), nic.errors![0]!.extensions!.fields]).toEqual([
      'BAD_USER_INPUT',
      { nicNumber: expect.any(String) },
    ]);
    const restBody = REST_POST_DISASTER();
    const restKey = await rest(api.url, 'POST', '/AidRequest/create', {
      body: { ...restBody, nic_number: '198512345678', idempotency_key: 'k'.repeat(200) },
    });
    const restNic = await rest(api.url, 'POST', '/AidRequest/create', {
      body: { ...restBody, nic_number: '1'.repeat(50) },
    });
    expect([restKey.status, restKey.body]).toEqual([
      400,
      expect.objectContaining({ code: 'BAD_USER_INPUT', fields: { idempotency_key: expect.any(String) } }),
    ]);
    expect([restNic.status, restNic.body]).toEqual([
      400,
      expect.objectContaining({ code: 'BAD_USER_INPUT', fields: { nic_number: expect.any(String) } }),
    ]);
    expect(await aidCount()).toBe(before);
  });
});

describe('personal answers are not cached', () => {
  it('GraphQL and REST answers to a signed-in caller are no-store; public ones keep their caching', async () => {
    const signedIn = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cast.dsA.token}` },
      body: JSON.stringify({ query: '{ pendingAidRequests { items { id contactNo } } }' }),
    });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const cookie = await fetch(`${api.url}/AidRequest/pending-post-disaster`, {
      headers: { cookie: `lr_session=${cast.dsA.token}` },
    });
    expect(cookie.headers.get('cache-control')).toBe('no-store');
    const officerRest = await fetch(`${api.url}/Volunteer/by-division`, {
      headers: { authorization: `Bearer ${cast.dsA.token}` },
    });
    expect(officerRest.headers.get('cache-control')).toBe('no-store');
    const anonymous = await fetch(`${api.url}/AidRequest/ongoing`);
    expect(anonymous.headers.get('cache-control')).not.toBe('no-store');
  });
});
