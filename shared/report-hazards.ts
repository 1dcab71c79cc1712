/**
 * What kind of hazard a report's own words name (a reporter writes "cracks on the slope" or "river rising", in any of
 * the three languages): used to pre-tick only the reports of a group that one alert should close. A report whose
 * words name no hazard stays compatible with any; one that names another hazard only is not.
 */
export const HAZARDS = ['FLOOD', 'LANDSLIDE', 'CYCLONE', 'DROUGHT', 'FIRE'] as const;
export type Hazard = (typeof HAZARDS)[number];

/**
 * Words a reporter writes, lower case. English words are whole words (with their plural or -ing forms written out, so
 * "firewood" or "crackers" name nothing); Sinhala and Tamil stems match anywhere, as they take suffixes and join
 * words. Rain is left out: it forewarns both a flood and a landslide.
 */
const WORDS: Record<Hazard, { english: string[]; stems: string[] }> = {
  FLOOD: {
    english: [
      'flood(s|ed|ing)?',
      'rivers?',
      'water levels?',
      'overflow(s|ed|ing)?',
      'inundat\\w*',
      'tank bunds?',
      'spill(s|ed|ing)?',
    ],
    stems: ['ගංවතුර', 'ගං වතුර', 'ජල මට්ටම', 'වැව් බැම්ම', 'வெள்ள', 'நீர்மட்ட', 'ஆற்று', 'குளக்கட்டு'],
  },
  LANDSLIDE: {
    english: [
      'land(slide|slip)s?',
      'slopes?',
      'crack(s|ed|ing)?',
      'mud(slides?)?',
      'boulders?',
      'rock ?falls?',
      'earth slips?',
      'subsid\\w*',
    ],
    stems: ['නායයෑම', 'නාය යෑම', 'ඉරිතැල', 'බෑවුම', 'පස් කඳු', 'மண்சரிவு', 'மண் சரிவு', 'வெடிப்பு', 'சாய்வு'],
  },
  CYCLONE: {
    english: ['cyclones?', 'storms?', 'gales?', '(strong|high) winds?'],
    stems: ['සුළි කුණාටු', 'කුණාටු', 'සුළං', 'சூறாவளி', 'புயல்', 'பலத்த காற்று'],
  },
  DROUGHT: {
    english: ['drought', 'dry wells?', 'wells are dry', 'no drinking water', 'crops wilting'],
    stems: ['නියඟ', 'වියළි', 'வறட்சி'],
  },
  FIRE: {
    english: ['fires?', 'smoke', 'burning', 'blaze'],
    stems: ['ගින්න', 'ගිනි', 'දුම', 'தீப்பற்', 'தீ விபத்து', 'புகை'],
  },
};

const ENGLISH = Object.fromEntries(
  HAZARDS.map((hazard) => [hazard, new RegExp(`\\b(${WORDS[hazard].english.join('|')})\\b`)]),
) as Record<Hazard, RegExp>;

/** The hazards a text names. */
export function hazardsNamedIn(text: string): Set<Hazard> {
  const lower = text.toLowerCase();
  return new Set(
    HAZARDS.filter((hazard) => ENGLISH[hazard].test(lower) || WORDS[hazard].stems.some((stem) => lower.includes(stem))),
  );
}

/**
 * Whether a report belongs under an alert of these hazards: yes when either side names none, or they share one.
 * `alertHazards` is the alert's type when chosen, else what its source report names.
 */
export function reportFitsHazards(reportText: string, alertHazards: ReadonlySet<Hazard>): boolean {
  const named = hazardsNamedIn(reportText);
  if (named.size === 0 || alertHazards.size === 0) return true;
  return [...named].some((hazard) => alertHazards.has(hazard));
}

/** An alert type as a hazard: OTHER (or none chosen yet) is none. */
export const hazardOfAlertType = (type: string): Hazard | null =>
  (HAZARDS as readonly string[]).includes(type) ? (type as Hazard) : null;
