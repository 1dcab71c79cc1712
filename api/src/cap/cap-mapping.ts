import { AlertType, Severity } from '../alerts/alert.entity.js';

/** The languages every CAP message carries, one `<info>` each, in this order. */
export const CAP_LANGUAGES = ['en', 'si', 'ta'] as const;
export type CapLanguage = (typeof CAP_LANGUAGES)[number];

/** RFC 3066 tags for CAP `<language>`. */
export const LANGUAGE_TAGS: Record<CapLanguage, string> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };

export type CapCategory = 'Geo' | 'Met' | 'Safety' | 'Fire' | 'Env' | 'Other';

/** How each alert type reads in CAP (README "CAP alerts" has this table). */
export interface TypeMapping {
  category: CapCategory;
  /** Event names, under 35 characters (Google's onboarding). */
  event: Record<CapLanguage, string>;
  /** CAP `responseType`. */
  response: 'Evacuate' | 'Shelter' | 'Prepare' | 'Monitor';
}

export const TYPE_MAPPING: Record<AlertType, TypeMapping> = {
  // Floods here are monsoon and cyclone rain: hydro-meteorological, as WMO's CAP profiles file them.
  [AlertType.FLOOD]: { category: 'Met', event: { en: 'Flood', si: 'ගංවතුර', ta: 'வெள்ளம்' }, response: 'Evacuate' },
  [AlertType.LANDSLIDE]: {
    category: 'Geo',
    event: { en: 'Landslide', si: 'නායයෑම', ta: 'மண்சரிவு' },
    response: 'Evacuate',
  },
  [AlertType.CYCLONE]: {
    category: 'Met',
    event: { en: 'Cyclone', si: 'සුළි කුණාටුව', ta: 'சூறாவளி' },
    response: 'Shelter',
  },
  [AlertType.DROUGHT]: { category: 'Env', event: { en: 'Drought', si: 'නියඟය', ta: 'வறட்சி' }, response: 'Prepare' },
  [AlertType.FIRE]: { category: 'Fire', event: { en: 'Fire', si: 'ගින්න', ta: 'தீ' }, response: 'Evacuate' },
  [AlertType.OTHER]: {
    category: 'Other',
    event: { en: 'Other hazard', si: 'වෙනත් අනතුරක්', ta: 'ஏனைய ஆபத்து' },
    response: 'Monitor',
  },
};

/**
 * The event as it stands before "warning", where it differs from its name: Sinhala and Tamil compound a stem or
 * plural there, not the standalone name (வெள்ள எச்சரிக்கை, not வெள்ளம் எச்சரிக்கை; නායයෑම් අනතුරු ඇඟවීම).
 */
const MODIFIERS: Partial<Record<AlertType, Partial<Record<CapLanguage, string>>>> = {
  [AlertType.FLOOD]: { ta: 'வெள்ள' },
  [AlertType.LANDSLIDE]: { si: 'නායයෑම්' },
  [AlertType.CYCLONE]: { si: 'සුළි කුණාටු' },
  [AlertType.DROUGHT]: { si: 'නියඟ' },
  [AlertType.FIRE]: { si: 'ගිනි' },
  [AlertType.OTHER]: { si: 'වෙනත්' },
};

export const MAX_EVENT_LENGTH = 34;

/** The event text: the officer's own words for Other (D6), cut to Google's limit. */
export function eventName(type: AlertType, customType: string | null | undefined, language: CapLanguage): string {
  return ownOr(type, customType, TYPE_MAPPING[type].event[language]);
}

/** The event before "warning" in a sentence: the officer's own words for Other, as they wrote them. */
export function eventModifier(type: AlertType, customType: string | null | undefined, language: CapLanguage): string {
  return ownOr(type, customType, MODIFIERS[type]?.[language] ?? TYPE_MAPPING[type].event[language]);
}

function ownOr(type: AlertType, customType: string | null | undefined, generated: string): string {
  const text = type === AlertType.OTHER && customType?.trim() ? customType.trim() : generated;
  return text.length > MAX_EVENT_LENGTH ? `${text.slice(0, MAX_EVENT_LENGTH - 1)}…` : text;
}

export type CapSeverity = 'Severe' | 'Moderate' | 'Minor';
export type CapUrgency = 'Immediate' | 'Expected' | 'Future';
export type CapCertainty = 'Observed' | 'Likely';

export const SEVERITY_MAPPING: Record<Severity, { severity: CapSeverity; urgency: CapUrgency }> = {
  [Severity.HIGH]: { severity: 'Severe', urgency: 'Immediate' },
  [Severity.MEDIUM]: { severity: 'Moderate', urgency: 'Expected' },
  [Severity.LOW]: { severity: 'Minor', urgency: 'Future' },
};

/** Published from a report the DMC reviewed, the hazard was seen on the ground; otherwise the officer expects it. */
export const certaintyOf = (fromReport: boolean): CapCertainty => (fromReport ? 'Observed' : 'Likely');
