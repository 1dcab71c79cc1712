import { isPoint, pointOrCentroid, type Point } from '../../../shared/coordinates.js';
import type { RuleCode } from '../../../shared/rule-codes.js';
import { isBlank } from '../../../shared/validation.js';
import { AppError } from '../shared/errors.js';
import { geographyData, type DistrictRecord, type DsDivisionRecord } from './geography.data.js';
import { GeographyErrors } from './geography.errors.js';
import { AreaLocator, type LocateMethod } from './locate.js';
import { outlinePath } from './map-outline.js';
import { PlaceNames, placeAliases, PlaceResolvedBy, type NamedDs } from './place-names.js';

/** A form's district and DS division as sent, resolved; `errors` holds the one district/DS-required rule. */
export interface ResolvedPlace {
  district?: DistrictRecord;
  ds?: DsDivisionRecord;
  /** How the place was read (recorded on the row). */
  resolvedBy?: PlaceResolvedBy;
  errors: { district?: RuleCode; dsDivision?: RuleCode };
}

/** A form's coordinates as sent (either may be missing). */
export interface SentPoint {
  latitude?: number | null;
  longitude?: number | null;
}

export interface Location {
  district: DistrictRecord;
  dsDivision: DsDivisionRecord;
  method: LocateMethod;
}

/** Zooms at which outlines are pre-drawn: a country-wide picture, not street level. */
export const OUTLINE_ZOOMS = { min: 5, max: 10 } as const;

/**
 * The reference geography of Sri Lanka: 25 districts and 339 DS divisions keyed by OCHA P-code (D1).
 * Read from the committed data file (no database round trip); the same rows are loaded into PostgreSQL for keys.
 */
export class GeographyService {
  private static shared: GeographyService | undefined;

  private readonly districtByCode = new Map<string, DistrictRecord>();
  private readonly dsByCode = new Map<string, DsDivisionRecord>();
  private readonly names: PlaceNames;
  private readonly dsByDistrict = new Map<string, DsDivisionRecord[]>();
  private readonly locator: AreaLocator<DsDivisionRecord>;
  private readonly outlines = new Map<number, string>();

  constructor(
    readonly districts: DistrictRecord[],
    readonly dsDivisions: DsDivisionRecord[],
  ) {
    for (const d of districts) {
      this.districtByCode.set(d.code, d);
      this.dsByDistrict.set(d.code, []);
    }
    for (const ds of dsDivisions) {
      this.dsByCode.set(ds.code, ds);
      this.dsByDistrict.get(ds.districtCode)?.push(ds);
    }
    for (const list of this.dsByDistrict.values()) list.sort((a, b) => a.name.en.localeCompare(b.name.en));
    this.locator = new AreaLocator(dsDivisions);
    this.names = new PlaceNames(districts, dsDivisions, placeAliases());
  }

  /** One instance over the committed data file. */
  static instance(): GeographyService {
    const data = geographyData();
    GeographyService.shared ??= new GeographyService(data.districts, data.dsDivisions);
    return GeographyService.shared;
  }

  dsDivisionsOf(districtCode: string): DsDivisionRecord[] {
    return this.dsByDistrict.get(this.requireDistrict(districtCode).code) ?? [];
  }

  /** A district by P-code or by name (spelling variants folded, name-matching.ts). */
  findDistrict(codeOrName: string): DistrictRecord | undefined {
    const trimmed = codeOrName.trim();
    return this.districtByCode.get(trimmed.toUpperCase()) ?? this.names.district(trimmed);
  }

  requireDistrict(codeOrName: string): DistrictRecord {
    const district = this.findDistrict(codeOrName);
    if (!district) throw GeographyErrors.unknownDistrict(codeOrName);
    return district;
  }

  /** A DS division by P-code, or by name (folded, or a reviewed alias) within a district, or unique in the country. */
  findDsDivision(codeOrName: string, districtCode?: string): DsDivisionRecord | undefined {
    return this.namedDsDivision(codeOrName, districtCode)?.ds;
  }

  private namedDsDivision(codeOrName: string, districtCode?: string): NamedDs | undefined {
    const trimmed = codeOrName.trim();
    const byCode = this.dsByCode.get(trimmed.toUpperCase());
    if (byCode) return { ds: byCode, by: PlaceResolvedBy.NAME };
    return districtCode ? this.names.dsIn(districtCode, trimmed) : this.names.dsAnywhere(trimmed);
  }

