import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCast, ok, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { googleProfileProblems } from './cap-profile.js';
import { schemaFailures } from './cap-schema-check.js';

const db = useTestDatabase();
/** The configured public address: every absolute link a message or feed carries starts with it. */
const PUBLIC_URL = 'https://relief.example.lk';
const api = useTestServer(db, { cap: { publicUrl: PUBLIC_URL } });
const testKey = (name: string) => readFileSync(fileURLToPath(new URL(`./test-keys/${name}`, import.meta.url)), 'utf8');
/** A second instance over the same database with a signing key and certificate configured. */
const signingApi = useTestServer(db, {
  cap: { signing: { privateKey: testKey('cap-test.key'), certificate: testKey('cap-test.crt') } },
});
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const CREATE = 'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }';
/** Every CAP message this file fetched: checked against the schema and Google's profile at the end. */
const fetchedMessages: string[] = [];

async function publish(input: Record<string, unknown>): Promise<number> {
  const { createAlert } = await ok<{ createAlert: { id: number } }>(api, CREATE, { input }, cast.dmcX);
  return createAlert.id;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.url}${path}`, { headers });
  const body = await res.text();
  if (res.status === 200 && path.startsWith('/cap/alerts/')) fetchedMessages.push(body);
  return { status: res.status, body, headers: res.headers };
}

describe('CAP over HTTP', () => {
  it('publishing puts a trilingual CAP Alert at /cap/alerts/{id}.xml and on both feeds at once', async () => {
    const id = await publish({ dsDivision: 'LK1103', type: 'FLOOD', severity: 'HIGH' });
    const cap = await get(`/cap/alerts/${id}.xml`);
    expect(cap.status).toBe(200);
    expect(cap.headers.get('content-type')).toContain('application/cap+xml');
    expect(cap.body).toContain('<msgType>Alert</msgType>');
    expect(cap.body.match(/<info>/gu)).toHaveLength(3);
    expect(cap.body).toContain(`<web>${PUBLIC_URL}/alerts/${id}?lang=en</web>`);
    const identifier = /<identifier>([^<]+)<\/identifier>/u.exec(cap.body)![1]!;
    const atom = await get('/cap/alerts.atom');
    expect(atom.headers.get('content-type')).toContain('application/atom+xml');
    expect(atom.body).toContain(`<id>${identifier}</id>`);
    expect(atom.body).toContain(`href="${PUBLIC_URL}/cap/alerts/${id}.xml"`);
    const rss = await get('/cap/alerts.rss');
    expect(rss.body).toContain(`<guid isPermaLink="false">${identifier}</guid>`);
  });

  it('resolving turns the message into a Cancel that references the Alert, and the feeds carry the Cancel', async () => {
    const id = await publish({ dsDivision: 'LK1103', type: 'LANDSLIDE' });
    const alert = await get(`/cap/alerts/${id}.xml`);
    const identifier = /<identifier>([^<]+)<\/identifier>/u.exec(alert.body)![1]!;
    await ok(api, `mutation { resolveAlert(id: ${id}) { status } }`, {}, cast.dsA);
    const cancel = await get(`/cap/alerts/${id}.xml`);
    expect(cancel.body).toContain('<msgType>Cancel</msgType>');
    expect(cancel.body).toMatch(new RegExp(`<references>[^,<]+,${identifier},[^<]+\\+05:30</references>`, 'u'));
    expect((await get('/cap/alerts.atom')).body).toContain(`<id>${identifier}:cancel</id>`);
  });

  it('answers the feeds and messages with ETag, Last-Modified and Cache-Control, and 304 when the copy is current', async () => {
    await publish({ dsDivision: 'LK1106', type: 'FIRE' });
    for (const path of ['/cap/alerts.atom', '/cap/alerts.rss']) {
      const first = await get(path);
      const etag = first.headers.get('etag')!;
      const lastModified = first.headers.get('last-modified')!;
      expect(etag).toMatch(/^"[\w-]+"$/u);
      expect(new Date(lastModified).getTime()).not.toBeNaN();
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
      expect((await get(path, { 'if-modified-since': lastModified })).status).toBe(304);
      expect((await get(path, { 'if-none-match': '"stale"' })).status).toBe(200);
    }
    const id = await publish({ dsDivision: 'LK1106', type: 'CYCLONE' });
    const message = await get(`/cap/alerts/${id}.xml`);
    expect((await get(`/cap/alerts/${id}.xml`, { 'if-none-match': message.headers.get('etag')! })).status).toBe(304);
  });

  it("a new alert changes the feed's ETag: a poller sees it at once", async () => {
    const before = await get('/cap/alerts.atom');
    const id = await publish({ dsDivision: 'LK1103', type: 'DROUGHT', severity: 'LOW' });
    const after = await get('/cap/alerts.atom', { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.body).toContain(`/cap/alerts/${id}.xml`);
  });

  it('answers 404 for an unknown or malformed alert id', async () => {
    expect((await get('/cap/alerts/999999.xml')).status).toBe(404);
    expect((await get('/cap/alerts/abc.xml')).status).toBe(404);
    expect((await get('/cap/alerts/1')).status).toBe(404);
  });

  it("serves a public page per alert in the reader's language, with what to do and the map of its area", async () => {
    const id = await publish({ dsDivision: 'LK1103', type: 'FLOOD', severity: 'HIGH' });
    const english = await get(`/alerts/${id}`);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toContain('text/html');
    expect(english.body).toContain('Move to higher ground now.');
    expect(english.body).toContain('<svg');
    expect(english.body).toContain('rel="alternate" type="application/atom+xml"');
    const sinhala = await get(`/alerts/${id}`, { 'accept-language': 'si-LK,en;q=0.5' });
    expect(sinhala.body).toContain('<html lang="si">');
    expect(sinhala.body).toContain('උස් බිමකට යන්න');
    const tamil = await get(`/alerts/${id}?lang=ta`);
    expect(tamil.body).toContain('மேட்டு நிலத்துக்குச்');
    expect(tamil.body).not.toContain(cast.dmcX.user.contactNo);
  });

  it('answers the SMS texts in the API: on every alert, and as a preview for the DMC officer before publishing', async () => {
    const id = await publish({ dsDivision: 'LK1103', type: 'FIRE', severity: 'HIGH' });
    const { alert } = await ok<{
      alert: { smsTexts: { language: string; text: string; encoding: string; parts: number }[] };
    }>(api, `{ alert(id: ${id}) { smsTexts { language text encoding parts } } }`);
    expect(alert.smsTexts.map((s) => [s.language, s.encoding, s.parts])).toEqual([
      ['en', 'GSM-7', 1],
      ['si', 'UCS-2', 1],
      ['ta', 'UCS-2', 1],
    ]);
    expect((await get(`/cap/alerts/${id}.xml`)).body).toContain(`<value>${alert.smsTexts[0]!.text}</value>`);
    const PREVIEW = 'query ($input: SmsPreviewInput!) { alertSmsPreview(input: $input) { language text } }';
    const preview = await ok<{ alertSmsPreview: { language: string; text: string }[] }>(
      api,
      PREVIEW,
      { input: { dsDivision: 'LK1103', type: 'FIRE', severity: 'HIGH' } },
      cast.dmcX,
    );
    expect(preview.alertSmsPreview.map((s) => s.text)).toEqual(alert.smsTexts.map((s) => s.text));
    const anonymous = await api.gql(PREVIEW, { input: { dsDivision: 'LK1103', type: 'FIRE' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("publishes the officer's own headline and instruction per language: in the API, in that language's <info>, on the page and in the SMS", async () => {
    const texts = {
      si: { headline: ' කැලණි ගඟ උතුරා යයි ', instruction: 'දැන්ම පන්සලේ කඳවුරට යන්න.' },
      ta: { headline: 'களனி ஆறு பெருக்கெடுக்கிறது' },
      en: { headline: '  ' },
    };
    const id = await publish({ dsDivision: 'LK1103', type: 'FLOOD', severity: 'HIGH', texts });
    const { alert } = await ok<{
      alert: {
        texts: Record<string, { headline: string | null; instruction: string | null } | null>;
        smsTexts: { language: string; text: string }[];
      };
    }>(
      api,
      `{ alert(id: ${id}) { texts { en { headline instruction } si { headline instruction } ta { headline instruction } } smsTexts { language text } } }`,
    );
    expect(alert.texts).toEqual({
      en: null,
      si: { headline: 'කැලණි ගඟ උතුරා යයි', instruction: 'දැන්ම පන්සලේ කඳවුරට යන්න.' },
      ta: { headline: 'களனி ஆறு பெருக்கெடுக்கிறது', instruction: null },
    });
    expect(alert.smsTexts.find((s) => s.language === 'si')!.text).toMatch(/^කැලණි ගඟ උතුරා යයි/u);
    const cap = (await get(`/cap/alerts/${id}.xml`)).body;
    const info = (tag: string) => cap.split('<info>').find((part) => part.includes(`<language>${tag}</language>`))!;
    expect(info('si-LK')).toContain('<headline>කැලණි ගඟ උතුරා යයි</headline>');
    expect(info('si-LK')).toContain('<instruction>දැන්ම පන්සලේ කඳවුරට යන්න.</instruction>');
    expect(info('ta-LK')).toContain('<headline>களனி ஆறு பெருக்கெடுக்கிறது</headline>');
    expect(info('en-LK')).toContain('<headline>Flood warning (High) for');
    const page = (await get(`/alerts/${id}?lang=si`)).body;
    expect(page).toContain('<h1>කැලණි ගඟ උතුරා යයි</h1>');
    expect(page).toContain('<p class="todo">දැන්ම පන්සලේ කඳවුරට යන්න.</p>');
    expect(page).toMatch(/<details lang="ta"><summary>தமிழ்<\/summary><p><strong>களனி ஆறு பெருக்கெடுக்கிறது<\/strong>/u);
    expect(page).toContain(`<a href="/alerts/${id}?lang=ta" hreflang="ta">`);
  });

  it("refuses an officer's headline longer than a CAP headline may be", async () => {
    const answer = await api.gql(
      CREATE,
      { input: { dsDivision: 'LK1103', type: 'FLOOD', texts: { si: { headline: 'ග'.repeat(141) } } } },
      { token: cast.dmcX.token },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('publishes with the time in force the officer chose: in the API and as CAP expires; a time out of range is refused', async () => {
    const id = await publish({ dsDivision: 'LK1103', type: 'FIRE', expiresInHours: 72 });
    const { alert } = await ok<{ alert: { issuedAt: string; expiresAt: string } }>(
      api,
      `{ alert(id: ${id}) { issuedAt expiresAt } }`,
      {},
      cast.dmcX,
    );
    expect(Date.parse(alert.expiresAt) - Date.parse(alert.issuedAt)).toBe(72 * 3_600_000);
    const cap = await get(`/cap/alerts/${id}.xml`);
    const expires = /<expires>([^<]+)<\/expires>/u.exec(cap.body)![1]!;
    expect(Date.parse(expires)).toBe(Math.floor(Date.parse(alert.expiresAt) / 1000) * 1000);
    expect((await get(`/alerts/${id}`)).body).toContain(
      `<dt>In force until</dt><dd><time datetime="${alert.expiresAt}">`,
    );
    const byDefault = await publish({ dsDivision: 'LK1103', type: 'FIRE' });
    const defaulted = await ok<{ alert: { issuedAt: string; expiresAt: string } }>(
      api,
      `{ alert(id: ${byDefault}) { issuedAt expiresAt } }`,
      {},
      cast.dmcX,
    );
    expect(Date.parse(defaulted.alert.expiresAt) - Date.parse(defaulted.alert.issuedAt)).toBe(12 * 3_600_000);
    for (const expiresInHours of [0, 721]) {
      const answer = await api.gql(
        CREATE,
        { input: { dsDivision: 'LK1103', type: 'FIRE', expiresInHours } },
        { token: cast.dmcX.token },
      );
      expect(answer.errors?.[0]?.extensions).toMatchObject({ fieldCodes: { expiresInHours: 'ALERT_EXPIRY_RANGE' } });
    }
  });

  it('publishes one alert for several DS divisions of the district: every one in the API, in CAP and on the page', async () => {
    const id = await publish({
      dsDivision: 'LK1106',
      alsoDsDivisions: ['Kaduwela', 'LK1112', 'LK1106', 'LK1109'],
      type: 'LANDSLIDE',
      severity: 'HIGH',
    });
    const { alert } = await ok<{
      alert: { dsDivision: { code: string }; dsDivisions: Array<{ code: string }>; smsTexts: Array<{ text: string }> };
    }>(api, `{ alert(id: ${id}) { dsDivision { code } dsDivisions { code } smsTexts { text } } }`, {}, cast.dmcX);
    expect(alert.dsDivision.code).toBe('LK1106');
    expect(alert.dsDivisions.map((ds) => ds.code)).toEqual(['LK1106', 'LK1109', 'LK1112']);
    expect(alert.smsTexts[0]!.text).toContain('Kolonnawa, Kaduwela, Homagama');
    const cap = await get(`/cap/alerts/${id}.xml`);
    expect(cap.body.match(/<area>/gu)).toHaveLength(9);
    expect((await get(`/alerts/${id}`)).body).toContain('<dd>Kolonnawa, Kaduwela, Homagama, Colombo</dd>');
    for (const ds of ['LK1106', 'LK1112']) {
      const { alerts } = await ok<{ alerts: { items: Array<{ id: string }> } }>(
        api,
        `{ alerts(filter: { dsDivision: "${ds}" }) { items { id } } }`,
        {},
      );
      expect(alerts.items.map((a) => Number(a.id))).toContain(Number(id));
    }
    const { alerts: elsewhere } = await ok<{ alerts: { items: Array<{ id: string }> } }>(
      api,
      '{ alerts(filter: { dsDivision: "LK1121" }) { items { id } } }',
      {},
    );
    expect(elsewhere.items.map((a) => Number(a.id))).not.toContain(Number(id));
  });

  it('refuses a further DS of another district (FORBIDDEN) or one that does not exist (field error)', async () => {
    const other = await api.gql(
      CREATE,
      { input: { dsDivision: 'LK1106', alsoDsDivisions: ['LK2130'], type: 'FIRE' } },
      { token: cast.dmcX.token },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await api.gql(
      CREATE,
      { input: { dsDivision: 'LK1106', alsoDsDivisions: ['Atlantis'], type: 'FIRE' } },
      { token: cast.dmcX.token },
    );
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ fieldCodes: { alsoDsDivisions: 'DS_REQUIRED' } });
  });

  it('with a signing key, the message at its URL carries an enveloped XML signature that still validates', async () => {
    const id = await publish({ dsDivision: 'LK1103', type: 'CYCLONE' });
    const signed = await fetch(`${signingApi.url}/cap/alerts/${id}.xml`).then((r) => r.text());
    expect(signed).toMatch(/<Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">[\s\S]*<X509Certificate>/u);
    expect((await get(`/cap/alerts/${id}.xml`)).body).not.toContain('<Signature');
    fetchedMessages.push(signed);
  });

  it('an alert past its expiry leaves the feeds, and its page says it expired', async () => {
    const id = await publish({ dsDivision: 'LK1103', type: 'FIRE', expiresInHours: 1 });
    const identifier = /<identifier>([^<]+)<\/identifier>/u.exec((await get(`/cap/alerts/${id}.xml`)).body)![1]!;
    expect((await get('/cap/alerts.atom')).body).toContain(`<id>${identifier}</id>`);
    await db.orm.em.fork().execute("update alerts set expires_at = now() - interval '1 minute' where id = ?", [id]);
    const feed = await get('/cap/alerts.atom');
    expect(feed.body).not.toContain(`<id>${identifier}</id>`);
    expect((await get(`/alerts/${id}`)).body).toContain('<dt>Status</dt><dd>Expired</dd>');
  });

  it("every CAP message fetched above validates against the OASIS schema and keeps Google's profile", () => {
    expect(fetchedMessages.length).toBeGreaterThanOrEqual(4);
    expect(schemaFailures(fetchedMessages)).toEqual([]);
    expect(fetchedMessages.flatMap(googleProfileProblems)).toEqual([]);
  });
});
