import { beforeAll, describe, expect, it } from 'vitest';
import { makeCast, ok, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { EXPIRED_NOTE } from './alert-state-texts.js';
import { escapeHtml } from './alert-page.js';
import { CAP_LANGUAGES } from './cap-mapping.js';
import { readableTime } from './cap-message.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const publish = async () =>
  Number(
    (
      await ok<{ createAlert: { id: string } }>(
        api,
        'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }',
        { input: { dsDivision: 'LK1103', type: 'CYCLONE', severity: 'LOW', expiresInHours: 1 } },
        cast.dmcX,
      )
    ).createAlert.id,
  );

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.url}${path}`, { headers });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

/** The alert as if published two hours ago for one hour: past its own expiry, never resolved. */
async function expire(id: number): Promise<Date> {
  const [row] = await db.orm.em
    .fork()
    .execute<Array<{ expires_at: Date }>>(
      "update alerts set issued_at = now() - interval '2 hours', expires_at = now() - interval '1 hour' where id = ? returning expires_at",
      [id],
    );
  return new Date(row!.expires_at);
}

describe('an alert past its own expiry', () => {
  it('is still served at its URL, as issued, with X-Alert-State: expired, and leaves the feeds', async () => {
    const id = await publish();
    const live = await get(`/cap/alerts/${id}.xml`);
    expect(live.headers.get('x-alert-state')).toBe('live');
    await expire(id);

    const expired = await get(`/cap/alerts/${id}.xml`);
    expect(expired.status).toBe(200);
    expect(expired.headers.get('x-alert-state')).toBe('expired');
    expect(expired.body).toContain('<msgType>Alert</msgType>');
    expect(expired.body).not.toContain('expired');
    const again = await get(`/cap/alerts/${id}.xml`, { 'if-none-match': expired.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-alert-state')).toBe('expired');
    expect((await get('/cap/alerts.atom')).body).not.toContain(`/cap/alerts/${id}.xml`);
  });

  it("has a page that says so in the reader's language, changed since the alert was issued", async () => {
    const id = await publish();
    const issuedPage = await get(`/alerts/${id}`);
    expect(issuedPage.body).not.toContain('no longer in force');
    const expiresAt = await expire(id);
    for (const language of CAP_LANGUAGES) {
      const page = await get(`/alerts/${id}?lang=${language}`);
      expect(page.headers.get('x-alert-state')).toBe('expired');
      expect(page.body).toContain(escapeHtml(EXPIRED_NOTE[language](readableTime(expiresAt, language))));
      // Sinhala and Tamil pages write the time in digits: no English month name.
      if (language !== 'en')
        expect(page.body).not.toMatch(/\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/);
      const since = await get(`/alerts/${id}?lang=${language}`, {
        'if-modified-since': new Date(expiresAt.getTime() - 60_000).toUTCString(),
      });
      expect(since.status).toBe(200);
    }
  });

  it('answers ended for a resolved alert, whose message is its Cancel', async () => {
    const id = await publish();
    await ok(api, `mutation { resolveAlert(id: ${id}) { status } }`, {}, cast.dmcX);
    for (const path of [`/cap/alerts/${id}.xml`, `/alerts/${id}`])
      expect((await get(path)).headers.get('x-alert-state'), path).toBe('ended');
  });
});
