import { create } from 'xmlbuilder2';
import { AlertType, type Severity } from '../alerts/alert.entity.js';
import type { OfficerTexts } from '../alerts/alert-texts.js';
import type { CapSettings } from './cap.settings.js';
import { capAreaOf, polygonText, type CapArea } from './cap-area.js';
import {
  CAP_LANGUAGES,
  LANGUAGE_TAGS,
  SEVERITY_MAPPING,
  TYPE_MAPPING,
  certaintyOf,
  eventModifier,
  eventName,
  type CapLanguage,
} from './cap-mapping.js';
import {
  ENDED_INSTRUCTION,
  INSTRUCTIONS,
  PHRASES,
  SEVERITY_WORDS,
  SHORT_INSTRUCTIONS,
  type AlertFacts,
} from './cap-texts.js';
import { asGsm7 } from '../../../shared/sms-parts.js';
import { sriLankaDigits } from '../../../shared/time.js';
import { fittingSms, smsPhrasings, type SmsText } from './sms-phrasings.js';

export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';
/** How long a Cancel stays in force (and on the feeds) after the alert was resolved. */
export const CANCEL_IN_FORCE_MS = 24 * 3_600_000;
export const MAX_HEADLINE = 140;
export const MAX_AREA_DESC = 49;

const OFFSET_MS = 5.5 * 3_600_000;

/** The alert as CAP needs it: no reporter's contact or point, only the DS it covers. */
export interface CapAlertFacts {
  id: number;
  type: AlertType;
  customType: string | null;
  severity: Severity;
  dsCode: string;
  /** Further DS divisions of the district it covers: one more `<area>` each. */
  alsoDsCodes: string[];
  issuedAt: Date;
  /** When the Alert stops being in force (chosen when publishing, else its type's default). */
  expiresAt: Date;
  /** Set once the alert is resolved: the message becomes a Cancel. */
  resolvedAt: Date | null;
  fromReport: boolean;
  /** The officer's headline and instruction per language, where given: they replace the generated ones. */
  texts: OfficerTexts | null;
}

export type MsgType = 'Alert' | 'Cancel';

/** One CAP message: the XML, and what the feeds and the page say about it. */
export interface CapMessage {
  alertId: number;
  identifier: string;
  msgType: MsgType;
  sent: Date;
  expires: Date;
  headline: Record<CapLanguage, string>;
  /** What to do, per language (the officer's words where given). */
  instruction: Record<CapLanguage, string>;
  sms: Record<CapLanguage, SmsText>;
  xml: string;
}

/** `2026-11-23T09:09:40+05:30`: whole seconds and the Sri Lanka offset, as CAP's pattern and Google's profile want. */
export function capTime(date: Date): string {
  const local = new Date(Math.floor(date.getTime() / 1000) * 1000 + OFFSET_MS).toISOString();
  return `${local.slice(0, 19)}+05:30`;
}

/** "23 Nov 2026, 09:10" in Sri Lanka time for the English texts; Sinhala and Tamil ones write digits (D3). */
export function readableTime(date: Date, language: CapLanguage = 'en'): string {
  if (language !== 'en') return sriLankaDigits(date);
  const local = new Date(date.getTime() + OFFSET_MS);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    local.getUTCMonth()
  ];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getUTCDate()} ${month} ${local.getUTCFullYear()}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** Identifiers are IRIs (the Atom id) without spaces or commas (CAP references). */
export const alertIdentifier = (sender: string, id: number, msgType: MsgType): string =>
  `urn:cap:${sender}:alert-${id}${msgType === 'Cancel' ? ':cancel' : ''}`;

const placeName = (names: CapArea['name'], language: CapLanguage) => names[language] ?? names.en;

/** Names of DS divisions to read in a sentence: up to three, else the first two and how many more. */
const MAX_NAMED_DS = 3;
function dsNames(areas: readonly CapArea[], language: CapLanguage): string {
  const names = areas.map((area) => placeName(area.name, language));
  return names.length <= MAX_NAMED_DS
    ? names.join(', ')
    : `${names.slice(0, MAX_NAMED_DS - 1).join(', ')} +${names.length - MAX_NAMED_DS + 1}`;
}

