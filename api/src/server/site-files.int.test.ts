import { describe, expect, it } from 'vitest';
import { rest } from '../testing/rest-client.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);

describe('real 404s, robots.txt and sitemap.xml', () => {
  it('answers an unknown call under a REST prefix 404 JSON in the error shape', async () => {
    for (const path of ['/AidRequest/nope', '/User/x/y', '/Contribution']) {
      const r = await rest(api.url, 'GET', path);
      expect(r.status, path).toBe(404);
      expect(r.contentType).toContain('application/json');
      expect(r.body).toEqual({
        message: 'No such call.',
        code: 'NOT_FOUND',
        messageCode: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    }
  });

  it('serves a real robots.txt and a sitemap of the public pages', async () => {
    const robots = await rest(api.url, 'GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.contentType).toContain('text/plain');
    expect(robots.text).toContain('Disallow: /ds-dashboard');
    expect(robots.text).toContain('Disallow: /AidRequest/');
    expect(robots.text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    const sitemap = await rest(api.url, 'GET', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.contentType).toContain('application/xml');
    expect(sitemap.text).toMatch(/<loc>http:\/\/localhost:\d+\/alerts<\/loc>/);
  });
});
