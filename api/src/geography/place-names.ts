import { readFileSync } from 'node:fs';
import type { DistrictRecord, DsDivisionRecord } from './geography.data.js';
import { nearestByOneLetter, placeKey, placeKeys } from './name-matching.js';

/**
 * How a form's place was read (recorded on the row): the DS division's name, a reviewed alias, a GN division's or a
 * village's name in the gazetteer, the payload's coordinates, or an officer who placed a kept submission.
 */
export enum PlaceResolvedBy {
  NAME = 'NAME',
  ALIAS = 'ALIAS',
  GN_DIVISION = 'GN_DIVISION',
  VILLAGE = 'VILLAGE',
  COORDINATES = 'COORDINATES',
  OFFICER = 'OFFICER',
}

export interface PlaceAlias {
  alias: string;
  district: string;
  dsDivision: string;
  source: string;
  /** The district an old client files this name under when that is another one (its DS list's known slips). */
  sentDistrict?: string;
}

export interface NamedDs {
  ds: DsDivisionRecord;
  by: PlaceResolvedBy.NAME | PlaceResolvedBy.ALIAS;
}

/** An older DS name that now stands for several divisions (a division split in two). */
export interface OlderDsName {
  name: string;
  district: string;
  dsDivisions: string[];
  source: string;
}

interface AliasFile {
  aliases: PlaceAlias[];
  olderNames: OlderDsName[];
}

const aliasFile = (): AliasFile =>
  JSON.parse(readFileSync(new URL('./data/place-aliases.json', import.meta.url), 'utf8')) as AliasFile;

/** The reviewed alias table (data/place-aliases.json). */
export function placeAliases(): PlaceAlias[] {
  return aliasFile().aliases;
}

/** The reviewed older DS names (data/place-aliases.json). */
export function olderDsNames(): OlderDsName[] {
  return aliasFile().olderNames;
}

interface Keyed<T> {
  key: string;
  value: T;
}

const byKey = <T>(entries: Keyed<T>[], key: string) => [
  ...new Set(entries.filter((e) => e.key === key).map((e) => e.value)),
];
const single = <T>(values: T[]) => (values.length === 1 ? values[0] : undefined);
const inDistrict = <T extends { districtCode: string }>(entries: Keyed<T>[], districtCode: string) =>
  entries.filter((e) => e.value.districtCode === districtCode);
const namesOf = (place: { name: { en: string; si: string | null; ta: string | null } }) =>
  [place.name.en, place.name.si, place.name.ta].filter((name): name is string => !!name);

/**
 * Reads district and DS names as clients send them: official names in the three languages folded for spelling
 * (name-matching.ts), the bracketed HQ towns, a one-letter slip when only one division is that close, and the
 * reviewed aliases.
 */
export class PlaceNames {
  private readonly districtKeys: Keyed<DistrictRecord>[];
  private readonly dsKeys: Keyed<DsDivisionRecord>[];
  private readonly aliasKeys: Keyed<DsDivisionRecord>[];
  private readonly olderKeys: Keyed<DsDivisionRecord>[];
  private readonly misfiledKeys: (Keyed<DsDivisionRecord> & { sentDistrictCode?: string })[];

  constructor(
    districts: DistrictRecord[],
    dsDivisions: DsDivisionRecord[],
    aliases: PlaceAlias[],
    olderNames: OlderDsName[] = [],
  ) {
    this.districtKeys = districts.flatMap((d) => namesOf(d).map((name) => ({ key: placeKey(name), value: d })));
    this.dsKeys = dsDivisions.flatMap((ds) =>
      namesOf(ds).flatMap((name) => placeKeys(name).map((key) => ({ key, value: ds }))),
    );
    this.aliasKeys = aliases
      .filter((a) => !a.sentDistrict)
      .map((a) => ({ key: placeKey(a.alias), value: this.aliasTarget(a, districts, dsDivisions) }));
    this.misfiledKeys = aliases
      .filter((a) => a.sentDistrict)
      .map((a) => ({
        key: placeKey(a.alias),
        sentDistrictCode: districts.find((d) => d.name.en === a.sentDistrict)?.code,
        value: this.aliasTarget(a, districts, dsDivisions),
      }));
    this.olderKeys = olderNames.flatMap((older) =>
      older.dsDivisions.map((dsDivision) => ({
        key: placeKey(older.name),
        value: this.aliasTarget({ ...older, alias: older.name, dsDivision }, districts, dsDivisions),
      })),
    );
  }

  /** The divisions an older DS name of the district now stands for; empty when it is none. */
  olderIn(districtCode: string, name: string): DsDivisionRecord[] {
    return byKey(inDistrict(this.olderKeys, districtCode), placeKey(name));
  }

  private aliasTarget(
    alias: PlaceAlias,
    districts: DistrictRecord[],
    dsDivisions: DsDivisionRecord[],
  ): DsDivisionRecord {
    const district = districts.find((d) => d.name.en === alias.district);
    const ds = dsDivisions.find((d) => d.districtCode === district?.code && d.name.en === alias.dsDivision);
    if (!ds)
      throw new Error(`Place alias "${alias.alias}" names no DS division: ${alias.district} / ${alias.dsDivision}`);
    return ds;
  }

  district(name: string): DistrictRecord | undefined {
    const key = placeKey(name);
    return single(byKey(this.districtKeys, key)) ?? nearestByOneLetter(key, this.districtKeys);
  }

  /**
   * A DS division of the district by its name (in any of the three languages) or a reviewed alias, including a name
   * an old client files under this district although it lies in another.
   */
  dsIn(districtCode: string, name: string): NamedDs | undefined {
    const key = placeKey(name);
    const named = single(byKey(inDistrict(this.dsKeys, districtCode), key));
    if (named) return { ds: named, by: PlaceResolvedBy.NAME };
    const aliased =
      single(byKey(inDistrict(this.aliasKeys, districtCode), key)) ??
      single(
        byKey(
          this.misfiledKeys.filter((m) => m.sentDistrictCode === districtCode),
          key,
        ),
      );
    return aliased ? { ds: aliased, by: PlaceResolvedBy.ALIAS } : undefined;
  }

  /** The one DS division of the district whose name is a letter away (a vowel heard differently). */
  dsNearIn(districtCode: string, name: string): NamedDs | undefined {
    const near = nearestByOneLetter(placeKey(name), inDistrict(this.dsKeys, districtCode));
    return near ? { ds: near, by: PlaceResolvedBy.NAME } : undefined;
  }

  /**
   * A DS division named exactly (folded) or by alias, wherever it is, when the name is unique in the country: the old
   * client files some places under the wrong district (Pallama under Kurunegala, Chenkalady under Ampara).
   */
  dsAnywhere(name: string): NamedDs | undefined {
    const key = placeKey(name);
    const named = single(byKey(this.dsKeys, key));
    if (named) return { ds: named, by: PlaceResolvedBy.NAME };
    const aliased = single(byKey(this.aliasKeys, key));
    return aliased ? { ds: aliased, by: PlaceResolvedBy.ALIAS } : undefined;
  }
}
