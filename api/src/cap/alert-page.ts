import { AlertStatus, type Alert, type Severity } from '../alerts/alert.entity.js';
import type { CapArea } from './cap-area.js';
import { capXmlUrl } from './cap-feeds.js';
import { CAP_LANGUAGES, eventName, type CapLanguage } from './cap-mapping.js';
import { readableTime, type CapMessage } from './cap-message.js';
import { SEVERITY_WORDS } from './cap-texts.js';
import { EXPIRED_NOTE } from './alert-state-texts.js';

const LABELS: Record<
  CapLanguage,
  Record<
    | 'site'
    | 'issued'
    | 'until'
    | 'expired'
    | 'resolved'
    | 'severity'
    | 'status'
    | 'ongoing'
    | 'ended'
    | 'todo'
    | 'area'
    | 'sms'
    | 'cap'
    | 'all'
    | 'others'
    | 'open',
    string
  >
> = {
  en: {
    site: 'Lanka Relief',
    issued: 'Issued',
    until: 'In force until',
    expired: 'Expired',
    resolved: 'Resolved',
    severity: 'Severity',
    status: 'Status',
    ongoing: 'Ongoing',
    ended: 'Resolved',
    todo: 'What to do',
    area: 'Area',
    sms: 'SMS text',
    cap: 'CAP 1.2 message',
    all: 'All alerts',
    others: 'In other languages',
    open: 'Open this page in English',
  },
  si: {
    site: 'ලංකා සහන',
    issued: 'නිකුත් කළේ',
    until: 'බලපැවැත්වීම අවසන් වන්නේ',
    expired: 'කල් ඉකුත් වී ඇත',
    resolved: 'අවසන් කළේ',
    severity: 'බරපතළකම',
    status: 'තත්ත්වය',
    ongoing: 'පවතී',
    ended: 'අවසන්',
    todo: 'කළ යුතු දේ',
    area: 'ප්‍රදේශය',
    sms: 'SMS පණිවිඩය',
    cap: 'CAP 1.2 පණිවිඩය',
    all: 'සියලු අනතුරු ඇඟවීම්',
    others: 'වෙනත් භාෂාවලින්',
    open: 'මෙම පිටුව සිංහලෙන් විවෘත කරන්න',
  },
  ta: {
    site: 'லங்கா நிவாரணம்',
    issued: 'வெளியிடப்பட்டது',
    until: 'நடைமுறையில் இருக்கும் வரை',
    expired: 'காலாவதியானது',
    resolved: 'முடிந்தது',
    severity: 'தீவிரம்',
    status: 'நிலை',
    ongoing: 'நடப்பில்',
    ended: 'தீர்ந்தது',
    todo: 'செய்ய வேண்டியவை',
    area: 'பகுதி',
    sms: 'SMS செய்தி',
    cap: 'CAP 1.2 செய்தி',
    all: 'எல்லா எச்சரிக்கைகளும்',
    others: 'பிற மொழிகளில்',
    open: 'இந்தப் பக்கத்தைத் தமிழில் திறக்கவும்',
  },
};

const LANGUAGE_NAMES: Record<CapLanguage, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/gu, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The reader's language: ?lang=, else the browser's first language we have, else English. */
export function pageLanguage(query: unknown, accepted: string[]): CapLanguage {
  if (typeof query === 'string' && (CAP_LANGUAGES as readonly string[]).includes(query)) return query as CapLanguage;
  const first = accepted
    .map((tag) => tag.split('-')[0]!.toLowerCase())
    .find((tag) => (CAP_LANGUAGES as readonly string[]).includes(tag));
  return (first as CapLanguage | undefined) ?? 'en';
}

const SIZE = 320;

