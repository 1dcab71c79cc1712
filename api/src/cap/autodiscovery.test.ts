import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEED_LINKS } from './alert-page.js';

describe('feed autodiscovery', () => {
  it('every page of the web app (one index.html for all) links both CAP feeds from its head', () => {
    const index = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const head = index.slice(0, index.indexOf('</head>'));
    expect(head).toMatch(/<link rel="alternate" type="application\/atom\+xml"[^>]*href="\/cap\/alerts\.atom"/u);
    expect(head).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/cap\/alerts\.rss"/u);
  });

  it('the server-drawn alert pages link them too', () => {
    expect(FEED_LINKS).toContain('href="/cap/alerts.atom"');
    expect(FEED_LINKS).toContain('href="/cap/alerts.rss"');
  });
});
