/** Folds a place name for matching (D1): trimmed, case-insensitive, no trailing "district", loose punctuation. */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+district$/u, '')
    .replace(/[\s\-_.&,()]+/gu, ' ')
    .replace(/\bfour\b/gu, '4')
    .trim();
}

/** Everyday spellings of names the source spells otherwise (SOURCE.md, "Name oddities"). */
export const NAME_ALIASES: Record<string, string> = {
  moneragala: 'monaragala',
  'nuwara eliya': 'nuwara eliya',
  nuwaraeliya: 'nuwara eliya',
  mulativu: 'mullaitivu',
  kamburupitiya: 'kaburupitiya',
  'valikamam north tellippalai': 'valikamam north thllippalai',
  vadamarachchi: 'vadamaradchchi',
  kataragama: 'katharagama',
  kaltota: 'kalthota',
  'weli oya': 'welioya',
  pooneryn: 'poonakary',
  mundalama: 'mundel',
  'laggala pallegama': 'laggala',
  'ambanganga korale': 'ambanganga',
  ambagamuwa: 'ambagamuwa korale',
  'kandy 4 gravets gangawata korale': 'gangawata korale',
  'trincomalee town gravets': 'town gravets',
  'sri jayawardenepura kotte': 'sri jayawardanapura kotte',
  kotte: 'sri jayawardanapura kotte',
};

export function canonicalPlaceName(name: string): string {
  const folded = foldPlaceName(name);
  return NAME_ALIASES[folded] ?? folded;
}