/** The DS outlines as one inline SVG (no tiles, no script): longitudes scaled by cos(latitude). */
export function areaSvg(areas: readonly CapArea[], label: string): string {
  const rings = areas.flatMap((area) => area.rings);
  const points = rings.flat();
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  const scaleX = Math.cos(((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180));
  const width = (Math.max(...lngs) - Math.min(...lngs)) * scaleX;
  const height = Math.max(...lats) - Math.min(...lats);
  const scale = (SIZE - 20) / Math.max(width, height, 1e-6);
  const x = (lng: number) => (10 + (lng - Math.min(...lngs)) * scaleX * scale).toFixed(1);
  const y = (lat: number) => (10 + (Math.max(...lats) - lat) * scale).toFixed(1);
  const paths = rings.map((ring) => `M${ring.map(([lat, lng]) => `${x(lng)} ${y(lat)}`).join('L')}Z`).join('');
  const w = (width * scale + 20).toFixed(0);
  const h = (height * scale + 20).toFixed(0);
  return `<svg role="img" aria-label="${escapeHtml(label)}" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><path d="${paths}" fill="#fde2e1" stroke="#b3261e" stroke-width="2"/></svg>`;
}

export const FEED_LINKS =
  '<link rel="alternate" type="application/atom+xml" title="Alerts (CAP, Atom)" href="/cap/alerts.atom"><link rel="alternate" type="application/rss+xml" title="Alerts (CAP, RSS)" href="/cap/alerts.rss">';

const STYLE =
  'body{font-family:"Sinhala Webfont","Tamil Webfont",system-ui,"Noto Sans Sinhala","Noto Sans Tamil",sans-serif;max-width:46rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1d1b20}' +
  'h1{font-size:1.4rem}.tag{display:inline-block;padding:.1rem .5rem;border-radius:.3rem;background:#eee}.HIGH{background:#b3261e;color:#fff}.MEDIUM{background:#f2b705}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}dt{font-weight:600}nav a{margin-right:.8rem}details{margin:.4rem 0}summary{cursor:pointer;font-weight:600;padding:.4rem 0}.todo{border-left:4px solid #b3261e;padding:.2rem .8rem;background:#fff4f3}';

/**
 * The web app's self-hosted Sinhala and Tamil fonts (Vite names them with a hash), each used only where its script
 * appears. Names of their own, listed first: fontconfig answers a local "Noto Sans Tamil" with a font that has no
 * Tamil on some systems (boxes in Debian's Chromium), as the web app's own font CSS explains.
 */
const SCRIPT_FONTS = [
  {
    family: 'Sinhala Webfont',
    file: /^noto-sans-sinhala-sinhala-wght-normal-[\w-]+\.woff2$/u,
    weight: '100 900',
    range: 'U+0D80-0DFF,U+200C-200D',
  },
  {
    family: 'Tamil Webfont',
    file: /^noto-sans-tamil-tamil-400-normal-[\w-]+\.woff2$/u,
    weight: '400',
    range: 'U+0B80-0BFF,U+200C-200D',
  },
  {
    family: 'Tamil Webfont',
    file: /^noto-sans-tamil-tamil-700-normal-[\w-]+\.woff2$/u,
    weight: '600 700',
    range: 'U+0B80-0BFF,U+200C-200D',
  },
];

/**
 * @font-face rules for the fonts found among the web build's assets: the page names the languages in their own
 * scripts and may be in Sinhala or Tamil, which many phones and desktops cannot show without them.
 */
export function scriptFontFaces(assetNames: readonly string[]): string {
  return SCRIPT_FONTS.flatMap(({ family, file, weight, range }) => {
    const name = assetNames.find((asset) => file.test(asset));
    return name
      ? [
          `@font-face{font-family:"${family}";font-display:swap;font-weight:${weight};src:url(/assets/${name}) format("woff2");unicode-range:${range}}`,
        ]
      : [];
  }).join('');
}

/** The headline and what to do in the two other languages, each one tap away and marked with its own language. */
export function otherLanguages(
  alertId: number,
  message: Pick<CapMessage, 'headline' | 'instruction'>,
  language: CapLanguage,
): string {
  const fragments = CAP_LANGUAGES.filter((other) => other !== language).map(
    (other) =>
      `<details lang="${other}"><summary>${LANGUAGE_NAMES[other]}</summary><p><strong>${escapeHtml(message.headline[other])}</strong></p>` +
      `<p class="todo">${escapeHtml(message.instruction[other])}</p><p><a href="/alerts/${alertId}?lang=${other}" hreflang="${other}">${escapeHtml(LABELS[other].open)}</a></p></details>`,
  );
  return `<section class="others"><h2>${escapeHtml(LABELS[language].others)}</h2>${fragments.join('')}</section>`;
}

interface PageInput {
  alert: Alert;
  message: CapMessage;
  /** The DS divisions it covers, the first first. */
  areas: readonly CapArea[];
  language: CapLanguage;
  baseUrl: string;
  /** `scriptFontFaces` of the web build (empty without one). */
  fontFaces: string;
}

/** /alerts/{id}: the alert for anyone, drawn on the server with no script, shareable (Open Graph). */
export function alertPage({ alert, message, areas, language, baseUrl, fontFaces }: PageInput): string {
  const l = LABELS[language];
  const ongoing = alert.status === AlertStatus.ONGOING;
  const expired = ongoing && message.expires.getTime() <= Date.now();
  const headline = message.headline[language];
  const district = areas[0]!.districtName;
  const place = `${areas.map((area) => area.name[language] ?? area.name.en).join(', ')}, ${district[language] ?? district.en}`;
  const todo = message.instruction[language];
  const languages = CAP_LANGUAGES.map((other) =>
    other === language
      ? `<strong lang="${other}">${LANGUAGE_NAMES[other]}</strong>`
      : `<a href="/alerts/${alert.id}?lang=${other}" lang="${other}" hreflang="${other}">${LANGUAGE_NAMES[other]}</a>`,
  ).join(' ');
  const rows: Array<[string, string]> = [
    [l.status, escapeHtml(expired ? l.expired : ongoing ? l.ongoing : l.ended)],
    [
      l.severity,
      `<span class="tag ${alert.severity}">${escapeHtml(SEVERITY_WORDS[alert.severity as Severity][language])}</span>`,
    ],
    [l.issued, `<time datetime="${alert.issuedAt.toISOString()}">${readableTime(alert.issuedAt, language)}</time>`],
    ...(ongoing
      ? [
          [
            expired ? l.expired : l.until,
            `<time datetime="${message.expires.toISOString()}">${readableTime(message.expires, language)}</time>`,
          ] as [string, string],
        ]
      : []),
    ...(alert.resolvedAt && !ongoing
      ? [
          [
            l.resolved,
            `<time datetime="${alert.resolvedAt.toISOString()}">${readableTime(alert.resolvedAt, language)}</time>`,
          ] as [string, string],
        ]
      : []),
    [l.area, escapeHtml(place)],
  ];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(headline)} · ${escapeHtml(l.site)}</title>
<meta name="description" content="${escapeHtml(todo)}">
<meta property="og:title" content="${escapeHtml(headline)}"><meta property="og:description" content="${escapeHtml(todo)}"><meta property="og:type" content="article"><meta property="og:url" content="${escapeHtml(`${baseUrl}/alerts/${alert.id}`)}">
<link rel="alternate" type="application/cap+xml" title="CAP 1.2" href="/cap/alerts/${alert.id}.xml">${FEED_LINKS}
<style>${fontFaces}${STYLE}</style></head>
<body><nav><a href="/">${escapeHtml(l.site)}</a><a href="/alerts">${escapeHtml(l.all)}</a> ${languages}</nav>
<main><h1>${escapeHtml(headline)}</h1>
${expired ? `<p class="todo" role="note">${escapeHtml(EXPIRED_NOTE[language](readableTime(message.expires, language)))}</p>` : ''}
<p class="tag">${escapeHtml(eventName(alert.type, alert.customType, language))}</p>
<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`).join('')}</dl>
<h2>${escapeHtml(l.todo)}</h2><p class="todo">${escapeHtml(todo)}</p>
<figure>${areaSvg(areas, place)}<figcaption>${escapeHtml(place)}</figcaption></figure>
${otherLanguages(alert.id, message, language)}
<h2>${escapeHtml(l.sms)}</h2><p>${escapeHtml(message.sms[language].text)}</p>
<p><a href="${escapeHtml(capXmlUrl(baseUrl, alert.id))}">${escapeHtml(l.cap)}</a></p></main></body></html>`;
}
