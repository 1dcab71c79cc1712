import { readFileSync } from 'node:fs';
import type { DistrictRecord, DsDivisionRecord } from './geography.data.js';
import { nearestByOneLetter, placeKey, placeKeys } from './name-matching.js';

/** How a form's place was read (recorded on the row): its name, a reviewed alias, or the payload's coordinates. */
export enum PlaceResolvedBy {
  NAME = 'NAME',
  ALIAS = 'ALIAS',
  COORDINATES = 'COORDINATES',
}

export interface PlaceAlias {
  alias: string;
  district: string;
  dsDivision: string;
  source: string;
}

export interface NamedDs {
  ds: DsDivisionRecord;
  by: PlaceResolvedBy.NAME | PlaceResolvedBy.ALIAS;
}

/** The reviewed alias table (data/place-aliases.json). */
export function placeAliases(): PlaceAlias[] {
  const file = JSON.parse(readFileSync(new URL('./data/place-aliases.json', import.meta.url), 'utf8')) as {
    aliases: PlaceAlias[];
  };
  return file.aliases;
}

interface Keyed<T> {
  key: string;
  value: T;
}

const byKey = <T>(entries: Keyed<T>[], key: string) => [
  ...new Set(entries.filter((e) => e.key === key).map((e) => e.value)),
];
const single = <T>(values: T[]) => (values.length === 1 ? values[0] : undefined);

/**
 * Reads district and DS names as clients send them: official names folded for romanisation (name-matching.ts), the
 * bracketed HQ towns, a one-letter slip when only one division is that close, and the reviewed aliases.
 */
export class PlaceNames {
  private readonly districtKeys: Keyed<DistrictRecord>[];
  private readonly dsKeys: Keyed<DsDivisionRecord>[];
  private readonly aliasKeys: Keyed<DsDivisionRecord>[];

  constructor(districts: DistrictRecord[], dsDivisions: DsDivisionRecord[], aliases: PlaceAlias[]) {
    this.districtKeys = districts.map((d) => ({ key: placeKey(d.name.en), value: d }));
    this.dsKeys = dsDivisions.flatMap((ds) => placeKeys(ds.name.en).map((key) => ({ key, value: ds })));
    this.aliasKeys = aliases.map((a) => ({
      key: placeKey(a.alias),
      value: this.aliasTarget(a, districts, dsDivisions),
    }));
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

  /** A DS division of the district by name, alias or a one-letter slip. */
  dsIn(districtCode: string, name: string): NamedDs | undefined {
    const inDistrict = <T extends { districtCode: string }>(entries: Keyed<T>[]) =>
      entries.filter((e) => e.value.districtCode === districtCode);
    const key = placeKey(name);
    const named = single(byKey(inDistrict(this.dsKeys), key));
    if (named) return { ds: named, by: PlaceResolvedBy.NAME };
    const aliased = single(byKey(inDistrict(this.aliasKeys), key));
    if (aliased) return { ds: aliased, by: PlaceResolvedBy.ALIAS };
    const near = nearestByOneLetter(key, inDistrict(this.dsKeys));
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
