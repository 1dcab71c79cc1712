/** Why two aid requests look like one need asked twice: each pair is flagged with one or more of these. */
export const DUPLICATE_REASONS = ['SAME_PHONE', 'SAME_NIC', 'SAME_NAME_NEARBY', 'SIMILAR_DESCRIPTION'] as const;

export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** A flagged pair's decision: OPEN (not decided yet), MERGED, or NOT_DUPLICATE (remembered, never flagged again). */
export const DUPLICATE_STATES = ['OPEN', 'MERGED', 'NOT_DUPLICATE'] as const;

export type DuplicateState = (typeof DUPLICATE_STATES)[number];

/**
 * Whether closing `duplicate` into `into` would close an ongoing (approved, public) request into a pending one: the
 * need would leave the public map and the volunteers' lists until the pending one is approved, so a merge never does.
 */
export function closesOngoingIntoPending(duplicate: { status: string }, into: { status: string }): boolean {
  return duplicate.status === 'APPROVED' && into.status === 'PENDING';
}

/**
 * Which of two open requests survives a merge (the other is closed into it): never one that would close an ongoing
 * request into a pending one; otherwise the earlier one. Answers the survivor.
 */
export function mergeSurvivor<R extends { id: string | number; status: string }>(a: R, b: R): R {
  if (closesOngoingIntoPending(a, b)) return a;
  if (closesOngoingIntoPending(b, a)) return b;
  return Number(a.id) < Number(b.id) ? a : b;
}

/** Two points within this many metres are "nearby" for the same-name reason. */
export const NEARBY_METRES = 1000;

/** Descriptions are compared only with requests made this long before. */
export const DESCRIPTION_WINDOW_HOURS = 24;

/** Descriptions at least this similar (1 = identical, after folding case, spaces and punctuation) are "near-identical". */
export const DESCRIPTION_SIMILARITY = 0.9;

/**
 * Consonant classes of Sinhala and Tamil letters. Vowels, vowel signs and the virama carry no class: the key keeps
 * only the consonant skeleton, which the three scripts and their romanisations share (Tamil script does not tell
 * voiced from voiceless, so neither does the key: p/b, t/d, k/g, s/c/j are one class each).
 */
const SCRIPT_CLASSES: Record<string, string> = {
  // Sinhala
  ක: 'k',
  ඛ: 'k',
  ග: 'k',
  ඝ: 'k',
  ඞ: 'n',
  ඟ: 'n',
  ච: 's',
  ඡ: 's',
  ජ: 's',
  ඣ: 's',
  ඤ: 'n',
  ඥ: 'n',
  ඦ: 'n',
  ට: 't',
  ඨ: 't',
  ඩ: 't',
  ඪ: 't',
  ණ: 'n',
  ඬ: 'n',
  ත: 't',
  ථ: 't',
  ද: 't',
  ධ: 't',
  න: 'n',
  ඳ: 'n',
  ප: 'p',
  ඵ: 'p',
  බ: 'p',
  භ: 'p',
  ම: 'm',
  ඹ: 'm',
  ය: 'y',
  ර: 'r',
  ල: 'l',
  ව: 'v',
  ශ: 's',
  ෂ: 's',
  ස: 's',
  ළ: 'l',
  ෆ: 'p',
  'ං': 'n',
  // Tamil
  க: 'k',
  ங: 'n',
  ச: 's',
  ஞ: 'n',
  ட: 't',
  ண: 'n',
  த: 't',
  ந: 'n',
  ப: 'p',
  ம: 'm',
  ய: 'y',
  ர: 'r',
  ல: 'l',
  வ: 'v',
  ழ: 'l',
  ள: 'l',
  ற: 'r',
  ன: 'n',
  ஜ: 's',
  ஷ: 's',
  ஸ: 's',
  ஶ: 's',
};

/** Latin letters folded into the same classes; vowels and h (aspiration) are dropped. */
const LATIN_CLASSES: Record<string, string> = {
  b: 'p',
  c: 'k',
  d: 't',
  f: 'p',
  g: 'k',
  j: 's',
  k: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  p: 'p',
  q: 'k',
  r: 'r',
  s: 's',
  t: 't',
  v: 'v',
  w: 'v',
  x: 'k',
  y: 'y',
  z: 's',
};

const LATIN_DIGRAPHS: [RegExp, string][] = [
  [/ch|sh/g, 's'],
  [/ck/g, 'k'],
];
const VIRAMAS = new Set(['\u0DCA', '\u0BCD']);
const SINHALA_OR_TAMIL = /[\u0B80-\u0BFF\u0D80-\u0DFF]/u;
const VOWEL = '.';

/** One letter's contribution: a class, a vowel placeholder (kept so "rr" across a vowel is not folded into one r), or nothing. */
function letterClass(ch: string, next: string | undefined): string {
  if (VIRAMAS.has(ch)) return '';
  const scriptClass = SCRIPT_CLASSES[ch];
  // A Sinhala or Tamil consonant with no sign after it carries the inherent vowel "a".
  if (scriptClass) return ch === 'ං' || (next !== undefined && /\p{M}/u.test(next)) ? scriptClass : scriptClass + VOWEL;
  if (SINHALA_OR_TAMIL.test(ch)) return /\p{M}|\p{L}/u.test(ch) ? VOWEL : '';
  if (/\p{M}/u.test(ch)) return '';
  if ('aeiou'.includes(ch)) return VOWEL;
  return LATIN_CLASSES[ch] ?? '';
}

function skeleton(word: string): string {
  let text = word.normalize('NFKD');
  for (const [digraph, to] of LATIN_DIGRAPHS) text = text.replace(digraph, to);
  const chars = [...text];
  const classes = chars.map((ch, i) => letterClass(ch, chars[i + 1])).join('');
  return classes.replace(/(.)\1+/g, '$1').replaceAll(VOWEL, '');
}

/**
 * A name's romanising key: the same for "Nimal Perera", "Nimal Pereira", "නිමල් පෙරේරා" and "நிமல் பெரேரா" ("nml prr").
 * The words' skeletons are sorted, so the order of given name and surname does not matter. Null when no letter is left.
 */
export function nameKey(name: string | null | undefined): string | null {
  if (!name) return null;
  const words = name
    .toLowerCase()
    .replace(/[\u200C\u200D]/g, '')
    .split(/[^\p{L}\p{M}]+/u)
    .map(skeleton)
    .filter((w) => w.length > 0);
  return words.length ? words.sort().join(' ').slice(0, 200) : null;
}

/** A description folded for comparison: lower case, letters and digits only, single spaces. */
export function foldedDescription(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}
