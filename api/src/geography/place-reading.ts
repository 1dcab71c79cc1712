import type { DistrictRecord, DsDivisionRecord } from './geography.data.js';
import type { Gazetteer, GnDivision } from './gazetteer.js';
import { PlaceResolvedBy, type PlaceNames } from './place-names.js';

/** A name read as one DS division (and the GN division, when the name was one). */
export interface ReadPlace {
  ds: DsDivisionRecord;
  by: PlaceResolvedBy;
  gn?: GnDivision;
}

/** What a place name sent with a district stands for: one place, several DS divisions (never guessed), or nothing. */
export type PlaceReading = { place: ReadPlace } | { ambiguous: DsDivisionRecord[] } | { unknown: true };

/**
 * The one reading of a place name sent with a district, for every path (forms, REST, GraphQL, SMS, the offline
 * queue), first answer wins:
 * 1. a DS P-code of the district; 2. a DS division's name in any of the three languages, or a reviewed alias (towns,
 * renamed divisions); 3. an older name of a division since split (ambiguous); 4. a GN division's, village's or
 * town's name in the district's gazetteer: one DS division, or ambiguous when the name lies in several; 5. a DS name
 * one letter away; 6. a DS name unique in the country (the old client files some places under the wrong district).
 */
export class PlaceReader {
  constructor(
    private readonly names: PlaceNames,
    private readonly gazetteer: () => Gazetteer,
    private readonly dsByCode: ReadonlyMap<string, DsDivisionRecord>,
  ) {}

  read(name: string, district: DistrictRecord | undefined): PlaceReading {
    const trimmed = name.trim();
    const byCode = this.dsByCode.get(trimmed.toUpperCase());
    if (byCode)
      return !district || byCode.districtCode === district.code
        ? { place: { ds: byCode, by: PlaceResolvedBy.NAME } }
        : { unknown: true };
    const named = district && this.names.dsIn(district.code, trimmed);
    if (named) return { place: named };
    const local = district && this.inDistrict(district, trimmed);
    if (local) return local;
    const elsewhere = this.names.dsAnywhere(trimmed);
    return elsewhere ? { place: elsewhere } : { unknown: true };
  }

  private inDistrict(district: DistrictRecord, name: string): PlaceReading | undefined {
    const older = this.names.olderIn(district.code, name);
    if (older.length) return { ambiguous: older };
    return this.inGazetteer(district, name) ?? this.nearName(district, name);
  }

  private inGazetteer(district: DistrictRecord, name: string): PlaceReading | undefined {
    const match = this.gazetteer().match(district.code, name);
    if (!match) return undefined;
    const divisions = match.dsCodes.map((code) => this.dsByCode.get(code)).filter((ds) => ds !== undefined);
    if (divisions.length > 1) return { ambiguous: divisions };
    if (divisions.length === 0) return undefined;
    const by = match.level === 'GN_DIVISION' ? PlaceResolvedBy.GN_DIVISION : PlaceResolvedBy.VILLAGE;
    return { place: { ds: divisions[0]!, by, gn: match.gn } };
  }

  private nearName(district: DistrictRecord, name: string): PlaceReading | undefined {
    const near = this.names.dsNearIn(district.code, name);
    return near ? { place: near } : undefined;
  }
}
