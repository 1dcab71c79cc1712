import type express from 'express';
import { DASHBOARD_PAGES, PUBLIC_PAGES, REDIRECTED_PAGES } from '../../../shared/page-routes.js';

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

/** /robots.txt and /sitemap.xml at the site's public address, served whether or not the web app is built. */
export function mountSiteFiles(app: express.Express, restPrefixes: string[], publicUrl: string): void {
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(publicUrl, restPrefixes));
  });
  app.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(sitemapXml(publicUrl));
  });
}
