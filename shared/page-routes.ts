/**
 * The web app's pages, as the router declares them (web/src/app/AppRoutes.tsx and the dashboards' areas; a test
 * checks the two agree): the server answers 404 for any other page, and robots.txt and sitemap.xml are built from it.
 */
export const PUBLIC_PAGES = [
  '/',
  '/alerts',
  '/submit-symptoms',
  '/request-aid',
  '/emergency-aid-request',
  '/post-disaster-aid-request',
  '/login',
  '/signup',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The public page a request path names (a trailing slash is the same page), or null. */
export function publicPageOf(path: string): PublicPage | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/u, '') : path;
  return (PUBLIC_PAGES as readonly string[]).includes(trimmed) ? (trimmed as PublicPage) : null;
}

/** Signed-in areas and their pages ('' is the area's own home). */
export const DASHBOARD_PAGES = {
  '/volunteer-dashboard': [
    '',
    'aid-requests',
    'emergency-aid-request',
    'post-disaster-aid-request',
    'add-contribution',
    'my-contributions',
    'new-aid-request',
    'settings',
  ],
  '/ds-dashboard': [
    '',
    'resolved-alerts',
    'submit-manual-reports',
    'ongoing-aid-requests',
    'approve-aid-requests',
    'approve-volunteer-contributions',
    'text-messages',
    'places-to-confirm',
    'volunteers',
    'settings',
  ],
  '/dmc-dashboard': [
    '',
    'alerts',
    'alerts/new',
    'reports',
    'aid-requests',
    'text-messages',
    'places-to-confirm',
    'volunteers',
    'settings',
  ],
} as const;

/** Old links the router sends elsewhere (D21). */
export const REDIRECTED_PAGES = ['/gn-dashboard/settings'] as const;

/** Every page path the web app draws. */
export function knownPagePaths(): string[] {
  const dashboards = Object.entries(DASHBOARD_PAGES).flatMap(([base, pages]) =>
    pages.map((page) => (page ? `${base}/${page}` : base)),
  );
  return [...PUBLIC_PAGES, ...dashboards, ...REDIRECTED_PAGES];
}

/** Whether a request path is one of the app's pages (a trailing slash is the same page). */
export function isKnownPage(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/u, '') : path;
  return knownPagePaths().includes(trimmed);
}
