import { SMS_LIMITS, smsSize, type SmsEncoding } from '../../../shared/sms-parts.js';
import type { AlertFacts, Phrases } from './cap-texts.js';

/** An alert's SMS as the schema and the CAP message tell it: the encoding spelled as the standard does. */
export interface SmsText {
  text: string;
  encoding: 'GSM-7' | 'UCS-2';
  /** Characters as the network counts them: GSM-7 septets, or UTF-16 code units for UCS-2. */
  length: number;
  parts: number;
}

const ENCODING_NAMES: Record<SmsEncoding, SmsText['encoding']> = { GSM7: 'GSM-7', UCS2: 'UCS-2' };

/** How the network counts and splits a text (shared/sms-parts.ts), as an SmsText. */
export function measuredSms(text: string): SmsText {
  const size = smsSize(text);
  return { text, encoding: ENCODING_NAMES[size.encoding], length: size.units, parts: size.parts };
}

/** The first candidate that fits one SMS, else the shortest (sent in parts). */
export function fittingSms(candidates: string[]): SmsText {
  const measured = candidates.map(measuredSms);
  return measured.find((m) => m.parts === 1) ?? measured.reduce((a, b) => (b.length < a.length ? b : a));
}

/** The least of a place list or of the officer's own event words worth sending when either is cut to fit. */
const MIN_KEPT = 12;

/** The phrase with one of its facts cut (an ellipsis marks it) so the whole fits one UCS-2 SMS, if enough is left. */
function cutToOnePart(phrase: (f: AlertFacts) => string, facts: AlertFacts, fact: 'ds' | 'eventModifier'): string[] {
  const over = phrase(facts).length - SMS_LIMITS.UCS2.single;
  const keep = facts[fact].length - over - 1;
  if (over <= 0 || keep < MIN_KEPT) return [];
  return [phrase({ ...facts, [fact]: `${facts[fact].slice(0, keep).trimEnd()}…` })];
}

/** The DS list as its first name and how many more ("A +2"), where it names more than one ("A, B, C" or "A, B +2"). */
function firstDsAndCount(ds: string): string[] {
  const names = ds.split(', ');
  if (names.length < 2) return [];
  const more = /\s\+(\d+)$/u.exec(names.at(-1)!);
  return [`${names[0]} +${names.length - 1 + (more ? Number(more[1]) : 0)}`];
}

/**
 * The generated alert SMS of one language, longest first. Sinhala and Tamil names are long, and UCS-2 leaves 70
 * characters, so they give way in this order before a text takes a second part: the district, then all DS but the
 * first (counted), then the end of the DS list, then the end of the officer's own event words. The sender and the
 * severity always stay.
 */
export function smsPhrasings(phrases: Phrases, facts: AlertFacts, ownEvent: boolean): string[] {
  const withoutDistrict = phrases.smsWithoutDistrict;
  if (!withoutDistrict) return [phrases.sms(facts)];
  return [
    phrases.sms(facts),
    withoutDistrict(facts),
    ...firstDsAndCount(facts.ds).map((ds) => withoutDistrict({ ...facts, ds })),
    ...cutToOnePart(withoutDistrict, facts, 'ds'),
    ...(ownEvent ? cutToOnePart(withoutDistrict, facts, 'eventModifier') : []),
  ];
}
