import type { SmsLanguage } from './sms-language.js';

/**
 * The keywords a person may text, in English, Sinhala and Tamil and their common romanisations (README "SMS").
 * The first word decides; case, spacing and punctuation around it are forgiven, ZWJ/ZWNJ are ignored when comparing
 * the keyword only. What follows the keyword is kept exactly as sent (every code point, ZWJ U+200D included).
 */
export type SmsCommand = 'HELP' | 'REPORT' | 'STATUS' | 'ALERTS' | 'STOP' | 'LANG';

export const SMS_KEYWORDS: Record<SmsCommand, { en: string[]; si: string[]; ta: string[]; romanised: string[] }> = {
  HELP: {
    en: ['help', 'sos'],
    si: ['උදව්', 'උදවු'],
    ta: ['உதவி'],
    romanised: ['udaw', 'udav', 'udau', 'udavu', 'udhavi', 'uthavi', 'udavi'],
  },
  REPORT: {
    en: ['report'],
    si: ['වාර්තා', 'වාර්තාව'],
    ta: ['அறிக்கை'],
    romanised: ['wartha', 'vartha', 'vaartha', 'warthawa', 'arikkai', 'arikai'],
  },
  STATUS: {
    en: ['status'],
    si: ['තත්වය', 'තත්ත්වය'],
    ta: ['நிலை'],
    romanised: ['thathwaya', 'thathvaya', 'tatvaya', 'nilai'],
  },
  ALERTS: {
    en: ['alerts', 'alert'],
    si: ['අනතුරු', 'ඇඟවීම්'],
    ta: ['எச்சரிக்கை'],
    romanised: ['anathuru', 'echcharikkai', 'eccharikkai', 'echarikai'],
  },
  STOP: {
    en: ['stop', 'unsubscribe'],
    si: ['නවත්වන්න', 'නවතන්න'],
    ta: ['நிறுத்து', 'நிறுத்தவும்'],
    romanised: ['nawathwanna', 'navathvanna', 'nawathanna', 'niruthu', 'niruththu'],
  },
  LANG: {
    en: ['lang', 'language'],
    si: ['භාෂාව'],
    ta: ['மொழி'],
    romanised: ['bhashawa', 'bhashava', 'basawa', 'mozhi', 'mozi'],
  },
};

/** The answers LANG takes: codes, and each language's own name in its script and romanised. */
const LANGUAGE_NAMES: Record<SmsLanguage, string[]> = {
  en: ['en', 'eng', 'english', 'ඉංග්රීසි', 'ඉංග්‍රීසි', 'ஆங்கிலம்'],
  si: ['si', 'sin', 'sinhala', 'sinhalese', 'සිංහල', 'சிங்களம்'],
  ta: ['ta', 'tam', 'tamil', 'demala', 'දෙමළ', 'தமிழ்'],
};

const JOINERS = /[\u200C\u200D]/gu;
/** Letters (any script), their combining marks (Sinhala and Tamil vowel signs, al-lakuna) and joiners. */
const FIRST_WORD = /^[\s\p{P}\p{S}]*([\p{L}\p{M}\u200C\u200D]+)(.*)$/su;
const SEPARATORS = /^[\s\p{P}\p{S}]+/u;

/** How a keyword is compared: NFC, lower case, joiners left out. */
const keyOf = (word: string): string => word.normalize('NFC').toLowerCase().replace(JOINERS, '');

const COMMAND_BY_KEY = new Map<string, SmsCommand>();
for (const [command, words] of Object.entries(SMS_KEYWORDS) as [SmsCommand, (typeof SMS_KEYWORDS)[SmsCommand]][]) {
  for (const word of [...words.en, ...words.si, ...words.ta, ...words.romanised])
    COMMAND_BY_KEY.set(keyOf(word), command);
}
const LANGUAGE_BY_KEY = new Map<string, SmsLanguage>();
for (const [language, names] of Object.entries(LANGUAGE_NAMES) as [SmsLanguage, string[]][])
  for (const name of names) LANGUAGE_BY_KEY.set(keyOf(name), language);

export interface ParsedSms {
  /** null: no keyword (the message goes to triage). */
  command: SmsCommand | null;
  /** What follows the keyword, exactly as sent but for the separators around it. */
  rest: string;
}

export function parseSms(text: string): ParsedSms {
  const match = FIRST_WORD.exec(text);
  const command = match ? COMMAND_BY_KEY.get(keyOf(match[1]!)) : undefined;
  if (!match || !command) return { command: null, rest: text.trim() };
  return { command, rest: match[2]!.replace(SEPARATORS, '').trimEnd() };
}

/** The language a LANG message asks for, or null when it names none. */
export function languageChoice(rest: string): SmsLanguage | null {
  const word = FIRST_WORD.exec(rest)?.[1];
  return word ? (LANGUAGE_BY_KEY.get(keyOf(word)) ?? null) : null;
}

/** The words of a message's rest (split on spaces and commas), each kept exactly. */
export const wordsOf = (rest: string): string[] => rest.split(/[\s,;]+/u).filter(Boolean);
