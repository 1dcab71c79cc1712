import { isPoint, pointOrCentroid, type Point } from '../../../shared/coordinates.js';
import type { RuleCode } from '../../../shared/rule-codes.js';
import { isBlank } from '../../../shared/validation.js';
import { AppError } from '../shared/errors.js';
import { geographyData, type DistrictRecord, type DsDivisionRecord } from './geography.data.js';
import { GeographyErrors } from './geography.errors.js';
import { AreaLocator, type LocateMethod } from './locate.js';
import { outlinePath } from './map-outline.js';
import { canonicalPlaceName } from './name-matching.js';

/** A form's district and DS division as sent, resolved; `errors` holds the one district/DS-required rule. */
export interface ResolvedPlace {
  district?: DistrictRecord;
  ds?: DsDivisionRecord;
  errors: { district?: RuleCode; dsDivision?: RuleCode };
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
  private readonly districtByName = new Map<string, DistrictRecord>();
  private readonly dsByDistrictAndName = new Map<string, DsDivisionRecord>();
  private readonly dsByDistrict = new Map<string, DsDivisionRecord[]>();
  private readonly locator: AreaLocator<DsDivisionRecord>;
  private readonly outlines = new Map<number, string>();

  constructor(readonly districts: DistrictRecord[], readonly dsDivisions: DsDivisionRecord[]) {
    for (const d of districts) {
      this.districtByCode.set(d.code, d);
      this.districtByName.set(canonicalPlaceName(d.name.en), d);
      this.dsByDistrict.set(d.code, []);
    }
    for (const ds of dsDivisions) {
      this.dsByCode.set(ds.code, ds);
      this.dsByDistrictAndName.set(`${ds.districtCode}|${canonicalPlaceName(ds.name.en)}`, ds);
      this.dsByDistrict.get(ds.districtCode)?.push(ds);
    }
    for (const list of this.dsByDistrict.values()) list.sort((a, b) => a.name.en.localeCompare(b.name.en));
    this.locator = new AreaLocator(dsDivisions);
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

  /** A district by P-code or by name (trimmed, case-insensitive, known variants). */
  findDistrict(codeOrName: string): DistrictRecord | undefined {
    const trimmed = codeOrName.trim();
    return this.districtByCode.get(trimmed.toUpperCase()) ?? this.districtByName.get(canonicalPlaceName(trimmed));
  }

  requireDistrict(codeOrName: string): DistrictRecord {
    const district = this.findDistrict(codeOrName);
    if (!district) throw GeographyErrors.unknownDistrict(codeOrName);
    return district;
  }

  /** A DS division by P-code, or by name within a district. */
  findDsDivision(codeOrName: string, districtCode?: string): DsDivisionRecord | undefined {
    const trimmed = codeOrName.trim();
    const byCode = this.dsByCode.get(trimmed.toUpperCase());
    if (byCode) return byCode;
    if (districtCode) return this.dsByDistrictAndName.get(`${districtCode}|${canonicalPlaceName(trimmed)}`);
    const matches = this.dsDivisions.filter((ds) => canonicalPlaceName(ds.name.en) === canonicalPlaceName(trimmed));
    return matches.length === 1 ? matches[0] : undefined;
  }

  /** A district and a DS division of it, by name or code; errors when either is missing or unknown. */
  resolvePlace(districtSent: string | null | undefined, dsSent: string | null | undefined): ResolvedPlace {
    const district = isBlank(districtSent) ? undefined : this.findDistrict(districtSent!);
    if (!district) return { errors: { district: 'DISTRICT_REQUIRED' } };
    const ds = isBlank(dsSent) ? undefined : this.findDsDivision(dsSent!, district.code);
    if (!ds || ds.districtCode !== district.code) return { district, errors: { dsDivision: 'DS_REQUIRED' } };
    return { district, ds, errors: {} };
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
    const asPoint = (centroid: [number, number] | undefined) => (centroid ? { latitude: centroid[0], longitude: centroid[1] } : null);
    return pointOrCentroid(null, null, asPoint(dsCode ? this.dsByCode.get(dsCode)?.centroid : undefined), asPoint(this.requireDistrict(districtCode).centroid))!;
  }

  /** The district outlines drawn at a zoom level the home map can show (computed once per zoom). */
  outlinePath(zoom: number): string {
    if (!Number.isInteger(zoom) || zoom < OUTLINE_ZOOMS.min || zoom > OUTLINE_ZOOMS.max) throw GeographyErrors.badZoom(OUTLINE_ZOOMS.min, OUTLINE_ZOOMS.max);
    let path = this.outlines.get(zoom);
    if (path === undefined) {
      path = outlinePath(this.districts.map((d) => d.boundary), zoom);
      this.outlines.set(zoom, path);
    }
    return path;
  }
}
