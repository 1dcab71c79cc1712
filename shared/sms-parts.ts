/**
 * How many SMS parts a text takes (3GPP TS 23.038): GSM-7 when every character is in the default alphabet (160 per
 * single message, 153 per part of a longer one; the extension table's characters count twice), else UCS-2 (70, or
 * 67 per part), which Sinhala and Tamil always need. Never re-encode to fit: that is how Sinhala and Tamil get lost.
 */
export type SmsEncoding = 'GSM7' | 'UCS2';

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';
const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export const SMS_LIMITS = { GSM7: { single: 160, part: 153 }, UCS2: { single: 70, part: 67 } } as const;

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  parts: number;
}

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENSION.has(ch)) return false;
  return true;
}

const unitsOf = (text: string, encoding: SmsEncoding): number => {
  if (encoding === 'UCS2') return text.length;
  let units = 0;
  for (const ch of text) units += EXTENSION.has(ch) ? 2 : 1;
  return units;
};

/** Typographic marks an English text may carry, as their plain GSM-7 forms. */
const LOOK_ALIKES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '–': '-',
  '—': '-',
  '\u00a0': ' ',
};

/** English for GSM-7: typographic marks become their plain forms, anything else outside the alphabet a '?'. */
export const asGsm7 = (text: string): string =>
  [...text].map((ch) => LOOK_ALIKES[ch] ?? (BASIC.has(ch) || EXTENSION.has(ch) ? ch : '?')).join('');

export function smsSize(text: string): SmsSize {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM7' : 'UCS2';
  const units = unitsOf(text, encoding);
  const limit = SMS_LIMITS[encoding];
  const parts = units === 0 ? 1 : units <= limit.single ? 1 : Math.ceil(units / limit.part);
  return { encoding, units, parts };
}

/**
 * The text cut to at most `maxParts` parts (an ellipsis marks the cut), whole characters only: a Sinhala conjunct
 * may be cut between its letters, never inside a surrogate pair.
 */
export function capToParts(text: string, maxParts: number): string {
  if (smsSize(text).parts <= maxParts) return text;
  const encoding = smsSize(text).encoding;
  const limit = SMS_LIMITS[encoding];
  const budget = maxParts === 1 ? limit.single : maxParts * limit.part;
  const ellipsis = encoding === 'GSM7' ? '...' : '…';
  let kept = '';
  let used = unitsOf(ellipsis, encoding);
  for (const ch of text) {
    const cost = unitsOf(ch, encoding);
    if (used + cost > budget) break;
    kept += ch;
    used += cost;
  }
  return kept.trimEnd() + ellipsis;
}
