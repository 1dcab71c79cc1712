import { foldSinhalaTamil } from '../../../shared/script-folding.js';

/**
 * Place names as people type them (D1): Sinhala and Tamil names are romanised in several ways (Thissamaharama and
 * Tissamaharama, Pothuvil and Pottuvil, Panwila and Panvila), so names are compared by a folded key, not as text.
 */

/**
 * Words that say what kind of unit a name is, not which one (in the three languages, as `tidy` leaves them): dropped
 * from the end of a name.
 */
const UNIT_WORDS = new Set([
  'ds',
  'd s',
  'division',
  'divisional secretariat',
  'divisional secretariat division',
  'pradeshiya sabha',
  'pradeshiya',
  'ps',
  'secretariat',
  'district',
  'ප්‍රාදේශීය ලේකම් කොට්ඨාසය',
  'ප්‍රාදේශීය ලේකම් කාර්යාලය',
  'ප්‍රා ලේ',
  'කොට්ඨාසය',
  'දිස්ත්‍රික්කය',
  'பிரதேச செயலகப் பிரிவு',
  'பிரதேச செயலாளர் பிரிவு',
  'பிரதேச செயலகம்',
  'பி செ',
  'பிரிவு',
  'மாவட்டம்',
]);
const LONGEST_UNIT_WORDS = 4;

/** The name without unit words at its end ("Kolonnawa DS Division"); never the whole name. */
function withoutUnitWords(tidied: string): string {
  const words = tidied.split(' ');
  for (let cut = true; cut && words.length > 1;) {
    cut = false;
    for (let n = Math.min(LONGEST_UNIT_WORDS, words.length - 1); n >= 1 && !cut; n--)
      if (UNIT_WORDS.has(words.slice(-n).join(' '))) {
        words.length -= n;
        cut = true;
      }
  }
  return words.join(' ');
}
const BRACKETED = /\([^)]*\)/gu;

/**
 * Romanisation folds, applied in order on a lower-case name with only letters and digits left:
 * aspirates (th/dh/kh/gh/ph/bh) lose their h, Tamil "dch"/"tch" is "ch", "ck" is "k", w is v, long vowels are short,
 * and any doubled letter is single.
 */
const FOLDS: [RegExp, string][] = [
  [/([tdkgpb])h/gu, '$1'],
  [/[dt]ch/gu, 'ch'],
  [/ck/gu, 'k'],
  [/w/gu, 'v'],
  [/oo/gu, 'u'],
  [/ee/gu, 'i'],
  [/(.)\1+/gu, '$1'],
];

/** The readable part of a name: case, "&", "four", unit words and loose punctuation normalised, spaces kept. */
function tidy(name: string): string {
  return withoutUnitWords(
    name
      .normalize('NFKC')
      .toLowerCase()
      .replace(/&/gu, ' and ')
      .replace(/[\s\-_.,/'’]+/gu, ' ')
      .replace(/\bfour\b/gu, '4')
      .trim(),
  );
}

/**
 * The key two spellings of one place share: tidied, bracketed parts removed, spaces and joiners gone, romanisation
 * and the letters typists mix in Sinhala and Tamil folded.
 */
export function placeKey(name: string): string {
  let key = foldSinhalaTamil(tidy(name.replace(BRACKETED, ' '))).replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
  for (const [pattern, replacement] of FOLDS) key = key.replace(pattern, replacement);
  return key;
}

/**
 * Every key a name answers to: the name without its bracketed part, and each bracketed part on its own (the Jaffna
 * divisions carry their HQ town in brackets: "Islands South (Velanai)" is also "Velanai").
 */
export function placeKeys(name: string): string[] {
  const bracketed = [...name.matchAll(BRACKETED)].map((m) => m[0].slice(1, -1));
  return [...new Set([placeKey(name), ...bracketed.map(placeKey)].filter(Boolean))];
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Keys this short are too easy to confuse for a near match (one letter off is another name). */
export const NEAR_MATCH_MIN_LENGTH = 6;

/**
 * The one candidate whose key is one letter from `key` (a vowel heard differently: Madurawela/Madurawala,
 * Horowpothana/Horowpathana), or undefined when none or several are.
 */
export function nearestByOneLetter<T>(key: string, candidates: { key: string; value: T }[]): T | undefined {
  if (key.length < NEAR_MATCH_MIN_LENGTH) return undefined;
  const near = new Set(
    candidates
      .filter((c) => c.key.length >= NEAR_MATCH_MIN_LENGTH && editDistance(key, c.key, 1) <= 1)
      .map((c) => c.value),
  );
  return near.size === 1 ? [...near][0] : undefined;
}

/** Words that say which part of a place a name is ("Rakwana North", "Kuliyapitiya Town"), not which place. */
const PART_WORDS = /\s+(town|new town|old town|north|south|east|west|central|upper|lower|colony|\d+|[ivx]+)$/iu;

/** The name without the words that name a part of it: "Rakwana Town" and "Rakwana North" are both "Rakwana". */
export function placeBaseName(name: string): string {
  let base = name.trim();
  for (let previous = ''; previous !== base;) {
    previous = base;
    base = base.replace(PART_WORDS, '').trim();
  }
  return base;
}
