import { create } from 'xmlbuilder2';
import { capTime, type CapMessage } from './cap-message.js';

export const FEED_TITLE = 'Lanka Relief: active disaster alerts (CAP 1.2)';
const FEED_DESCRIPTION =
  'Alerts published by the Disaster Management Centre officers, in English, Sinhala and Tamil, as OASIS CAP 1.2 messages.';

export const capXmlUrl = (baseUrl: string, alertId: number) => `${baseUrl}/cap/alerts/${alertId}.xml`;

const summaryOf = (m: CapMessage) => `${m.msgType}: ${m.headline.en}`;

/** Atom 1.0: thin entries, each linking to its CAP message (the way Google Public Alerts and the IFRC Alert Hub read feeds). */
export function atomFeed(messages: CapMessage[], baseUrl: string, updated: Date, author: string): string {
  const feed = create({ version: '1.0', encoding: 'UTF-8' }).ele('http://www.w3.org/2005/Atom', 'feed');
  feed.ele({
    id: `${baseUrl}/cap/alerts.atom`,
    title: FEED_TITLE,
    subtitle: FEED_DESCRIPTION,
    updated: capTime(updated),
    author: { name: author },
  });
  feed.ele('link', { rel: 'self', type: 'application/atom+xml', href: `${baseUrl}/cap/alerts.atom` });
  feed.ele('link', { rel: 'alternate', type: 'text/html', href: `${baseUrl}/alerts` });
  for (const m of messages) {
    const entry = feed.ele('entry');
    entry.ele({ id: m.identifier, title: m.headline.en, updated: capTime(m.sent), summary: summaryOf(m) });
    entry.ele('link', { rel: 'alternate', type: 'application/cap+xml', href: capXmlUrl(baseUrl, m.alertId) });
    entry.ele('link', { rel: 'related', type: 'text/html', href: `${baseUrl}/alerts/${m.alertId}` });
  }
  return feed.end({ prettyPrint: true });
}

/** RSS 2.0: the same entries; guid is the CAP identifier (not a link). */
export function rssFeed(messages: CapMessage[], baseUrl: string, updated: Date): string {
  const rss = create({ version: '1.0', encoding: 'UTF-8' }).ele('rss', {
    version: '2.0',
    'xmlns:atom': 'http://www.w3.org/2005/Atom',
  });
  const channel = rss.ele('channel');
  channel.ele({
    title: FEED_TITLE,
    link: `${baseUrl}/alerts`,
    description: FEED_DESCRIPTION,
    language: 'en',
    lastBuildDate: updated.toUTCString(),
  });
  channel.ele('atom:link', { href: `${baseUrl}/cap/alerts.rss`, rel: 'self', type: 'application/rss+xml' });
  for (const m of messages) {
    channel.ele('item').ele({
      title: m.headline.en,
      link: capXmlUrl(baseUrl, m.alertId),
      description: summaryOf(m),
      guid: { '@isPermaLink': 'false', '#': m.identifier },
      pubDate: m.sent.toUTCString(),
    });
  }
  return rss.end({ prettyPrint: true });
}