/** `areas`: the DS divisions the alert covers, the first first (all of one district). */
function factsIn(
  alert: Pick<CapAlertFacts, 'type' | 'customType' | 'severity'>,
  areas: readonly CapArea[],
  language: CapLanguage,
  at: Date,
): AlertFacts {
  return {
    event: eventName(alert.type, alert.customType, language),
    eventModifier: eventModifier(alert.type, alert.customType, language),
    severity: SEVERITY_WORDS[alert.severity][language],
    ds: dsNames(areas, language),
    district: placeName(areas[0]!.districtName, language),
    time: readableTime(at, language),
  };
}

/** The words an alert's texts are made of, for the DS divisions it covers (the first first). */
export const alertFactsFor = (
  alert: Pick<CapAlertFacts, 'type' | 'customType' | 'severity'>,
  dsCodes: readonly string[],
  language: CapLanguage,
  at: Date,
): AlertFacts => factsIn(alert, capAreasOf(dsCodes), language, at);

/** The CAP areas of the DS divisions by code, the first first; throws for a code outside the geography. */
export function capAreasOf(dsCodes: readonly string[]): CapArea[] {
  return dsCodes.map((code) => {
    const area = capAreaOf(code);
    if (!area) throw new Error(`No CAP area for DS ${code}`);
    return area;
  });
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** areaDesc under 50 characters: DS and district, else the DS alone. */
function areaDescription(area: CapArea, language: CapLanguage): string {
  const ds = placeName(area.name, language);
  const full = `${ds}, ${placeName(area.districtName, language)}`;
  return full.length <= MAX_AREA_DESC ? full : cut(ds, MAX_AREA_DESC);
}

type SmsFacts = Pick<CapAlertFacts, 'type' | 'customType' | 'severity' | 'issuedAt'> & {
  texts?: OfficerTexts | null;
  /** Set once the alert has ended: every language's SMS then says so. */
  resolvedAt?: Date | null;
};

/**
 * The SMS per language: the officer's headline and instruction where given, else the generated ones; with the
 * instruction when it still fits one SMS, else without it. An ended alert's is its Cancel's (issued as warnings:
 * gateways relay the SMS parameter as it stands).
 */
export function smsTexts(alert: SmsFacts, areas: readonly CapArea[]): Record<CapLanguage, SmsText> {
  const entries = CAP_LANGUAGES.map((language) => {
    const candidates = alert.resolvedAt
      ? endedSmsCandidates(alert, alert.resolvedAt, areas, language)
      : liveSmsCandidates(alert, areas, language);
    return [language, fittingSms(language === 'en' ? candidates.map(asGsm7) : candidates)] as const;
  });
  return Object.fromEntries(entries) as Record<CapLanguage, SmsText>;
}

function liveSmsCandidates(alert: SmsFacts, areas: readonly CapArea[], language: CapLanguage): string[] {
  const own = alert.texts?.[language];
  const facts = factsIn(alert, areas, language, alert.issuedAt);
  const ownEvent = alert.type === AlertType.OTHER && Boolean(alert.customType?.trim());
  const bases = own?.headline ? [own.headline] : smsPhrasings(PHRASES[language], facts, ownEvent);
  return bases.flatMap((base) => [
    `${base} ${own?.instruction ?? SHORT_INSTRUCTIONS[alert.type][language]}`,
    ...(own?.instruction ? [`${base} ${SHORT_INSTRUCTIONS[alert.type][language]}`] : []),
    base,
  ]);
}

/** The Cancel's own headline and instruction ("... warning has ended"), else its headline alone. */
function endedSmsCandidates(alert: SmsFacts, resolvedAt: Date, areas: readonly CapArea[], language: CapLanguage) {
  const facts = factsIn(alert, areas, language, resolvedAt);
  const { headline, instruction } = alertWords({ type: alert.type, resolvedAt, texts: null }, facts, language);
  return [`${headline}. ${instruction}`, headline];
}

/** The headline and instruction of one language: a Cancel's own, else the officer's where given, else generated. */
export function alertWords(
  alert: Pick<CapAlertFacts, 'type' | 'resolvedAt' | 'texts'>,
  facts: AlertFacts,
  language: CapLanguage,
): { headline: string; instruction: string } {
  const phrases = PHRASES[language];
  if (alert.resolvedAt)
    return { headline: cut(phrases.endedHeadline(facts), MAX_HEADLINE), instruction: ENDED_INSTRUCTION[language] };
  const own = alert.texts?.[language];
  return {
    headline: cut(own?.headline ?? phrases.headline(facts), MAX_HEADLINE),
    instruction: own?.instruction ?? INSTRUCTIONS[alert.type][language],
  };
}

interface BuildOptions {
  settings: CapSettings;
  /** The site's public address, without a trailing slash. */
  baseUrl: string;
}

/** The alert's current CAP message: Alert while ongoing, Cancel (referencing the Alert) once resolved. */
export function capMessage(alert: CapAlertFacts, { settings, baseUrl }: BuildOptions): CapMessage {
  const areas = capAreasOf([alert.dsCode, ...alert.alsoDsCodes]);
  const msgType: MsgType = alert.resolvedAt ? 'Cancel' : 'Alert';
  const sent = alert.resolvedAt ?? alert.issuedAt;
  const expires = alert.resolvedAt ? new Date(alert.resolvedAt.getTime() + CANCEL_IN_FORCE_MS) : alert.expiresAt;
  const identifier = alertIdentifier(settings.sender, alert.id, msgType);
  const sms = smsTexts(alert, areas);
  const mapping = TYPE_MAPPING[alert.type];
  const headline = {} as Record<CapLanguage, string>;
  const instruction = {} as Record<CapLanguage, string>;

  const infos = CAP_LANGUAGES.map((language) => {
    const facts = factsIn(alert, areas, language, sent);
    const phrases = PHRASES[language];
    ({ headline: headline[language], instruction: instruction[language] } = alertWords(alert, facts, language));
    return {
      language: LANGUAGE_TAGS[language],
      category: mapping.category,
      event: facts.event,
      responseType: alert.resolvedAt ? 'AllClear' : mapping.response,
      urgency: alert.resolvedAt ? 'Past' : SEVERITY_MAPPING[alert.severity].urgency,
      severity: SEVERITY_MAPPING[alert.severity].severity,
      certainty: alert.resolvedAt ? 'Observed' : certaintyOf(alert.fromReport),
      eventCode: { valueName: 'LK-DMC-ALERT-TYPE', value: alert.type },
      effective: capTime(sent),
      expires: capTime(expires),
      senderName: `${settings.senderName}, ${phrases.senderDistrict(facts.district)}`,
      headline: headline[language],
      description: alert.resolvedAt ? phrases.ended(facts) : phrases.description(facts),
      instruction: instruction[language],
      web: `${baseUrl}/alerts/${alert.id}?lang=${language}`,
      contact: settings.contact,
      parameter: { valueName: 'SMS', value: sms[language].text },
      area: areas.map((area) => ({
        areaDesc: areaDescription(area, language),
        polygon: area.rings.map(polygonText),
        geocode: { valueName: 'OCHA_PCODE', value: area.code },
      })),
    };
  });

  const document = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(CAP_NAMESPACE, 'alert')
    .ele({
      identifier,
      sender: settings.sender,
      sent: capTime(sent),
      status: 'Actual',
      msgType,
      scope: 'Public',
      ...(alert.resolvedAt
        ? {
            references: `${settings.sender},${alertIdentifier(settings.sender, alert.id, 'Alert')},${capTime(alert.issuedAt)}`,
          }
        : {}),
      info: infos,
    })
    .doc();
  return {
    alertId: alert.id,
    identifier,
    msgType,
    sent,
    expires,
    headline,
    instruction,
    sms,
    xml: document.end({ prettyPrint: true }),
  };
}
