import type express from 'express';
import { DASHBOARD_PAGES, PUBLIC_PAGES, REDIRECTED_PAGES } from '../../../shared/page-routes.js';

/** Where the site is reached, as the client asked for it (behind the loopback proxy, its forwarded host and scheme). */
const originOf = (req: express.Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** Public pages allowed; the signed-in areas, the API (REST prefixes, GraphQL, photos, OpenAPI) disallowed. */
export function robotsTxt(origin: string, restPrefixes: string[]): string {
  const closed = [
    ...Object.keys(DASHBOARD_PAGES),
    ...REDIRECTED_PAGES.map((p) => `/${p.split('/')[1]!}`),
    '/graphql',
    '/images/',
    '/openapi.json',
    ...restPrefixes.map((p) => `/${p}/`),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...[...new Set(closed)].map((path) => `Disallow: ${path}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${origin}${path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt and /sitemap.xml, served whether or not the web app is built. */
export function mountSiteFiles(app: express.Express, restPrefixes: string[]): void {
  app.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(originOf(req), restPrefixes));
  });
  app.get('/sitemap.xml', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(sitemapXml(originOf(req)));
  });
}
