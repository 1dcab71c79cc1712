import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_PAGES,
  isKnownPage,
  knownPagePaths,
  PUBLIC_PAGES,
  REDIRECTED_PAGES,
} from '../../../shared/page-routes.js';
import { robotsTxt, sitemapXml } from './site-files.js';

const source = (path: string) => readFileSync(new URL(`../../../web/src/${path}`, import.meta.url), 'utf8');
const routePaths = (text: string) =>
  [...text.matchAll(/<Route\s+(index|path="([^"]+)")/g)].map((m) => (m[1] === 'index' ? '' : m[2]!));

describe('the page list agrees with the web router (one list for router and server)', () => {
  it('AppRoutes declares exactly the public pages, the signed-in areas and the redirects', () => {
    const top = routePaths(source('app/AppRoutes.tsx')).filter((p) => p !== '*');
    const expected = [
      ...PUBLIC_PAGES.map((p) => p.slice(1)),
      ...Object.keys(DASHBOARD_PAGES).map((p) => `${p.slice(1)}/*`),
      ...REDIRECTED_PAGES.map((p) => p.slice(1)),
    ];
    expect(top.sort()).toEqual(expected.sort());
  });

  it('each signed-in area declares exactly its pages', () => {
    const areas: Record<string, string> = {
      '/volunteer-dashboard': 'features/volunteers/VolunteerArea.tsx',
      '/ds-dashboard': 'features/ds/DsArea.tsx',
      '/dmc-dashboard': 'features/dmc/DmcArea.tsx',
    };
    for (const [base, file] of Object.entries(areas))
      expect(routePaths(source(file)).sort(), base).toEqual(
        [...DASHBOARD_PAGES[base as keyof typeof DASHBOARD_PAGES]].sort(),
      );
  });

  it('knows pages with or without a trailing slash, and nothing else', () => {
    expect(knownPagePaths()).toContain('/ds-dashboard/approve-volunteer-contributions');
    expect(isKnownPage('/')).toBe(true);
    expect(isKnownPage('/alerts/')).toBe(true);
    expect(isKnownPage('/dmc-dashboard/alerts/new')).toBe(true);
    expect(isKnownPage('/alertz')).toBe(false);
    expect(isKnownPage('/ds-dashboard/nothing-here')).toBe(false);
    expect(isKnownPage('/robots.txt')).toBe(false);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('allows the public pages and disallows the signed-in areas and the API', () => {
    const robots = robotsTxt('https://relief.example', ['AidRequest', 'User']);
    expect(robots).toContain('User-agent: *\nAllow: /\n');
    for (const path of [
      '/volunteer-dashboard',
      '/ds-dashboard',
      '/dmc-dashboard',
      '/gn-dashboard',
      '/graphql',
      '/images/',
      '/openapi.json',
      '/AidRequest/',
      '/User/',
    ])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toMatch(/Disallow: \/(alerts|submit-symptoms|request-aid)\b/);
    expect(robots).toContain('Sitemap: https://relief.example/sitemap.xml');
  });

  it('lists every public page and no dashboard', () => {
    const xml = sitemapXml('https://relief.example');
    for (const page of PUBLIC_PAGES) expect(xml).toContain(`<loc>https://relief.example${page}</loc>`);
    expect(xml).not.toContain('dashboard');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });
});
