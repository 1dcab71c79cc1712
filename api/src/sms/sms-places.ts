import { foldSinhalaTamil } from '../../../shared/script-folding.js';
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

// Folded for the comparison only; the message keeps the sender's spelling.
const keyOf = (text: string): string =>
  foldSinhalaTamil(text)
    .replace(/[\p{P}\p{S}]+$/u, '')
    .trim();

// Sinhala and Tamil names are written both joined and spaced (නුවරඑළිය, නුවර එළිය).
const scriptKeyOf = (text: string): string => keyOf(text).replace(/\s+/gu, '');

export const placeName = (place: SmsPlace, language: SmsLanguage): string => place.names[language] ?? place.names.en;

/**
 * Reads the place at the start of a message's words: the longest run of up to four words that the shared
 * place-name matcher knows (English names and their romanisations, aliases), or that is a division's or
 * district's Sinhala or Tamil name, whichever of the letters typists swap it was written with. Answers how many words it took.
 */
export class SmsPlaces {
  private readonly byScriptName = new Map<string, SmsPlace>();

  constructor(private readonly geography: GeographyService) {
    for (const d of geography.districts)
      this.addScriptNames({ districtCode: d.code, dsDivisionCode: null, names: d.name });
    for (const ds of geography.dsDivisions)
      this.addScriptNames({ districtCode: ds.districtCode, dsDivisionCode: ds.code, names: ds.name });
  }

  private addScriptNames(place: SmsPlace): void {
    for (const name of [place.names.si, place.names.ta]) if (name) this.byScriptName.set(scriptKeyOf(name), place);
  }

  read(words: string[]): { place: SmsPlace; used: number } | null {
    for (let used = Math.min(MAX_PLACE_WORDS, words.length); used >= 1; used--) {
      const place = this.named(words.slice(0, used).join(' '));
      if (place) return { place, used };
    }
    return null;
  }

  private named(text: string): SmsPlace | undefined {
    const key = keyOf(text);
    if (!key) return undefined;
    const byScript = this.byScriptName.get(scriptKeyOf(key));
    if (byScript) return byScript;
    const found = this.geography.placeByName(key);
    if (!found) return undefined;
    // A district's name is often its main division's too (Ratnapura, Jaffna): the division is the better place.
    const ds = found.ds ?? this.geography.findDsDivision(key, found.district.code);
    return ds
      ? { districtCode: found.district.code, dsDivisionCode: ds.code, names: ds.name }
      : { districtCode: found.district.code, dsDivisionCode: null, names: found.district.name };
  }
}
