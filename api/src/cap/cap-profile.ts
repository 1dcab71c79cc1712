import { convert } from 'xmlbuilder2';
import { selfIntersects } from './cap-area.js';

/**
 * Google Public Alerts' CAP profile (google/cap-library GoogleProfile.java) as listed in the project's CAP notes:
 * its error rules, then the recommendations and onboarding limits we hold ourselves to. Answers the broken rules'
 * names; an empty list is a message Google would take.
 */
type Node = { [key: string]: Node | Node[] | string | undefined };

const list = (value: Node | Node[] | string | undefined): Array<Node | string> =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
// The object form keeps the XML's escapes: the rules count the characters a reader sees.
const unescape = (raw: string) => raw.replace(/&(?:amp|lt|gt|quot|apos);/gu, (e) => ENTITIES[e]!);
const rawText = (value: Node | Node[] | string | undefined): string =>
  typeof value === 'string'
    ? value
    : value && !Array.isArray(value) && typeof value['#'] === 'string'
      ? value['#']
      : '';
const text = (value: Node | Node[] | string | undefined): string => unescape(rawText(value));
const nodes = (value: Node | Node[] | string | undefined): Node[] =>
  list(value).filter((v): v is Node => typeof v === 'object');
const texts = (value: Node | Node[] | string | undefined): string[] => list(value).map((v) => text(v));
const valuePairs = (value: Node | Node[] | string | undefined) =>
  nodes(value)
    .map((n) => `${text(n.valueName)}=${text(n.value)}`)
    .sort()
    .join('|');

const LOCAL_OFFSET = /\+05:30$/u;

function polygonProblems(polygon: string): string[] {
  const problems: string[] = [];
  const pairs = polygon.trim().split(/\s+/u);
  if (pairs.some((p) => /\.\d{7,}/u.test(p))) problems.push('POLYGON_AT_MOST_6_DECIMALS');
  const points = pairs.map((p) => p.split(',').map(Number) as [number, number]);
  if (points.length < 4) problems.push('POLYGON_AT_LEAST_4_POINTS');
  const [first, last] = [points[0], points[points.length - 1]];
  if (!first || !last || first[0] !== last[0] || first[1] !== last[1]) problems.push('POLYGON_MUST_BE_CLOSED');
  else if (selfIntersects(points.map(([lat, lng]) => [lng, lat]))) problems.push('POLYGON_SELF_INTERSECTS');
  return problems;
}

function infoProblems(info: Node): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, rule: string) => {
    if (!ok) problems.push(rule);
  };
  const description = text(info.description);
  const instruction = text(info.instruction);
  const headline = text(info.headline);
  need(Boolean(description), 'DESCRIPTION_IS_REQUIRED');
  need(Boolean(text(info.web)), 'WEB_IS_REQUIRED');
  need(Boolean(text(info.expires)), 'EXPIRES_IS_REQUIRED');
  const effective = text(info.effective);
  if (effective && text(info.expires))
    need(new Date(effective) <= new Date(text(info.expires)), 'EFFECTIVE_NOT_AFTER_EXPIRES');
  for (const field of ['urgency', 'severity', 'certainty'] as const)
    need(Boolean(text(info[field])) && text(info[field]) !== 'Unknown', `${field.toUpperCase()}_IS_REQUIRED`);
  const areas = nodes(info.area);
  need(areas.length > 0, 'AREA_IS_REQUIRED');
  for (const area of areas) {
    need(
      list(area.circle).length + list(area.polygon).length + list(area.geocode).length > 0,
      'CIRCLE_POLYGON_OR_GEOCODE_IS_REQUIRED',
    );
    need(list(area.polygon).length + list(area.circle).length > 0, 'CIRCLE_OR_POLYGON_RECOMMENDED');
    need(text(area.areaDesc).length > 0 && text(area.areaDesc).length < 50, 'AREA_DESC_UNDER_50');
    for (const polygon of texts(area.polygon)) problems.push(...polygonProblems(polygon));
  }
  need(Boolean(text(info.senderName)), 'SENDER_NAME_RECOMMENDED');
  need(list(info.responseType).length > 0, 'RESPONSE_TYPE_RECOMMENDED');
  need(Boolean(instruction), 'INSTRUCTION_RECOMMENDED');
  need(Boolean(text(info.contact)), 'CONTACT_RECOMMENDED');
  need(Boolean(headline) && [...headline].length <= 140, 'HEADLINE_AT_MOST_140');
  need(headline !== description, 'HEADLINE_DIFFERS_FROM_DESCRIPTION');
  need(description !== instruction, 'DESCRIPTION_DIFFERS_FROM_INSTRUCTION');
  need([...text(info.event)].length < 35, 'EVENT_UNDER_35');
  for (const time of [effective, text(info.onset), text(info.expires)].filter(Boolean))
    need(LOCAL_OFFSET.test(time), 'TIMES_IN_LOCAL_OFFSET');
  return problems;
}

/** The broken rules of one CAP message (XML text), each named once. */
export function googleProfileProblems(xml: string): string[] {
  const alert = (convert(xml, { format: 'object' }) as Node).alert as Node | undefined;
  if (!alert) return ['NOT_A_CAP_ALERT'];
  const problems: string[] = [];
  const msgType = text(alert.msgType);
  if ((msgType === 'Update' || msgType === 'Cancel') && !text(alert.references))
    problems.push('UPDATE_OR_CANCEL_MUST_REFERENCE');
  if (text(alert.status) === 'Test') problems.push('NO_TEST_ALERTS');
  if (!LOCAL_OFFSET.test(text(alert.sent))) problems.push('TIMES_IN_LOCAL_OFFSET');
  const infos = nodes(alert.info);
  if (!infos.length) problems.push('INFO_IS_REQUIRED');
  if (new Set(infos.map((i) => texts(i.category).sort().join('|'))).size > 1) problems.push('CATEGORIES_MUST_MATCH');
  if (new Set(infos.map((i) => valuePairs(i.eventCode))).size > 1) problems.push('EVENT_CODES_MUST_MATCH');
  const eventsPerLanguage = new Map<string, Set<string>>();
  for (const info of infos) {
    const language = text(info.language) || 'en-US';
    eventsPerLanguage.set(language, (eventsPerLanguage.get(language) ?? new Set()).add(text(info.event)));
    problems.push(...infoProblems(info));
  }
  if ([...eventsPerLanguage.values()].some((events) => events.size > 1)) problems.push('SAME_EVENT_PER_LANGUAGE');
  return [...new Set(problems)];
}
