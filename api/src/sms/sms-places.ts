import type { SmsLanguage } from '../../../shared/sms-language.js';
import type { Names } from '../geography/geography.data.js';
import type { GeographyService } from '../geography/geography.service.js';

/** The place a message named: a DS division (and its district), or only a district. */
export interface SmsPlace {
  districtCode: string;
  dsDivisionCode: string | null;
  names: Names;
}

/** Words a place name may take (Nuwara Eliya, Sri Jayawardanapura Kotte). */
const MAX_PLACE_WORDS = 4;

// The trailing punctuation of a word run is no part of a name ("Kolonnawa,").
const withoutTrailingMarks = (text: string): string => text.replace(/[\p{P}\p{S}]+$/u, '').trim();

export const placeName = (place: SmsPlace, language: SmsLanguage): string => place.names[language] ?? place.names.en;

/**
 * Reads the place at the start of a message's words: the longest run of up to four words that the one place-name
 * reader knows (geography's PlaceNames: names in English, Sinhala and Tamil, folded for spelling and the letters
 * typists swap, joined or spaced; aliases). Answers how many words it took. An SMS names no district, so the
 * gazetteer's villages are not read here: such a message waits in the officers' triage queue.
 */
export class SmsPlaces {
  constructor(private readonly geography: GeographyService) {}

  read(words: string[]): { place: SmsPlace; used: number } | null {
    for (let used = Math.min(MAX_PLACE_WORDS, words.length); used >= 1; used--) {
      const place = this.named(words.slice(0, used).join(' '));
      if (place) return { place, used };
    }
    return null;
  }

  private named(text: string): SmsPlace | undefined {
    const key = withoutTrailingMarks(text);
    if (!key) return undefined;
    const found = this.geography.placeByName(key);
    if (!found) return undefined;
    // A district's name is often its main division's too (Ratnapura, Jaffna): the division is the better place.
    const ds = found.ds ?? this.geography.findDsDivision(key, found.district.code);
    return ds
      ? { districtCode: found.district.code, dsDivisionCode: ds.code, names: ds.name }
      : { districtCode: found.district.code, dsDivisionCode: null, names: found.district.name };
  }
}
