import { isPoint, pointOrCentroid, type Point } from '../../../shared/coordinates.js';
import type { RuleCode } from '../../../shared/rule-codes.js';
import { isBlank } from '../../../shared/validation.js';
import { AppError } from '../core/errors/errors.js';
import { geographyData, type DistrictRecord, type DsDivisionRecord } from './geography.data.js';
import { GeographyErrors } from './geography.errors.js';
import { AreaLocator, type LocateMethod } from './locate.js';
import { outlinePath } from './map-outline.js';
import { Gazetteer, type GnDivision } from './gazetteer.js';
import { olderDsNames, PlaceNames, placeAliases, PlaceResolvedBy, type NamedDs } from './place-names.js';
import { PlaceReader, type ReadPlace } from './place-reading.js';

/** A form's district and DS division as sent, resolved; `errors` holds the one district/DS-required rule. */
export interface ResolvedPlace {
  district?: DistrictRecord;
  ds?: DsDivisionRecord;
  /** The GN division, when the name sent was one. */
  gn?: GnDivision;
  /** How the place was read (recorded on the row). */
  resolvedBy?: PlaceResolvedBy;
  /** The DS divisions a name stands for when it lies in several of the district (never guessed). */
  ambiguous?: DsDivisionRecord[];
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
  private readonly reader: PlaceReader;
  private loadedGazetteer: Gazetteer | undefined;
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
    this.names = new PlaceNames(districts, dsDivisions, placeAliases(), olderDsNames());
    this.reader = new PlaceReader(this.names, () => this.gazetteer, this.dsByCode);
  }

  /** The GN divisions and villages (read on first use: a name that no DS name or alias answers). */
  get gazetteer(): Gazetteer {
    this.loadedGazetteer ??= Gazetteer.load();
    return this.loadedGazetteer;
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
    if (!districtCode) return this.names.dsAnywhere(trimmed);
    return this.names.dsIn(districtCode, trimmed) ?? this.names.dsNearIn(districtCode, trimmed);
  }

  /**
   * The one place rule of every form that names a place (sign-up, early-warning report, both aid forms): the
   * district and the place as named (read by `PlaceReader`: a DS division, a GN division, a village or a town); with
   * coordinates, the point decides within the district and stands in for a name that does not resolve. A point in
   * another district than the one named is refused. A name that stands for several DS divisions is answered as
   * `ambiguous`, with the DS-required error, for the caller to keep or refuse.
   */
  resolvePlace(
    districtSent: string | null | undefined,
    dsSent: string | null | undefined,
    point?: SentPoint,
    gnSent?: string | null,
  ): ResolvedPlace {
    const sentDistrict = isBlank(districtSent) ? undefined : this.findDistrict(districtSent!);
    const reading = isBlank(dsSent) ? undefined : this.reader.read(dsSent!, sentDistrict);
    const named = this.narrowed(reading && 'place' in reading ? reading.place : undefined, sentDistrict, gnSent);
    const located = this.locateSent(point);
    if (!located) {
      if (!sentDistrict && !named)
        return { errors: { district: isBlank(districtSent) ? 'DISTRICT_REQUIRED' : 'DISTRICT_UNKNOWN' } };
      if (!named) {
        const ambiguous = reading && 'ambiguous' in reading ? reading.ambiguous : undefined;
        return { district: sentDistrict, ambiguous, errors: { dsDivision: 'DS_REQUIRED' } };
      }
      return this.resolved(this.districtByCode.get(named.ds.districtCode)!, named);
    }
    const expected = named ? this.districtByCode.get(named.ds.districtCode)! : sentDistrict;
    if (expected && expected.code !== located.district.code)
      throw GeographyErrors.pointInOtherDistrict(located.district.name.en, expected.name.en);
    if (named && named.ds.code === located.dsDivision.code) return this.resolved(located.district, named);
    return { district: located.district, ds: located.dsDivision, resolvedBy: PlaceResolvedBy.COORDINATES, errors: {} };
  }

  /**
   * A GN division sent beside the DS division (optional) narrows the place: it names the DS division when the name
   * did not, and is dropped when it lies in another one than the DS division named.
   */
  private narrowed(
    named: ReadPlace | undefined,
    district: DistrictRecord | undefined,
    gnSent: string | null | undefined,
  ): ReadPlace | undefined {
    const gn = isBlank(gnSent) ? undefined : this.gazetteer.gnDivision(gnSent!);
    if (!gn || (district && !gn.dsCode.startsWith(district.code))) return named;
    if (!named) return { ds: this.dsByCode.get(gn.dsCode)!, by: PlaceResolvedBy.GN_DIVISION, gn };
    return named.ds.code === gn.dsCode ? { ...named, gn } : named;
  }

  private resolved(district: DistrictRecord, named: ReadPlace): ResolvedPlace {
    return { district, ds: named.ds, gn: named.gn, resolvedBy: named.by, errors: {} };
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

  /**
   * Where to put something that came without coordinates: the GN division's centre, else the DS centroid, else the
   * district's (D10): a place to confirm stands at its district until an officer places it.
   */
  fallbackCoordinates(districtCode: string, dsCode?: string | null, gnCode?: string | null): Point {
    const asPoint = (centroid: [number, number] | undefined) =>
      centroid ? { latitude: centroid[0], longitude: centroid[1] } : null;
    return pointOrCentroid(
      null,
      null,
      asPoint(gnCode ? this.gazetteer.gnDivision(gnCode)?.centre : undefined) ??
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
