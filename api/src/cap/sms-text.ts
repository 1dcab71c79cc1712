/** GSM 03.38 basic character set (and its extension table, whose characters count twice). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/** One SMS: 160 GSM-7 characters or 70 UCS-2 characters; longer texts go as parts of 153 or 67 (concatenation header). */
export const SMS_LIMITS = { gsm7: { single: 160, part: 153 }, ucs2: { single: 70, part: 67 } } as const;
/** The longest text we send: three parts, as most gateways accept. */
export const MAX_SMS_PARTS = 3;

export interface SmsText {
  text: string;
  encoding: 'GSM-7' | 'UCS-2';
  /** Characters as the network counts them: GSM-7 septets, or UTF-16 code units for UCS-2. */
  length: number;
  parts: number;
}

const isGsm7 = (text: string) => [...text].every((c) => GSM_BASIC.includes(c) || GSM_EXTENSION.includes(c));

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
  [...text].map((c) => LOOK_ALIKES[c] ?? (GSM_BASIC.includes(c) || GSM_EXTENSION.includes(c) ? c : '?')).join('');

/** How the network counts and splits a text. */
export function measureSms(text: string): SmsText {
  if (isGsm7(text)) {
    const length = [...text].reduce((n, c) => n + (GSM_EXTENSION.includes(c) ? 2 : 1), 0);
    const parts = length <= SMS_LIMITS.gsm7.single ? 1 : Math.ceil(length / SMS_LIMITS.gsm7.part);
    return { text, encoding: 'GSM-7', length, parts };
  }
  const length = text.length;
  const parts = length <= SMS_LIMITS.ucs2.single ? 1 : Math.ceil(length / SMS_LIMITS.ucs2.part);
  return { text, encoding: 'UCS-2', length, parts };
}

/** The first candidate that fits one SMS, else the shortest (sent in parts). */
export function fittingSms(candidates: string[]): SmsText {
  const measured = candidates.map(measureSms);
  return measured.find((m) => m.parts === 1) ?? measured.reduce((a, b) => (b.length < a.length ? b : a));
}
