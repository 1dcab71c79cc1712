/**
 * Letters that ordinary Sinhala and Tamil typists swap all the time, because the keyboards and the spoken language
 * hardly tell them apart: the retroflex ළ/ණ and ள/ழ/ண are typed as (and read like) the plain ල/න and ல/ந/ன.
 * Matching a typed name must not depend on which one the sender chose.
 */
const FOLDS: [RegExp, string][] = [
  [/[\u200C\u200D]/gu, ''], // ZWNJ and ZWJ: how a conjunct is drawn, not which letters it has
  [/ළ/gu, 'ල'],
  [/ණ/gu, 'න'],
  [/[ளழ]/gu, 'ல'],
  [/[ணன]/gu, 'ந'],
];

/**
 * The form two spellings of one Sinhala or Tamil word share, for comparing only (show the text as written):
 * NFC, without joiners, ළ as ල and ණ as න, Tamil ள and ழ as ல and ண and ன as ந. Latin text is only normalised.
 */
export function foldSinhalaTamil(text: string): string {
  let folded = text.normalize('NFC');
  for (const [letters, plain] of FOLDS) folded = folded.replace(letters, plain);
  return folded;
}
