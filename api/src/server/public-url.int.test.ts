import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../core/config/config.js';
import { makeCast, publishFloodAlert, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

// The server's own configuration: with PUBLIC_URL unset, as by default, the address on PORT.
const PUBLIC_URL = parseConfig().publicUrl;
const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
let alertId: number;

/** A GET with a forged Host and, as if from the trusted loopback proxy, forged forwarded scheme and host. */
function forged(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path,
        headers: {
          host: 'poison-host.test',
          'x-forwarded-proto': 'javascript',
          'x-forwarded-host': 'poison-host.test',
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  cast = await makeCast(db);
  alertId = await publishFloodAlert(api, cast.dmcX);
});

describe('absolute links come from the public URL, never from the request', () => {
  it('writes no forged host or scheme into the CAP message, the feeds, the alert page, robots.txt or the sitemap', async () => {
    for (const path of [
      `/cap/alerts/${alertId}.xml`,
      '/cap/alerts.atom',
      '/cap/alerts.rss',
      `/alerts/${alertId}`,
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      const { status, body } = await forged(path);
      expect(status, path).toBe(200);
      expect(body, path).not.toMatch(/poison-host|javascript:/u);
      expect(body, path).toContain(`${PUBLIC_URL}/`);
    }
  });
});
