import { PUBLIC } from '../core/policy/audience.js';

/** CAP messages, the feeds and the alert pages are public: they carry no reporter's contact or point, only the DS. */
export const CAP_ROUTES = [
  { method: 'get', path: '/cap/alerts/{id}.xml', audience: PUBLIC },
  { method: 'get', path: '/cap/alerts.atom', audience: PUBLIC },
  { method: 'get', path: '/cap/alerts.rss', audience: PUBLIC },
  { method: 'get', path: '/alerts/{id}', audience: PUBLIC },
] as const;