  /**
   * The one place rule of every form that names a place (sign-up, early-warning report, both aid forms): the
   * district and DS as named (a DS of the district, else one whose name is unique in the country: the old client
   * files some places under the wrong district); with coordinates, the point decides within the district and stands
   * in for a name that does not resolve. A point in another district than the one named is refused.
   */
  resolvePlace(
    districtSent: string | null | undefined,
    dsSent: string | null | undefined,
    point?: SentPoint,
  ): ResolvedPlace {
    const sentDistrict = isBlank(districtSent) ? undefined : this.findDistrict(districtSent!);
    const named = isBlank(dsSent) ? undefined : this.namedInForm(dsSent!, sentDistrict);
    const located = this.locateSent(point);
    if (!located) {
      if (!sentDistrict && !named) return { errors: { district: 'DISTRICT_REQUIRED' } };
      if (!named) return { district: sentDistrict, errors: { dsDivision: 'DS_REQUIRED' } };
      return {
        district: this.districtByCode.get(named.ds.districtCode)!,
        ds: named.ds,
        resolvedBy: named.by,
        errors: {},
      };
    }
    const expected = named ? this.districtByCode.get(named.ds.districtCode)! : sentDistrict;
    if (expected && expected.code !== located.district.code)
      throw GeographyErrors.pointInOtherDistrict(located.district.name.en, expected.name.en);
    if (named && named.ds.code === located.dsDivision.code)
      return { district: located.district, ds: named.ds, resolvedBy: named.by, errors: {} };
    return { district: located.district, ds: located.dsDivision, resolvedBy: PlaceResolvedBy.COORDINATES, errors: {} };
  }

  /** A P-code must be of the district sent; a name unique in the country may correct the district. */
  private namedInForm(dsSent: string, district: DistrictRecord | undefined): NamedDs | undefined {
    const name = dsSent.trim();
    const byCode = this.dsByCode.get(name.toUpperCase());
    if (byCode)
      return !district || byCode.districtCode === district.code ? { ds: byCode, by: PlaceResolvedBy.NAME } : undefined;
    return (district && this.names.dsIn(district.code, name)) || this.names.dsAnywhere(name);
  }

  /** Where the sent coordinates lie; undefined when none were sent or they are not on Sri Lanka's land or coast. */
  private locateSent(point: SentPoint | undefined): Location | undefined {
    if (!point || !isPoint(point.latitude, point.longitude)) return undefined;
    try {
      return this.locate(point.latitude, point.longitude!);
    } catch {
      return undefined;
    }
  }

  /**
   * The place a name stands for (`placeByName`): a district, else a DS division (within `districtCode` when given,
   * else one whose name is unique in the country); undefined when nothing matches.
   */
  placeByName(
    name: string,
    districtCode?: string,
  ): { district: DistrictRecord; ds: DsDivisionRecord | null } | undefined {
    const within = districtCode ? this.requireDistrict(districtCode) : undefined;
    const named = within ? undefined : this.findDistrict(name);
    if (named) return { district: named, ds: null };
    const ds = this.findDsDivision(name, within?.code);
    return ds ? { district: this.district(ds.districtCode), ds } : undefined;
  }

  /** The DS division, checked to lie in the district when one is given. */
  requireDsDivision(codeOrName: string, districtCode?: string): DsDivisionRecord {
    const ds = this.findDsDivision(codeOrName, districtCode);
    if (!ds) throw GeographyErrors.unknownDsDivision(codeOrName);
    if (districtCode && ds.districtCode !== districtCode) throw GeographyErrors.dsNotInDistrict();
    return ds;
  }

  district(code: string): DistrictRecord {
    return this.requireDistrict(code);
  }

  /** Which DS division and district a point lies in (D11: replaces the third-party reverse geocoder). */
  locate(latitude: number, longitude: number): Location {
    if (!isPoint(latitude, longitude)) throw GeographyErrors.badCoordinates();
    const found = this.locator.locate(latitude, longitude);
    if (!found) throw GeographyErrors.outsideSriLanka();
    const district = this.districtByCode.get(found.area.districtCode);
    if (!district) throw new AppError('INTERNAL', 'Reference geography is inconsistent.');
    return { district, dsDivision: found.area, method: found.method };
  }

  /** Where to put something that came without coordinates: the DS centroid, else the district's (D10). */
  fallbackCoordinates(districtCode: string, dsCode?: string | null): Point {
    const asPoint = (centroid: [number, number] | undefined) =>
      centroid ? { latitude: centroid[0], longitude: centroid[1] } : null;
    return pointOrCentroid(
      null,
      null,
      asPoint(dsCode ? this.dsByCode.get(dsCode)?.centroid : undefined),
      asPoint(this.requireDistrict(districtCode).centroid),
    )!;
  }

  /** The district outlines drawn at a zoom level the home map can show (computed once per zoom). */
  outlinePath(zoom: number): string {
    if (!Number.isInteger(zoom) || zoom < OUTLINE_ZOOMS.min || zoom > OUTLINE_ZOOMS.max)
      throw GeographyErrors.badZoom(OUTLINE_ZOOMS.min, OUTLINE_ZOOMS.max);
    let path = this.outlines.get(zoom);
    if (path === undefined) {
      path = outlinePath(
        this.districts.map((d) => d.boundary),
        zoom,
      );
      this.outlines.set(zoom, path);
    }
    return path;
  }
}
